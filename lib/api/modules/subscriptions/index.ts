/**
 * The subscriptions module's public face: plan limits for the modules that add people (and the
 * hook through which they count them), a first subscription for a new school, and each
 * school's plan for the provider's list.
 */
export { assertRoomFor, notificationRatesOf } from './limits';
export { isPublishedPlan, startTrialOf } from './periods';
export { countUsageWith } from './usage-counts';
