/**
 * The values of the timetable schema (pure: browser, server and schema): a bell period's kinds,
 * a version's states and where it came from (docs/ARCHITECTURE.md, "Timetable").
 */
export const PERIOD_KINDS = ['period', 'break'] as const;

/** A draft is never in force; publishing makes it the class-section's from its effective date. */
export const VERSION_STATUSES = ['draft', 'published'] as const;

export const VERSION_SOURCES = ['manual', 'solver'] as const;
