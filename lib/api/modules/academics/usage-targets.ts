/**
 * The academic rows other modules may point at. A module whose rows reference one of these
 * registers a "still in use" look-up under its name (lib/api/http/usages.ts), so a delete
 * here answers 409 naming that module's rows without academics importing its tables.
 */
export const ACADEMIC_ROWS = {
  class: 'academics.class',
  classSection: 'academics.class-section',
  classSubject: 'academics.class-subject',
  sessionYear: 'academics.session-year',
  shift: 'academics.shift',
} as const;
