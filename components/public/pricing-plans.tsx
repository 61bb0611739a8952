/**
 * The published plans as cards (server-rendered: the marketing home and /pricing). Each names
 * its price, limits, modules and trial, and leads to the registration wizard with it chosen.
 */
import Link from 'next/link';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { limitText, modulesText, priceText, type PlanView } from '@/components/plans/plan-words';
import { callApiJson } from '@/lib/bff/upstream';
import styles from './public.module.css';

export async function publishedPlans(): Promise<PlanView[]> {
  const { status, body } = await callApiJson<{ data: PlanView[] }>(
    { path: '/api/published-plans' },
    {},
  );
  return status === 200 ? body.data : [];
}

export async function PricingPlans() {
  const plans = await publishedPlans();
  if (plans.length === 0) return <p>Plans are being prepared: register and we will be in touch.</p>;
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
                <span className="badge text-bg-primary ms-2 fs-6">Most chosen</span>
              )}
            </h3>
            <p className="fs-5 mb-2">{priceText(plan)}</p>
            <ul className="mb-3">
              <li>{limitText(plan.student_limit, 'active students')}</li>
              <li>{limitText(plan.staff_limit, 'staff')}</li>
              <li>{modulesText(plan)}</li>
              {plan.trial_days > 0 && <li>{plan.trial_days} days free to try</li>}
            </ul>
            <Link
              href={`/authentication/register-simple?plan=${plan.id}`}
              className="btn btn-primary"
            >
              Start with {plan.name}
            </Link>
          </div>
        </Col>
      ))}
    </Row>
  );
}
