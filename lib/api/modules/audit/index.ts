/**
 * The audit module's public face: the writer its manifest registers with the machinery, and
 * how the log labels an entity from the manifests' `audit` labels.
 * Modules record through the `audit` recorder their handlers receive (lib/api/http/audit.ts),
 * never by writing the table.
 */
export { writeAuditRow } from './write';
export { entityLabels } from './labels';
