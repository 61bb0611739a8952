/**
 * Backup and restore of a 50,000-student school (the demo riverside filled up with
 * addStudents): time to make the archive, its size, time to restore it through
 * POST /api/backups/restore (its safety backup of the school included), and the process's peak resident memory during each (sampled
 * every 20 ms; the API runs in this process, so that is the server's memory).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { seedDemo } from '../../lib/api/seed';
import type { DatabaseHandle } from '../../lib/db/client';
import { adminSession, demoSchool } from './backends';
import { addStudents } from './people';

const STUDENTS = 50_000;

export type BackupFigures = {
  backend: string;
  students: number;
  rows: number;
  backupSeconds: number;
  archiveMb: number;
  /** The archive once decompressed: what a restore's RESTORE_MAX_MB is compared with. */
  decompressedMb: number;
  backupPeakRssMb: number;
  restoreSeconds: number;
  restorePeakRssMb: number;
  restoreStatus: string;
  baselineRssMb: number;
};

const mb = (bytes: number) => bytes / (1024 * 1024);

/** Runs `work` while sampling the process's RSS; answers its result, seconds and peak MB. */
async function measured<T>(work: () => Promise<T>) {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const t0 = performance.now();
  try {
    const result = await work();
    return { result, seconds: (performance.now() - t0) / 1000, peakMb: mb(peak) };
  } finally {
    clearInterval(timer);
  }
}

export async function benchBackup(backend: string, handle: DatabaseHandle): Promise<BackupFigures> {
  const storageDir = mkdtempSync(path.join(os.tmpdir(), 'schola-bench-backup-'));
  try {
    await seedDemo(handle.db, storageDir, { life: false });
    const school = await demoSchool(handle.db);
    await addStudents(handle, school.id, STUDENTS);
    const { api, headers } = await adminSession(handle, storageDir);
    const call = async (url: string, init: RequestInit = {}) => {
      const res = await api.request(url, { ...init, headers: { ...headers, ...init.headers } });
      return { status: res.status, body: (await res.json()) as { data: any; message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any -- the bench reads a few fields of several response shapes
    };
    global.gc?.();
    const baselineRssMb = mb(process.memoryUsage().rss);

    const backup = await measured(async () => {
      const started = await call('/api/backups', { method: 'POST' });
      if (started.status !== 200) throw new Error(`backup: ${started.body.message}`);
      for (;;) {
        const row = await call(`/api/backups/${started.body.data.id}`);
        if (row.body.data.status !== 'running') return row.body.data;
        await new Promise((r) => setTimeout(r, 100));
      }
    });
    if (backup.result.status !== 'done') throw new Error(`backup ${backup.result.status}`);
    const file = await api.request(`/api/backups/${backup.result.id}/download`, { headers });
    const bytes = new Uint8Array(await file.arrayBuffer());

    // A restore is confirmed with the school's code.
    const code = (await call('/api/schools/by-subdomain/riverside')).body.data.school_code;
    global.gc?.();
    const restore = await measured(async () => {
      const form = new FormData();
      form.set('file', new File([bytes], 'backup.tar.gz'));
      form.set('confirm', code);
      return call('/api/backups/restore', { method: 'POST', body: form });
    });
    return {
      backend,
      students: STUDENTS,
      rows: backup.result.rows_total,
      backupSeconds: backup.seconds,
      archiveMb: mb(bytes.byteLength),
      decompressedMb: mb(gunzipSync(bytes).byteLength),
      backupPeakRssMb: backup.peakMb,
      restoreSeconds: restore.seconds,
      restorePeakRssMb: restore.peakMb,
      restoreStatus:
        restore.result.status === 200
          ? 'restored'
          : `${restore.result.status}: ${restore.result.body.message}`,
      baselineRssMb,
    };
  } finally {
    rmSync(storageDir, { recursive: true, force: true });
  }
}

export function printBackupTable(rows: BackupFigures[]) {
  console.log(
    '\n| backend | school | rows | backup | archive (decompressed) | peak RSS (backup) | restore | peak RSS (restore) | RSS before | outcome |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const r of rows)
    console.log(
      `| ${r.backend} | ${r.students.toLocaleString('en')} students | ${r.rows.toLocaleString('en')} | ${r.backupSeconds.toFixed(1)} s | ${r.archiveMb.toFixed(1)} MB (${r.decompressedMb.toFixed(0)} MB) | ${r.backupPeakRssMb.toFixed(0)} MB | ${r.restoreSeconds.toFixed(1)} s | ${r.restorePeakRssMb.toFixed(0)} MB | ${r.baselineRssMb.toFixed(0)} MB | ${r.restoreStatus} |`,
    );
}
