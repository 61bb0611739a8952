/**
 * The subscription's word on every screen (server-rendered): why the school is read-only, or,
 * while past due, until when it may still write. Nothing while the subscription is in order.
 * A plain link: a client Link here would add its code to every page's shared shell bundle.
 */
import { formatDate, type DateFormat } from '@/lib/calendar';
import type { SchoolPlan } from '@/lib/session/current-user';

export function PlanNotice({
  plan,
  dateFormat,
}: {
  plan?: SchoolPlan | null;
  dateFormat: DateFormat;
}) {
  if (!plan) return null;
  if (plan.read_only) {
    return (
      <div className="alert alert-danger" role="alert">
        {plan.message} <a href="/subscription">Subscription</a>
      </div>
    );
  }
  if (plan.state !== 'past_due' && plan.state !== 'cancelled') return null;
  return (
    <div className="alert alert-warning" role="status">
      The {plan.name} subscription{' '}
      {plan.state === 'cancelled'
        ? 'was cancelled'
        : `ended on ${formatDate(plan.ends_on, dateFormat)}`}
      : the school can write until {formatDate(plan.grace_ends_on, dateFormat)}, then becomes
      read-only. <a href="/subscription">Subscription</a>
    </div>
  );
}
