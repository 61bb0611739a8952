/**
 * The backup module's public face: the last finished backup of each school (the provider's
 * schools list), and the file access rule for backup archives.
 */
export { lastBackupColumn, settleBackupJobs } from './backups';
export { mayDownloadBackup } from './file-access';
