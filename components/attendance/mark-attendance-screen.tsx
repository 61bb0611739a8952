'use client';
/**
 * /attendance/mark-attendance: pick a class-section (one's own class first, and chosen when
 * none is) and a date (today by default), then take the register: all present to begin with,
 * a tap per student to change their code, one Save for the whole day. A day that cannot be
 * marked says why.
 */
import { useEffect } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { ClassRegister } from './class-register';
import { ClassSectionPicker, useMarkableSections } from './class-section-picker';
import { DateInput } from '@/components/ui/date-input';

export function MarkAttendanceScreen() {
  const t = useTranslations('attendance');
  const format = useSchoolFormat();
  const [section, setSection] = useUrlFilter('class_section_id');
  const [date, setDate] = useUrlFilter('date', format.today());
  const sections = useMarkableSections();
  const own = sections.data?.find((s) => s.own);
  // One's own class is the usual register: chosen until another is.
  useEffect(() => {
    if (section === '' && own) setSection(String(own.id));
  }, [section, own, setSection]);

  return (
    <>
      <h1 className="h3 mb-3">{t('mark.title')}</h1>
      <Row className="g-3 mb-3 align-items-end">
        <Col sm={6} md={4}>
          <ClassSectionPicker value={section} onChange={setSection} />
        </Col>
        <Col sm={6} md={3}>
          <Form.Group controlId="attendance-date">
            <Form.Label className="small mb-1">{t('mark.date')}</Form.Label>
            <DateInput value={date} max={format.today()} onChange={(value) => setDate(value)} />
          </Form.Group>
        </Col>
        <Col className="small text-body-secondary">{date && format.date(date)}</Col>
      </Row>
      {section === '' ? (
        <p className="text-body-secondary">{t('mark.chooseSection')}</p>
      ) : (
        <ClassRegister section={section} date={date} />
      )}
    </>
  );
}
