/**
 * How much a restore may read: an upload is at most 10 MB, but gzip expands up to ~1,000
 * times, so the archive is bounded again once decompressed, counted as the bytes come out of
 * gunzip (archive.ts), and each table entry and each row on its own. A limit crossed refuses
 * the archive at once, naming the limit, before anything is written.
 *
 * The defaults fit a large school several times over. The demo school (12,409 rows) is 2.6 MB
 * decompressed (92 KB compressed, 28:1); the bench's 50,000 students are 21 MB (0.8 MB
 * compressed, `BENCH_ONLY=backup npm run bench`). An upload is at most 10 MB, which at such
 * ratios (up to ~40:1 for very regular rows) is at most ~400 MB of real rows: 1 GB leaves room
 * and bounds a bomb's cost to about as many seconds of gunzip, hashing and JSON.parse. The
 * longest row a module writes (an audit entry holding a settings document, an announcement's
 * body) is some kilobytes; 8 MB per row leaves room too. The deployment may change them
 * (RESTORE_MAX_MB, RESTORE_MAX_TABLE_MB, RESTORE_MAX_ROW_MB in lib/config/env.ts).
 */

export type ArchiveLimits = {
  /** The whole archive, decompressed (every table and file). */
  totalBytes: number;
  /** One table's NDJSON entry. */
  tableBytes: number;
  /** One row (one line of a table). */
  rowBytes: number;
};

const MB = 1024 * 1024;

export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  totalBytes: 1024 * MB,
  tableBytes: 512 * MB,
  rowBytes: 8 * MB,
};

/** For a second read of an archive that verifyArchive has read within the limits. */
export const CHECKED_ALREADY: ArchiveLimits = {
  totalBytes: Infinity,
  tableBytes: Infinity,
  rowBytes: Infinity,
};

/** Restores running at once in the deployment, whatever the school (RESTORES_AT_ONCE). */
export const DEFAULT_RESTORES_AT_ONCE = 2;

/** 2 GB, 8 MB, 512 KB, 10 bytes: a limit as the refusal prints it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * MB && bytes % (1024 * MB) === 0) return `${bytes / (1024 * MB)} GB`;
  if (bytes >= MB) return `${Math.round((bytes / MB) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** The configured limits (megabytes, as the environment gives them) over the defaults. */
export function archiveLimitsOf(config: {
  restoreMaxMb?: number;
  restoreMaxTableMb?: number;
  restoreMaxRowMb?: number;
}): ArchiveLimits {
  const d = DEFAULT_ARCHIVE_LIMITS;
  return {
    totalBytes: config.restoreMaxMb ? config.restoreMaxMb * MB : d.totalBytes,
    tableBytes: config.restoreMaxTableMb ? config.restoreMaxTableMb * MB : d.tableBytes,
    rowBytes: config.restoreMaxRowMb ? config.restoreMaxRowMb * MB : d.rowBytes,
  };
}
