'use client';
/**
 * A student's certificates on their profile (issue 29, contract §1): kind, serial, date and a
 * link to the PDF of each, newest first, and "Issue certificate" for those who may. Its words
 * are the `certificates` namespace: the profile's layout lists it.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import { usePermissions } from '@/components/ui/use-permissions';
import { apiFetch } from '@/lib/client/api-fetch';
import { CERTIFICATES_KEY, certificatePdfUrl, type Certificate } from './api';
import { IssueCertificateModal } from './issue-modal';
import { useCertificateWords } from './words';

export function CertificatesTab(props: { studentId: number }) {
  const t = useTranslations('certificates');
  const words = useCertificateWords();
  const format = useSchoolFormat();
  const { can } = usePermissions();
  const [issuing, setIssuing] = useState(false);
  const { data, isPending } = useQuery({
    queryKey: [CERTIFICATES_KEY, 'student', props.studentId],
    queryFn: async () =>
      (
        await apiFetch<{ data: Certificate[] }>(
          `/api/certificates?student_id=${props.studentId}&sort=-serial_no&per_page=100&total=omit`,
        )
      ).data,
  });
  return (
    <section aria-labelledby="certificates-tab-heading" data-testid="certificates-tab">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h2 id="certificates-tab-heading" className="h5 mb-0">
          {t('tab.heading')}
        </h2>
        {can('certificates-create') && (
          <Button size="sm" onClick={() => setIssuing(true)}>
            {t('tab.issue')}
          </Button>
        )}
      </div>
      {!isPending && data?.length === 0 && <p className="text-body-secondary">{t('tab.empty')}</p>}
      {data && data.length > 0 && (
        <table className="table table-sm align-middle data-table-stack">
          <thead>
            <tr>
              <th scope="col">{t('list.kind')}</th>
              <th scope="col">{t('list.serial')}</th>
              <th scope="col">{t('list.issuedOn')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('tab.pdf')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((c) => (
              <tr key={c.id}>
                <td data-label={t('list.kind')}>{words.kind(c.kind)}</td>
                <td data-label={t('list.serial')}>{c.serial_no}</td>
                <td data-label={t('list.issuedOn')}>{format.date(c.issued_on)}</td>
                <td data-table-actions="">
                  <a href={certificatePdfUrl(c.id)} target="_blank" rel="noreferrer">
                    {t('tab.pdf')}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {issuing && (
        <IssueCertificateModal studentId={props.studentId} onDone={() => setIssuing(false)} />
      )}
    </section>
  );
}
