/**
 * Which table an audit entry's `entity_id` names, by its entity (the resource's API path
 * name): the provider's restore renumbers every row of an archive and rewrites each entry's
 * entity_id with it (lib/api/http/id-links.ts). By default the entity's table is its name in
 * snake_case (`fee-payments` → fee_payments); the entities below are the exceptions, null
 * for what a school's archive does not carry (provider records, excluded tables, settings
 * recorded without an id). lib/api/modules/backup/links.test.ts checks every entity a
 * manifest labels against the backup's tables.
 */
const EXCEPTIONS: Readonly<Record<string, string | null>> = {
  teachers: 'users',
  staff: 'users',
  guardians: 'users',
  'notification-preferences': 'users',
  imports: 'import_batches',
  'custom-fees': 'fee_ledger',
  'fee-waivers': 'fee_ledger',
  // One entry per class section and day.
  'student-attendance': 'class_sections',
  // An exam's whole timetable, recorded under the exam's id.
  'exam-schedules': 'exams',
  // The school itself.
  'school-settings': 'schools',
  'people-settings': 'schools',
  // Recorded without an id.
  'staff-attendance': null,
  'payroll-settings': null,
  'notification-settings': null,
  // Rows a school's archive leaves out: the provider's, or excluded tables.
  'provider-users': null,
  provider_users: null,
  'school-registrations': null,
  'partner-applications': null,
  subscriptions: null,
  'subscription-requests': null,
  plans: null,
  backups: null,
  jobs: null,
  'push-subscriptions': null,
};

export const entityTable = (entity: string): string | null =>
  entity in EXCEPTIONS ? (EXCEPTIONS[entity] ?? null) : entity.replaceAll('-', '_');
