/**
 * What a school's subscription allows, checked on every request after authentication: a
 * module outside the plan answers 403, and an expired subscription makes the school read-only
 * (writes answer 402 saying why and whom to ask; reading and signing in keep working).
 */
import { formatDate, type DateFormat } from '../../calendar';
import { planModuleLabel } from '../../plans/catalogue';
import type { Caller, CallerPlan } from './context';
import { ApiError, forbidden } from './errors';
import type { RouteDefinition } from './route';

export function enforcePlan(route: RouteDefinition, caller: Caller | null) {
  if (caller?.kind !== 'school' || !caller.plan) return;
  const { plan } = caller;
  if (route.plan && !plan.modules.includes(route.plan)) {
    throw forbidden(`${planModuleLabel(route.plan)} is not included in your plan (${plan.name}).`);
  }
  if (plan.readOnly && route.method !== 'GET' && !route.allowedWhenReadOnly) {
    throw new ApiError(
      'paymentRequired',
      readOnlyMessage(caller.school.name, plan, caller.format.dateFormat),
    );
  }
}

/** Why the school is read-only and what to do: the 402's message and the shell's banner. */
export function readOnlyMessage(school: string, plan: CallerPlan, dateFormat: DateFormat) {
  const ended =
    plan.state === 'cancelled'
      ? 'was cancelled'
      : `ended on ${formatDate(plan.endsOn, dateFormat)}`;
  return (
    `${school} is read-only: its ${plan.name} subscription ${ended} and the grace period closed ` +
    `on ${formatDate(plan.graceEndsOn, dateFormat)}. Everything can still be read and backed ` +
    'up; to renew, a School Admin asks the provider from the Subscription page.'
  );
}
