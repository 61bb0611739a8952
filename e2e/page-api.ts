/**
 * Calls to the API made by the page itself, on the school's origin with the browser's session
 * cookie (Node cannot resolve *.localhost), for specs that prepare data through the API.
 */
import type { Page } from '@playwright/test';

export async function api<T = unknown>(page: Page, method: string, path: string, body?: unknown) {
  const res = await page.evaluate(
    async ({ method, path, body }) => {
      const r = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'include',
      });
      return { status: r.status, json: await r.json() };
    },
    { method, path, body },
  );
  if (res.status >= 300)
    throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.json)}`);
  return res.json as { data: T; meta?: { total: number } };
}

export type Named = {
  id: number;
  name: string;
  class_id?: number;
  start_date?: string;
  default?: number;
};

export async function metaData(page: Page) {
  return (
    await api<{ class_section: Named[]; session_year_all: Named[]; classes: Named[] }>(
      page,
      'GET',
      '/api/meta-data',
    )
  ).data;
}

/** Uploads a CSV to the import API and commits it step by step; answers the rows created. */
export async function importStudentsCsv(page: Page, csv: string): Promise<number> {
  return page.evaluate(async (text) => {
    const body = new FormData();
    body.set('file', new File([text], 'students.csv', { type: 'text/csv' }));
    const preview = await fetch('/api/imports/students', {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
      credentials: 'include',
    }).then((r) => r.json());
    if (preview.data?.status !== 'staged') throw new Error(JSON.stringify(preview).slice(0, 500));
    for (;;) {
      const step = await fetch(`/api/imports/${preview.data.id}/commit`, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        credentials: 'include',
      }).then((r) => r.json());
      if (!step.data) throw new Error(JSON.stringify(step).slice(0, 500));
      if (step.data.done) return step.data.created_rows as number;
    }
  }, csv);
}
