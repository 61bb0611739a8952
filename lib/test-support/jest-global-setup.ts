/**
 * Jest's global setup: a fresh directory for this run's test database templates
 * (lib/api/test-support/templates.ts). The workers start after it and inherit its name; the
 * templates themselves are built lazily, by the first worker whose test file needs one, so a
 * run of unit tests alone builds none.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function globalSetup() {
  const dir = path.join(os.tmpdir(), `schola-test-templates-${randomBytes(6).toString('hex')}`);
  mkdirSync(dir);
  process.env.SCHOLA_TEST_TEMPLATES = dir;
}
