'use client';
/**
 * /id-cards (under Students): the card's template, and a class-section's cards as one PDF of
 * A4 sheets with cut marks, downloaded with a progress bar (pages arrived of the pages the
 * answer announced, see download-progress.ts); the file is saved and offered to open.
 */
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { PdfDownloadStatus } from '@/components/ui/pdf-download-status';
import { useTranslations } from 'use-intl';
import type { NamedItem } from '@/components/shell/meta-data';
import { useMetaData } from '@/components/shell/use-meta-data';
import { usePermissions } from '@/components/ui/use-permissions';
import { fetchPdfWithProgress } from './download-progress';
import { IdCardTemplateForm } from './id-card-template';
import { useTemplates } from './use-templates';

type Progress = { done: number; total: number };

export function IdCardsScreen() {
  const t = useTranslations('certificates');
  const { can } = usePermissions();
  const meta = useMetaData();
  const templates = useTemplates();
  const card = templates.data?.find((x) => x.kind === 'id_card');
  const sections = (meta.data?.class_section ?? []) as NamedItem[];
  const [section, setSection] = useState('');
  const [progress, setProgress] = useState<Progress | null>(null);
  const [file, setFile] = useState<string | null>(null);
  /** Why the last download failed (the API's sentence), or null. */
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => () => void (file && URL.revokeObjectURL(file)), [file]);

  const download = async () => {
    setFailed(null);
    setFile(null);
    try {
      const blob = await fetchPdfWithProgress(
        `/api/id-cards.pdf?class_section_id=${section}`,
        (done, total) => setProgress({ done, total }),
      );
      const url = URL.createObjectURL(blob);
      setFile(url);
      const a = document.createElement('a');
      a.href = url;
      a.download = 'id-cards.pdf';
      a.click();
    } catch (error) {
      setFailed(error instanceof Error ? error.message : '');
      setProgress(null);
    }
  };
  const busy = progress !== null && file === null && failed === null;

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {t('idCards.title')}
      </h1>
      <div className="row g-4">
        <div className="col-lg-6">
          <Form.Group className="mb-3" controlId="id-cards-section">
            <Form.Label>{t('idCards.classSection')}</Form.Label>
            <Form.Select value={section} onChange={(e) => setSection(e.target.value)}>
              <option value="">{t('idCards.choose')}</option>
              {sections.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Button onClick={() => void download()} disabled={!section || busy}>
            {t('idCards.download')}
          </Button>
          <PdfDownloadStatus
            progress={progress}
            file={file}
            failed={failed}
            fileName="id-cards.pdf"
            testIdPrefix="id-cards"
            words={{
              progress: progress ? t('idCards.progress', progress) : '',
              done: t('idCards.done', { total: progress?.total ?? 0 }),
              link: t('idCards.download'),
              failed: t('idCards.failed'),
            }}
          />
        </div>
        <div className="col-lg-6">
          {card && can('certificates-edit') && (
            <IdCardTemplateForm key={String(card.saved)} template={card} />
          )}
        </div>
      </div>
    </section>
  );
}
