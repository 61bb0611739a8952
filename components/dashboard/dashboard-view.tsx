'use client';
/**
 * The dashboard, by role. Staff see the figures and charts their permissions cover (each
 * module contributes its own: students, staff, guardians; later attendance and fees), a
 * teacher their own classes, and holders of fees-list the fee summary. A guardian sees their
 * children. Stats usually arrive prefetched by the server.
 */
import Link from 'next/link';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import { RegisterCompletionCard } from '@/components/attendance/completion-card';
import { TodayPeriodsCard } from '@/components/timetable/today-card';
import { BarChart } from './bar-chart';
import { ChildrenCard } from './children-card';
import { AnnouncementsCard, PendingLeaveCard } from './daily-cards';
import { FeeSummaryCard } from './fee-summary-card';
import { HolidaysCard } from './holidays-card';
import { LatestPaymentsCard } from './latest-payments-card';
import { MyClassesCard } from './my-classes-card';
import { failureMessage, formatFigure, type DashboardStats } from './queries';
import { useDashboardStats } from './use-dashboard-data';

export function DashboardView({
  firstName,
  canSeeFees,
  isStaff,
  isGuardian,
  isTeacher,
  canSeeHolidays,
  showTodayPeriods = false,
}: {
  firstName: string;
  canSeeFees: boolean;
  isStaff: boolean;
  isGuardian: boolean;
  isTeacher: boolean;
  canSeeHolidays: boolean;
  /** A teacher's periods today (the timetable module's card, in the school's plan). */
  showTodayPeriods?: boolean;
}) {
  const t = useTranslations('dashboard');
  return (
    <>
      <h1 className="h3 mb-4">{t('welcome', { name: firstName })}</h1>
      {showTodayPeriods && (
        <Row className="g-3 mb-4">
          <Col lg={8}>
            <TodayPeriodsCard />
          </Col>
        </Row>
      )}
      {isStaff && <SchoolFigures canSeeFees={canSeeFees} isTeacher={isTeacher} />}
      {(isGuardian || canSeeHolidays) && (
        <Row className="g-3 my-2 mb-4">
          {isGuardian && (
            <Col lg={canSeeHolidays ? 4 : 6}>
              <ChildrenCard />
            </Col>
          )}
          {isGuardian && !isStaff && (
            <Col lg={canSeeHolidays ? 4 : 6}>
              <AnnouncementsCard />
            </Col>
          )}
          {canSeeHolidays && (
            <Col lg={4}>
              <HolidaysCard />
            </Col>
          )}
        </Row>
      )}
    </>
  );
}

function SchoolFigures({ canSeeFees, isTeacher }: { canSeeFees: boolean; isTeacher: boolean }) {
  const t = useTranslations('dashboard');
  const { data, isPending, isError, error, refetch, isFetching } = useDashboardStats();
  if (isPending)
    return (
      <div role="status" className="d-flex align-items-center gap-2">
        <Spinner animation="border" size="sm" aria-hidden="true" /> {t('figures.loading')}
      </div>
    );
  if (isError)
    return (
      <Alert variant="danger" className="d-flex align-items-center gap-3">
        <span>
          {t('figures.loadFailed', { error: failureMessage(error, t('figures.noAnswer')) })}
        </span>
        <Button variant="outline-danger" size="sm" onClick={() => refetch()} disabled={isFetching}>
          {t('figures.tryAgain')}
        </Button>
      </Alert>
    );
  return <Figures data={data} canSeeFees={canSeeFees} isTeacher={isTeacher} />;
}

function Figures({
  data,
  canSeeFees,
  isTeacher,
}: {
  data: DashboardStats;
  canSeeFees: boolean;
  isTeacher: boolean;
}) {
  const t = useTranslations('dashboard');
  const format = useSchoolFormat();
  const figureText = {
    money: format.money,
    locale: format.locale,
    notMarked: t('figures.notMarked'),
  };
  return (
    <>
      <p className="text-body-secondary">
        {t('figures.sessionYear', { name: data.session_year.name })}
      </p>
      {data.figures.length > 0 && (
        <Row
          xs={2}
          md={3}
          xl={6}
          className="g-3 mb-4 ps-0"
          as="ul"
          aria-label={t('figures.schoolFigures')}
        >
          {data.figures.map((figure) => (
            <Col as="li" key={figure.key} className="list-unstyled">
              <Card className="h-100 stat-card">
                <Card.Body>
                  <p className="small text-body-secondary mb-1">
                    {/* A figure with a screen of its own opens it (its label is the link's name). */}
                    {figure.href ? (
                      <Link href={figure.href} className="stretched-link">
                        {figure.label}
                      </Link>
                    ) : (
                      figure.label
                    )}
                  </p>
                  {/* An amount with its currency and decimals is longer than a count: a size that fits the card. */}
                  <p className={`${figure.format === 'money' ? 'fs-5' : 'fs-3'} fw-semibold mb-0`}>
                    {formatFigure(figure, figureText)}
                  </p>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <Row className="g-3 mb-3">
        {data.pending_leave_requests !== null && (
          <Col lg={4}>
            <PendingLeaveCard count={data.pending_leave_requests} />
          </Col>
        )}
        <Col lg={data.pending_leave_requests !== null ? 8 : 12}>
          <AnnouncementsCard rows={data.announcements} />
        </Col>
      </Row>
      <Row className="g-3">
        {isTeacher && (
          <Col lg={6}>
            <MyClassesCard classes={data.my_classes} />
          </Col>
        )}
        {data.charts.map((chart) => (
          <Col lg={canSeeFees || isTeacher ? 6 : 12} key={chart.key}>
            <Card className="h-100">
              <Card.Body>
                <Card.Title as="h2" className="h5">
                  {chart.title}
                </Card.Title>
                {chart.bars.length ? (
                  <BarChart bars={chart.bars} title={chart.title} caption={chart.caption} />
                ) : (
                  <p className="mb-0 text-body-secondary">{t('figures.nothingToCompare')}</p>
                )}
              </Card.Body>
            </Card>
          </Col>
        ))}
        {canSeeFees && (
          <Col lg={6}>
            <FeeSummaryCard sessionYearId={data.session_year.id} />
          </Col>
        )}
        {data.register_completion && (
          <Col lg={6}>
            <RegisterCompletionCard completion={data.register_completion} />
          </Col>
        )}
        {canSeeFees && data.latest_payments && (
          <Col lg={6}>
            <LatestPaymentsCard payments={data.latest_payments} />
          </Col>
        )}
      </Row>
      {!data.figures.length && !data.charts.length && !isTeacher && !canSeeFees && (
        <p>{t('figures.noFigures')}</p>
      )}
    </>
  );
}
