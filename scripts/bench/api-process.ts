/**
 * `npm run api` started as a child process for benchmarks: on a fresh data folder (PGlite)
 * or a given PostgreSQL database, with the demo schools; its memory read from /proc; stopped
 * with SIGTERM as an operator would.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export type ApiProcess = {
  pid: number;
  baseUrl: string;
  /** Resident memory in MB, or NaN where /proc is not available. */
  rssMb: () => number;
  stop: () => Promise<number | null>;
};

export function rssMbOf(pid: number): number {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return kb / 1024;
  } catch {
    return NaN;
  }
}

export async function startApiProcess(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
}): Promise<ApiProcess> {
  const args = [...(process.env.BENCH_NODE_ARGS?.split(' ') ?? []), '--import', 'tsx'];
  const child = spawn(process.execPath, [...args, 'scripts/api.ts'], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      API_PORT: String(options.port),
      SEED_DEMO: 'auto',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Schola API listening')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    if (process.env.DEBUG_API) child.stderr.on('data', (c: Buffer) => process.stderr.write(c));
    child.once('exit', () => reject(new Error(`the API stopped before listening:\n${output}`)));
  });
  const pid = child.pid as number;
  return {
    pid,
    baseUrl: `http://127.0.0.1:${options.port}`,
    rssMb: () => rssMbOf(pid),
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
