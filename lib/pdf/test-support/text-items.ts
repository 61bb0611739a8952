import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The text items PDF.js reads from a PDF, in a separate Node process (see extract-text.mjs). */
export function textItems(bytes: Uint8Array): { str: string; x: number; page: number }[] {
  const script = path.join(__dirname, 'extract-text.mjs');
  return JSON.parse(execFileSync(process.execPath, [script], { input: bytes, encoding: 'utf8' }));
}
