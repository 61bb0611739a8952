'use client';
/**
 * One class-section's timetable: the version chosen in the history (the one in force by
 * default), read-only or, with timetable-edit, in the editor. A draft (the solver's) is only
 * read here, with the way to the drafts' review.
 */
import Link from 'next/link';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import { usePermissions } from '@/components/ui/use-permissions';
import { cellKey, versionInForce } from './grid-logic';
import { useTimetable } from './queries';
import { TimetableEditor } from './timetable-editor';
import type { Choices, Timetable } from './types';
import { LessonText, WeekGrid } from './week-grid';

export function ClassTimetable({
  sectionId,
  versionId,
  onVersion,
  choices,
}: {
  sectionId: number;
  versionId: number | null;
  onVersion: (id: number | null) => void;
  choices: Choices;
}) {
  const t = useTranslations('timetable');
  const { can } = usePermissions();
  const format = useSchoolFormat();
  const query = useTimetable(sectionId, versionId);
  // The last save's warnings, kept here: the saved version opens in a new editor.
  const [warnings, setWarnings] = useState<string[]>([]);
  if (query.isPending) return <p role="status">{t('loading')}</p>;
  if (query.isError) return <Alert variant="danger">{query.error.message}</Alert>;
  const timetable = query.data;
  const draft = timetable.version?.status === 'draft';
  const editable = can('timetable-edit') && !draft;
  return (
    <div className="row g-4">
      <div className="col-xl-9">
        <h2 className="h5">
          {timetable.class_section.name}
          {timetable.version && (
            <span className="small text-body-secondary ms-2">
              {t('versions.from', { date: format.date(timetable.version.effective_from) })}
            </span>
          )}
        </h2>
        {draft && (
          <Alert variant="info" className="no-print">
            {t('versions.draftReadOnly')}{' '}
            <Link href="/timetable/draft">{t('versions.review')}</Link>
          </Alert>
        )}
        {!timetable.version && <p className="text-body-secondary">{t('versions.none')}</p>}
        {warnings.length > 0 && (
          <Alert variant="warning" className="no-print">
            <p className="fw-semibold mb-1">{t('edit.warnings')}</p>
            <ul className="mb-0">
              {warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          </Alert>
        )}
        {editable ? (
          <TimetableEditor
            key={`${sectionId}-${timetable.version?.id ?? 'new'}`}
            timetable={timetable}
            choices={choices}
            onSaved={(id, said) => {
              setWarnings(said);
              onVersion(id);
            }}
          />
        ) : (
          <ReadOnlyGrid timetable={timetable} />
        )}
      </div>
      <div className="col-xl-3 no-print">
        <Versions timetable={timetable} onVersion={onVersion} />
      </div>
    </div>
  );
}

export function ReadOnlyGrid({ timetable }: { timetable: Timetable }) {
  const t = useTranslations('timetable');
  const byKey = new Map(timetable.cells.map((c) => [cellKey(c.day, c.period_id), c]));
  return (
    <WeekGrid
      days={timetable.days}
      caption={t('grid.caption', { name: timetable.class_section.name })}
      renderCell={({ day, period }) => {
        const cell = byKey.get(cellKey(day, period.id));
        return cell ? (
          <LessonText
            subject={cell.subject}
            teachers={cell.teachers.map((p) => p.name)}
            room={cell.room}
          />
        ) : null;
      }}
    />
  );
}

function Versions({
  timetable,
  onVersion,
}: {
  timetable: Timetable;
  onVersion: (id: number | null) => void;
}) {
  const t = useTranslations('timetable');
  const format = useSchoolFormat();
  const inForce = versionInForce(timetable.versions, format.today());
  const shown = timetable.version?.id;
  if (!timetable.versions.length) return null;
  return (
    <section aria-labelledby="versions-title">
      <h2 id="versions-title" className="h6">
        {t('versions.title')}
      </h2>
      <ListGroup>
        {[...timetable.versions].reverse().map((v) => (
          <ListGroup.Item
            key={v.id}
            action
            active={v.id === shown}
            aria-current={v.id === shown ? 'true' : undefined}
            onClick={() => onVersion(v.id)}
            className="d-flex flex-wrap gap-2 align-items-center"
          >
            <span>{t('versions.from', { date: format.date(v.effective_from) })}</span>
            {v.id === inForce?.id && <Badge bg="success">{t('versions.inForce')}</Badge>}
            {v.status === 'draft' && <Badge bg="secondary">{t('versions.draft')}</Badge>}
            {v.status === 'published' && v.effective_from > format.today() && (
              <Badge bg="info">{t('versions.upcoming')}</Badge>
            )}
          </ListGroup.Item>
        ))}
      </ListGroup>
    </section>
  );
}
