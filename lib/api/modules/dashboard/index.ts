/**
 * The dashboard module's public face: the shape of what a module contributes to the
 * dashboard (figures and charts), which every module may use in its own dashboard.ts.
 */
export type { DashboardContext, DashboardContribution } from './contributions';
