'use client';
/**
 * /certificates (under Students): every certificate the school issued, newest first, filtered
 * by kind and searched by student or serial, each with its PDF; "Issue certificate" for those
 * who may (the PDF of the one just issued is offered at once); and the certificates' templates.
 */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslations } from 'use-intl';
import { DataTable } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { useSchoolFormat } from '@/components/ui/school-format';
import { useList } from '@/components/ui/use-list';
import { usePermissions } from '@/components/ui/use-permissions';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { CERTIFICATE_KINDS } from '@/lib/db/schema/certificates-values';
import { certificatePdfUrl, type Certificate } from './api';
import { IssueCertificateModal } from './issue-modal';
import { TemplatesEditor } from './templates-editor';
import { useCertificateWords } from './words';

export function CertificatesScreen() {
  const t = useTranslations('certificates');
  const words = useCertificateWords();
  const format = useSchoolFormat();
  const { can } = usePermissions();
  const [kind, setKind] = useUrlFilter('kind');
  const list = useList<Certificate>('/api/certificates', { kind });
  const [issuing, setIssuing] = useState(false);
  const [issued, setIssued] = useState<Certificate | null>(null);
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0">
          {t('list.title')}
        </h1>
        {can('certificates-create') && (
          <Button className="ms-auto no-print" onClick={() => setIssuing(true)}>
            {t('tab.issue')}
          </Button>
        )}
      </div>
      {issued && (
        <Alert variant="success" dismissible onClose={() => setIssued(null)} data-testid="issued">
          {t('issue.issued', { serial: issued.serial_no })}{' '}
          <a href={certificatePdfUrl(issued.id)} target="_blank" rel="noreferrer">
            {t('issue.open')}
          </a>
        </Alert>
      )}
      <DataTable<Certificate>
        title={t('list.title')}
        list={list}
        emptyText={t('list.empty')}
        filters={
          <FilterSelect
            id="filter-kind"
            label={t('list.filterKind')}
            all={t('list.allKinds')}
            value={kind}
            onChange={setKind}
            options={CERTIFICATE_KINDS.map((k) => ({ value: k, label: words.kind(k) }))}
          />
        }
        columns={[
          { header: t('list.serial'), sort: 'serial_no', cell: (r) => r.serial_no },
          { header: t('list.kind'), cell: (r) => words.kind(r.kind) },
          {
            header: t('list.student'),
            cell: (r) => `${r.student_name} (${r.admission_no})`,
          },
          { header: t('list.issuedOn'), sort: 'issued_on', cell: (r) => format.date(r.issued_on) },
          { header: t('list.issuedBy'), cell: (r) => r.issued_by ?? '' },
        ]}
        actions={(r) => (
          <a href={certificatePdfUrl(r.id)} target="_blank" rel="noreferrer">
            {t('list.pdf')}
          </a>
        )}
      />
      {can('certificates-edit') && <TemplatesEditor />}
      {issuing && <IssueCertificateModal onDone={() => setIssuing(false)} onIssued={setIssued} />}
    </section>
  );
}
