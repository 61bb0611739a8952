/**
 * The web tier's refusal under overload, written straight on Node's response: 503 with
 * Retry-After, for an API call the API's own busy body (lib/api/http/errors.ts), for a page a
 * small static "busy, retrying" page that reloads itself without a script. Built once: a
 * refusal must cost next to nothing, since a refused client may ask again at once.
 */
import type { ServerResponse } from 'node:http';
import { DatabaseBusyError } from '../db/admission';
import { toErrorBody } from '../api/http/errors';
import { BASELINE_HEADERS } from '../security/headers';
import type { EdgeKind } from './edge-gate';

/** Seconds before a refused page reloads itself. */
export const PAGE_RETRY_SECONDS = 3;

const BUSY_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${PAGE_RETRY_SECONDS}">
<title>Busy, retrying</title>
</head>
<body>
<main>
<h1>The server is busy</h1>
<p>This page will try again by itself in a few seconds. You do not need to do anything.</p>
</main>
</body>
</html>
`;

type Answer = { body: Buffer; headers: Record<string, string> };

function answer(body: string, type: string, retryAfter: number, csp: string): Answer {
  const bytes = Buffer.from(body);
  const headers: Record<string, string> = {};
  for (const { key, value } of BASELINE_HEADERS) headers[key] = value;
  Object.assign(headers, {
    'Content-Type': type,
    'Content-Length': String(bytes.length),
    'Retry-After': String(retryAfter),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': csp,
  });
  return { body: bytes, headers };
}

function apiAnswer(): Answer {
  const busy = toErrorBody(new DatabaseBusyError('queue-full'), '');
  const retryAfter = Number(busy.headers?.['Retry-After'] ?? 1);
  return answer(
    JSON.stringify(busy.body),
    'application/json',
    retryAfter,
    "default-src 'none'; frame-ancestors 'none'",
  );
}

const ANSWERS: Record<EdgeKind, Answer> = {
  api: apiAnswer(),
  page: answer(
    BUSY_PAGE,
    'text/html; charset=utf-8',
    PAGE_RETRY_SECONDS,
    "default-src 'none'; frame-ancestors 'none'",
  ),
};

export function answerBusy(response: ServerResponse, kind: EdgeKind): void {
  const { body, headers } = ANSWERS[kind];
  response.writeHead(503, headers);
  response.end(body);
}
