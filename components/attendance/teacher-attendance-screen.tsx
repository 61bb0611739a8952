'use client';
/**
 * /teacher/attendance, the Teacher's landing page. For a teacher it is their day: today's
 * register of their own class (the class-section they are class teacher of) first, ready to
 * save, and their own staff attendance beside it; a subject teacher chooses among their own
 * classes only. A School Admin keeps their page: their own attendance, the way to the classes'
 * registers and the staff's marking for a date.
 */
import Link from 'next/link';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { ClassRegister } from './class-register';
import { ClassSectionPicker, useMarkableSections } from './class-section-picker';
import { MyAttendanceCard } from './my-attendance-card';
import { StaffMarking } from './staff-marking';

export function TeacherAttendanceScreen({
  name,
  isStaff,
  isAdmin,
  canMarkClasses,
}: {
  name: string;
  isStaff: boolean;
  isAdmin: boolean;
  canMarkClasses: boolean;
}) {
  const t = useTranslations('attendance');
  if (!isStaff)
    return (
      <>
        <h1 className="h3 mb-3">{t('teacher.title')}</h1>
        <p>{t('teacher.staffOnly')}</p>
      </>
    );
  if (!isAdmin && canMarkClasses) return <TeacherDay name={name} />;
  return (
    <>
      <h1 className="h3 mb-3">{t('teacher.title')}</h1>
      <MyAttendanceCard name={name} />
      {canMarkClasses && (
        <p>
          <Link href="/attendance/mark-attendance">{t('teacher.takeClass')}</Link>
        </p>
      )}
      {isAdmin && <StaffMarking />}
    </>
  );
}

/** A teacher's day: today's register of their class, and their own attendance beside it. */
function TeacherDay({ name }: { name: string }) {
  const t = useTranslations('attendance');
  const format = useSchoolFormat();
  const today = format.today();
  const sections = useMarkableSections();
  const own = sections.data?.find((s) => s.own);
  const [chosen, setChosen] = useUrlFilter('class_section_id');
  const section = chosen || (own ? String(own.id) : '');
  return (
    <>
      <h1 className="h3 mb-3">{t('teacher.dayTitle', { date: format.date(today) })}</h1>
      <Row className="g-4">
        <Col lg={8}>
          <Card>
            <Card.Body className="px-2 px-sm-3">
              <Card.Title as="h2" className="h5">
                {t('teacher.registerTitle')}
              </Card.Title>
              {/* Another of one's classes (a subject teacher's, or a second one): one's own only. */}
              <div className="mb-3" style={{ maxWidth: '22rem' }}>
                <ClassSectionPicker value={section} onChange={setChosen} />
              </div>
              {section !== '' && <ClassRegister section={section} date={today} />}
            </Card.Body>
          </Card>
        </Col>
        <Col lg={4}>
          <MyAttendanceCard name={name} />
        </Col>
      </Row>
    </>
  );
}
