/** Words for a plan, shared by the school's Subscription screen, the provider and the pricing page. */
import { formatMoney } from '@/lib/money/format';
import { BASIC_MODULES, planModuleLabel } from '@/lib/plans/catalogue';

export type PlanView = {
  id: number;
  name: string;
  price_minor: number;
  currency: string;
  billing_cycle: 'month' | 'year';
  student_limit: number | null;
  staff_limit: number | null;
  notifications_per_minute: number | null;
  modules: string[];
  trial_days: number;
  published: boolean;
  highlighted: boolean;
};

export const priceText = (p: PlanView) =>
  `${formatMoney(p.price_minor, { currency: p.currency })} per ${p.billing_cycle}`;

export const limitText = (limit: number | null, noun: string) =>
  limit === null ? `Unlimited ${noun}` : `Up to ${limit.toLocaleString('en')} ${noun}`;

/** The basics every plan has, then the plan's own modules. */
export const modulesText = (p: Pick<PlanView, 'modules'>) =>
  [...BASIC_MODULES, ...p.modules.map(planModuleLabel)].join(', ');
