'use client';
/**
 * /student/student-attendance: a class-section's month — the school's code per student and day
 * in its colour, holidays
 * shaded, each student's % and the class %, a student's own history on their name, and the
 * month as CSV.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { monthOf } from '@/lib/calendar';
import { apiFetch } from '@/lib/client/api-fetch';
import { ClassSectionPicker } from './class-section-picker';
import type { AttendanceCode } from './codes';
import { MonthGrid, useCodeLegend, type GridDay, type GridRow } from './month-grid';
import { StudentHistoryModal } from './student-history-modal';
import { strong, useAttendanceWords } from './words';

type Month = {
  class_section: { id: number; name: string };
  month: string;
  codes: AttendanceCode[];
  days: GridDay[];
  students: GridRow[];
  class: { counts: Record<string, number>; percent: number | null };
};

export function StudentAttendanceScreen() {
  const t = useTranslations('attendance');
  const words = useAttendanceWords();
  const format = useSchoolFormat();
  const [section, setSection] = useUrlFilter('class_section_id');
  const [month, setMonth] = useUrlFilter('month', monthOf(format.today()));
  const [student, setStudent] = useState<number | null>(null);
  const query = `class_section_id=${section}&month=${month}`;
  const grid = useQuery({
    queryKey: ['student-attendance-month', section, month],
    enabled: section !== '' && /^\d{4}-\d{2}$/.test(month),
    queryFn: async () =>
      (await apiFetch<{ data: Month }>(`/api/student-attendance/summary?${query}`)).data,
  });
  const legend = useCodeLegend(grid.data?.codes);
  return (
    <>
      <h1 className="h3 mb-3">{t('student.title')}</h1>
      <Row className="g-3 mb-3 align-items-end">
        <Col sm={6} md={4}>
          <ClassSectionPicker value={section} onChange={setSection} />
        </Col>
        <Col sm={6} md={3}>
          <Form.Group controlId="attendance-month">
            <Form.Label className="small mb-1">{t('student.month')}</Form.Label>
            <Form.Control type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
          </Form.Group>
        </Col>
        {grid.data && (
          <Col className="d-flex gap-3 align-items-center">
            <span>
              {t.rich('student.classPercent', {
                percent: words.percent(grid.data.class.percent),
                strong,
              })}
            </span>
            <a
              className="btn btn-sm btn-outline-secondary"
              href={`/api/student-attendance/summary?${query}&format=csv`}
              download
            >
              {t('student.exportCsv')}
            </a>
          </Col>
        )}
      </Row>
      {section === '' ? (
        <p className="text-body-secondary">{t('student.chooseSection')}</p>
      ) : grid.isPending ? (
        <div role="status" className="d-flex gap-2 align-items-center">
          <Spinner size="sm" animation="border" aria-hidden="true" /> {t('student.loadingMonth')}
        </div>
      ) : grid.isError ? (
        <Alert variant="danger">{grid.error.message}</Alert>
      ) : (
        <MonthGrid
          legend={legend}
          caption={t('student.caption', {
            section: grid.data.class_section.name,
            month: grid.data.month,
          })}
          days={grid.data.days}
          rows={grid.data.students}
          footer={{
            label: t('student.classRow'),
            counts: grid.data.class.counts,
            percent: grid.data.class.percent,
          }}
          nameCell={(r) => (
            <Button variant="link" className="p-0 text-start" onClick={() => setStudent(r.id)}>
              {r.name}
            </Button>
          )}
        />
      )}
      <p className="small text-body-secondary">
        {t('student.formula', { date: format.date(format.today()) })}
      </p>
      <StudentHistoryModal studentId={student} onClose={() => setStudent(null)} />
    </>
  );
}
