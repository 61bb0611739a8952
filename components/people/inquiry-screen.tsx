'use client';
/**
 * /student/admission-inquiries: leads with status and next follow-up; follow-ups per lead;
 * converting an open lead opens the admission form filled from it.
 */
import Link from 'next/link';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { StatusBadge } from '@/components/ui/status-badge';
import Button from 'react-bootstrap/Button';
import { FilterSelect } from '@/components/ui/filter-select';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { useSchoolFormat } from '@/components/ui/school-format';
import { usePermissions } from '@/components/ui/use-permissions';
import { inquirySchema } from '@/lib/api/modules/people/inquiry-schemas';
import { INQUIRY_STATUSES, InquiryFields } from './inquiry-fields';
import { InquiryFollowUps } from './inquiry-follow-ups';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { usePeopleWords } from './people-words';

type Inquiry = {
  id: number;
  child_name: string;
  date_of_birth: string | null;
  gender: string | null;
  parent_name: string;
  parent_email: string | null;
  parent_phone: string | null;
  class_id: number | null;
  class_name: string | null;
  source: string | null;
  note: string | null;
  inquiry_date: string;
  status: 'open' | 'converted' | 'lost';
  next_follow_up: string | null;
};

const BLANK = {
  child_name: '',
  date_of_birth: null,
  gender: null,
  class_id: null,
  parent_name: '',
  parent_email: '',
  parent_phone: '',
  source: '',
  note: '',
  status: 'open',
};

export function InquiryScreen() {
  const [status, setStatus] = useUrlFilter('status', 'open');
  const [open, setOpen] = useState<number | null>(null);
  const { can } = usePermissions();
  const format = useSchoolFormat();
  const t = useTranslations('people');
  const words = usePeopleWords();
  return (
    <>
      {open !== null && (
        <InquiryFollowUps id={open} canAdd={can('student-edit')} onClose={() => setOpen(null)} />
      )}
      <ResourceScreen<Inquiry>
        title={t('pages.admissionInquiries')}
        singular={t('inquiries.singular')}
        path="/api/admission-inquiries"
        needs={{ create: 'student-create', edit: 'student-edit' }}
        schema={inquirySchema}
        blank={{ ...BLANK, inquiry_date: format.today() }}
        toForm={(r) => ({
          child_name: r.child_name,
          date_of_birth: r.date_of_birth,
          gender: r.gender,
          class_id: r.class_id,
          parent_name: r.parent_name,
          parent_email: r.parent_email ?? '',
          parent_phone: r.parent_phone ?? '',
          source: r.source ?? '',
          note: r.note ?? '',
          inquiry_date: r.inquiry_date,
          status: r.status,
        })}
        fields={<InquiryFields />}
        describe={(r) => r.child_name}
        filters={{ status }}
        filterControls={
          <FilterSelect
            id="inquiry-status"
            label={t('list.status')}
            all={t('list.all')}
            value={status}
            onChange={setStatus}
            options={words.options('status', INQUIRY_STATUSES)}
          />
        }
        columns={[
          { header: t('inquiries.child'), sort: 'child_name', cell: (r) => r.child_name },
          {
            header: t('inquiries.parent'),
            cell: (r) => (
              <>
                {r.parent_name}
                <div className="small text-muted">{r.parent_email ?? r.parent_phone ?? ''}</div>
              </>
            ),
          },
          { header: t('inquiries.classSought'), cell: (r) => r.class_name ?? '—' },
          {
            header: t('inquiries.inquiryDate'),
            sort: 'inquiry_date',
            cell: (r) => format.date(r.inquiry_date),
          },
          { header: t('inquiries.nextFollowUp'), cell: (r) => format.date(r.next_follow_up) },
          {
            header: t('list.status'),
            cell: (r) => <StatusBadge status={r.status} />,
          },
        ]}
        extraActions={(r) => (
          <>
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => setOpen(r.id)}
              aria-label={t('inquiries.followUpsOf', { name: r.child_name })}
            >
              {t('followUps.title')}
            </Button>
            {r.status === 'open' && can('student-create') && (
              <Link
                className="btn btn-sm btn-success"
                href={`/student/student-admission?inquiry=${r.id}`}
                aria-label={t('inquiries.convertOf', { name: r.child_name })}
              >
                {t('inquiries.convert')}
              </Link>
            )}
          </>
        )}
      />
    </>
  );
}
