/**
 * What a school's subscription allows, checked on every request after authentication: a
 * module outside the plan answers 403, and an expired subscription makes the school read-only
 * (writes answer 402 saying why and whom to ask; reading and signing in keep working).
 */
import { formatDate, type DateFormat } from '../../calendar';
import type { Caller, CallerPlan } from './context';
import { ApiError, forbidden } from './errors';
import { apiMessage, type ApiMessage } from './messages';
import type { RouteDefinition } from './route';

export function enforcePlan(route: RouteDefinition, caller: Caller | null) {
  if (caller?.kind !== 'school' || !caller.plan) return;
  const { plan } = caller;
  if (route.plan && !plan.modules.includes(route.plan)) {
    throw forbidden(
      // The module's name is chosen in the message (ICU select on its key) in each language.
      apiMessage('gate.moduleNotInPlan', { module: route.plan, plan: plan.name }),
    );
  }
  if (plan.readOnly && route.method !== 'GET' && !route.allowedWhenReadOnly) {
    throw new ApiError(
      'paymentRequired',
      readOnlyText(caller.school.name, plan, caller.format.dateFormat),
    );
  }
}

/** Why the school is read-only and what to do: the 402's message (in the caller's language). */
export function readOnlyText(school: string, plan: CallerPlan, dateFormat: DateFormat): ApiMessage {
  const graceEndsOn = formatDate(plan.graceEndsOn, dateFormat);
  return plan.state === 'cancelled'
    ? apiMessage('gate.readOnlyCancelled', { school, plan: plan.name, graceEndsOn })
    : apiMessage('gate.readOnlyEnded', {
        school,
        plan: plan.name,
        endedOn: formatDate(plan.endsOn, dateFormat),
        graceEndsOn,
      });
}
