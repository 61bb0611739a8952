/**
 * The audit module's public face: the writer lib/api/modules.ts registers with the machinery.
 * Modules record through the `audit` recorder their handlers receive (lib/api/http/audit.ts),
 * never by writing the table.
 */
export { writeAuditRow } from './write';
