/** Helpers for the academic structure specs: fill a form modal, API calls made by the page itself. */
import { expect, type Page } from '@playwright/test';

/** Opens "Add {singular}", runs `fill` inside the dialog, saves and waits for the toast. */
export async function addThroughForm(
  page: Page,
  singular: string,
  fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
  toast: string,
) {
  await page.getByRole('button', { name: `Add ${singular}` }).click();
  const dialog = page.getByRole('dialog');
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(toast).first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** A call from the page (Node cannot resolve *.localhost), with the session cookie. */
export async function pageCall(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'include',
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    { method, path, body },
  );
}
