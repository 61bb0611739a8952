/**
 * The backup module's public face: the last finished backup of each school (the provider's
 * schools list). Its file access rule reaches the files module through its manifest.
 */
export { settleBackupJobs } from './backups';
