/**
 * The published plans as cards (server-rendered: the marketing home and /pricing). Each names
 * its price, limits, modules and trial, and leads to the registration wizard with it chosen.
 */
import Link from 'next/link';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { modulesText, priceText, type PlanView } from '@/components/plans/plan-words';
import { callApiJson } from '@/lib/bff/upstream';
import { getT } from '@/lib/i18n/server';
import styles from './public.module.css';

export async function publishedPlans(): Promise<PlanView[]> {
  const { status, body } = await callApiJson<{ data: PlanView[] }>(
    { path: '/api/published-plans' },
    {},
  );
  return status === 200 ? body.data : [];
}

export async function PricingPlans() {
  const t = await getT('public');
  const plans = await publishedPlans();
  if (plans.length === 0) return <p>{t('pricing.none')}</p>;
  return (
    <Row xs={1} md={plans.length > 2 ? 3 : 2} className="g-4">
      {plans.map((plan) => (
        <Col key={plan.id}>
          <div
            className={`${styles.card} h-100 ${plan.highlighted ? 'border border-primary border-2' : ''}`}
          >
            <h3>
              {plan.name}
              {plan.highlighted && (
                <span className="badge text-bg-primary ms-2 fs-6">{t('pricing.mostChosen')}</span>
              )}
            </h3>
            <p className="fs-5 mb-2">{priceText(plan)}</p>
            <ul className="mb-3">
              <li>
                {plan.student_limit === null
                  ? t('pricing.unlimitedStudents')
                  : t('pricing.studentsUpTo', { limit: plan.student_limit })}
              </li>
              <li>
                {plan.staff_limit === null
                  ? t('pricing.unlimitedStaff')
                  : t('pricing.staffUpTo', { limit: plan.staff_limit })}
              </li>
              <li>{modulesText(plan)}</li>
              {plan.trial_days > 0 && <li>{t('pricing.trial', { days: plan.trial_days })}</li>}
            </ul>
            <Link
              href={`/authentication/register-simple?plan=${plan.id}`}
              className="btn btn-primary"
            >
              {t('pricing.startWith', { name: plan.name })}
            </Link>
          </div>
        </Col>
      ))}
    </Row>
  );
}
