/**
 * The audit module's public face: how the log labels an entity from the manifests' `audit`
 * labels (its manifest registers the row writer with the machinery itself).
 * Modules record through the `audit` recorder their handlers receive (lib/api/http/audit.ts),
 * never by writing the table.
 */
export { entityLabels } from './labels';
export { auditEntriesAbout, type AuditEntryAbout } from './about';
