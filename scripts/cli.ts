/** Runs a command-line task, printing a clear message (not a stack) for expected failures. */
import { ConfigError } from '../lib/config/env';
import { ApiError } from '../lib/api/http/errors';

export function runCli(task: () => Promise<void>): void {
  task().then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof ApiError) {
        console.error(`Error: ${error.message}`);
        for (const [field, message] of Object.entries(error.errors ?? {}))
          console.error(`  ${field}: ${message}`);
      } else if (
        error instanceof ConfigError ||
        (error instanceof Error && /already in use/.test(error.message))
      ) {
        console.error(error.message);
      } else {
        console.error(error);
      }
      process.exit(1);
    },
  );
}

/** `--name value` pairs from argv. */
export function parseFlags(argv: string[]): Record<string, string> {
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) continue;
    const [key = '', inline] = arg.slice(2).split('=', 2);
    const next = argv[i + 1];
    if (inline !== undefined) flags[key] = inline;
    else if (next !== undefined && !next.startsWith('--')) {
      flags[key] = next;
      i++;
    } else flags[key] = 'true';
  }
  return flags;
}
