/** `npm run api`: the API alone over HTTP (same application the Next.js server runs in-process). */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { config } from '../lib/config/env';
import { api, database } from '../lib/server/runtime';
import { PUBLIC_CACHE, readPublicFile } from '../lib/storage/files';
import { BASELINE_HEADERS, FILE_CSP } from '../lib/security/headers';
import { runCli } from './cli';

runCli(async () => {
  const cfg = config();
  await database(); // open (and migrate) before listening: a locked or broken database stops here.
  const port = Number(process.env.API_PORT ?? cfg.port);
  const app = new Hono();
  app.get('/storage/:file', async (c) => {
    // Public files only (logos); private ones are served by the API at /api/files/{file}.
    const file = await readPublicFile(cfg.storageDir, c.req.param('file'));
    for (const { key, value } of BASELINE_HEADERS) c.header(key, value);
    c.header('Content-Security-Policy', FILE_CSP);
    if (!file) return c.json({ error: true, message: 'File not found.' }, 404);
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': file.type,
      'Cache-Control': PUBLIC_CACHE,
    });
  });
  app.route('/', api());
  const host = process.env.API_HOST ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }, () => resolve());
    server.once('error', reject); // e.g. the port is taken: stop, and close the database
  });
  console.log(`Schola API listening on http://${host}:${port}/api (OpenAPI at /api/openapi.json)`);
  await new Promise(() => {});
});
