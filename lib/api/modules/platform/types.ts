/**
 * What the screens share with the platform module: the product's name before the provider
 * sets one, and the shape of a school's plan in the provider's list. The public file components/
 * imports (lint/module-boundaries.mjs); no server code.
 */
export const DEFAULT_PRODUCT_NAME = 'Schola';

/** A school's plan in the provider's list (the subscriptions module fills it in). */
export type SchoolSubscriptionColumns = {
  plan: string;
  plan_id: number;
  ends_on: string;
  state: string;
  /** What the provider's Cancel would do: the last day the school could still write. */
  if_cancelled: { writable_until: string };
  /** What the provider's Renew (one cycle) would give: the plan, its price and the dates. */
  if_renewed: {
    plan: string;
    price_minor: number;
    currency: string;
    billing_cycle: 'month' | 'year';
    starts_on: string;
    ends_on: string;
  };
};
