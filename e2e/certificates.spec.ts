/**
 * Certificates and ID cards (issue 29) as the office uses them: issue a bonafide certificate to
 * a student found by name, open its PDF (the student's name and the serial on it), open the
 * verification page its QR code names as a visitor; and download a class-section's ID cards
 * with the progress bar reaching the pages the answer announced.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { api } from './page-api';
import { forgetSession, signIn } from './shell-sign-in';
import { textItems } from '../lib/pdf/test-support/text-items';
import { defined } from '../lib/test-support/defined';

test.setTimeout(180_000);

const pdfText = (bytes: Uint8Array) =>
  textItems(bytes)
    .map((i) => i.str)
    .join('');

test('issue a bonafide certificate, open its PDF and its verification page', async ({ page }) => {
  await signIn(page, 'admin');
  const [pupil] = (
    await api<{ id: number; first_name: string; last_name: string }[]>(
      page,
      'GET',
      '/api/students?per_page=1',
    )
  ).data;
  expect(pupil).toBeDefined();
  const name = `${pupil!.first_name} ${pupil!.last_name}`;

  await page.goto('/certificates');
  await expect(page.getByRole('heading', { name: 'Certificates', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Issue certificate' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox', { name: 'Student' }).fill(pupil!.first_name);
  const choice = dialog.getByRole('combobox', { name: 'Student' });
  await expect(choice.locator(`option[value="${pupil!.id}"]`)).toHaveCount(1);
  await choice.selectOption(String(pupil!.id));
  await dialog.getByLabel('Certificate').selectOption('bonafide');
  await dialog.getByLabel('Reason').fill('a passport application');
  await dialog.getByRole('button', { name: 'Issue' }).click();

  const issued = page.getByTestId('issued');
  await expect(issued).toContainText(/Certificate \d+ issued\./);
  const serial = /Certificate (\d+) issued/.exec((await issued.textContent()) ?? '')?.[1];
  const href = await issued.getByRole('link', { name: 'Open its PDF' }).getAttribute('href');
  expect(href).toMatch(/^\/api\/certificates\/\d+\.pdf$/);
  await expect(page.getByRole('table')).toContainText(name);

  const bytes = await page.evaluate(async (url) => {
    const r = await fetch(url, { credentials: 'include' });
    return Array.from(new Uint8Array(await r.arrayBuffer()));
  }, href!);
  const text = pdfText(new Uint8Array(bytes));
  expect(text).toContain(`Serial no. ${serial}`);
  expect(text).toContain(name);
  const token = /\/verify\/certificate\/([0-9]+\.[A-Za-z0-9_-]{22})/.exec(text)?.[1];
  expect(token).toBeDefined();

  await forgetSession(page);
  const shown = await page.goto(`/verify/certificate/${token}`);
  expect(shown?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Certificate check' })).toBeVisible();
  await expect(page.getByTestId('certificate-check')).toContainText('Genuine');
  await expect(page.locator('dl')).toContainText(serial!);
  await expect(page.locator('main')).not.toContainText(pupil!.last_name);
});

test("download a class-section's ID cards with a progress bar", async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/id-cards');
  await expect(page.getByRole('heading', { name: 'ID Cards', level: 1 })).toBeVisible();
  const section = page.getByLabel('Class section');
  // A seeded student's class-section: other specs add class-sections with nobody in them (the
  // first in the list may be one), for which the API rightly says there is nothing to print.
  const { data: students } = await api<{ id: number; class_section_id: number }[]>(
    page,
    'GET',
    '/api/students?status=active&per_page=100',
  );
  const seeded = [...students].sort((a, b) => a.id - b.id)[0];
  const first = String(defined(seeded, 'an active demo student').class_section_id);
  const button = page.getByRole('button', { name: 'Download ID cards' });
  // A choice made before hydration is lost (the button stays disabled): choose until it counts.
  await expect(async () => {
    await section.selectOption(first);
    await expect(button).toBeEnabled({ timeout: 1_000 });
  }).toPass();
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  await expect(page.getByTestId('id-cards-ready')).toContainText(/ready: \d+ pages/);
  const pages = Number(
    /ready: (\d+) pages/.exec((await page.getByTestId('id-cards-ready').textContent()) ?? '')?.[1],
  );
  await expect(page.getByTestId('id-cards-progress')).toContainText(`${pages} of ${pages} pages`);
  const items = textItems(new Uint8Array(await readFile((await file.path())!)));
  expect(Math.max(...items.map((i) => i.page))).toBe(pages);
  expect(items.some((i) => i.str.startsWith('Adm. no'))).toBe(true);
});
