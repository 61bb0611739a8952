/**
 * Documents of issue 29, end to end: a document uploaded on a student's profile (documents
 * tab), listed, downloaded as an attachment under its own name, and the students list
 * filtered by a missing document. Names carry Date.now() so runs never collide.
 */
import { expect, test } from '@playwright/test';
import { api, metaData } from './page-api';
import { signIn } from './shell-sign-in';
import { defined } from '../lib/test-support/defined';

test.setTimeout(180_000);

const run = Date.now();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

test('upload a document on a student, see it listed, download it, filter the list by it', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const meta = await metaData(page);
  const section = defined(
    meta.class_section.find((c) => /^(Grade|Year) \d+/.test(c.name)),
    'a demo class-section',
  );
  const typeName = `Passport ${run}`;
  await api(page, 'POST', '/api/document-types', {
    name: typeName,
    applies_to: 'student',
    required: false,
    has_expiry: false,
  });
  const admit = async (first: string) =>
    (
      await api<{ id: number }>(page, 'POST', '/api/students', {
        first_name: first,
        last_name: `Okafor${run}`,
        gender: 'female',
        date_of_birth: '2016-04-05',
        class_section_id: section.id,
        guardians: [
          {
            full_name: `Parent of ${first}`,
            email: `${first.toLowerCase()}@example.com`,
            relation: 'mother',
            is_primary: true,
          },
        ],
      })
    ).data.id;
  const withPassport = await admit(`Ifeoma${run}`);
  const without = await admit(`Chiamaka${run}`);

  // The documents tab of the first: upload a PDF of the new type.
  await page.goto(`/student/student-details/${withPassport}?tab=documents`);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('No documents yet.')).toBeVisible({ timeout: 30_000 });
  await panel.getByLabel('Type of document').selectOption({ label: typeName });
  await panel.getByLabel('File', { exact: true }).setInputFiles({
    name: 'passport.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await panel.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('The document was uploaded.')).toBeVisible();
  await expect(panel.getByRole('cell', { name: typeName })).toBeVisible();
  await expect(panel.getByRole('cell', { name: 'passport.pdf', exact: true })).toBeVisible();

  // Downloaded as an attachment, under its own name, with the bytes uploaded.
  const downloading = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Download passport.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('passport.pdf');
  const saved = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect(Buffer.from(await readFile(defined(saved, 'the downloaded file')))).toEqual(PDF);

  // The students list, filtered by that missing document: the second only.
  await page.goto(`/student/student-details?class_section_id=${section.id}`);
  // Search matches names from the start of a word: both share this run's surname.
  await page.getByLabel('Search', { exact: true }).fill(`Okafor${run}`);
  await expect(
    page.getByRole('link', { name: `Ifeoma${run} Okafor${run}`, exact: true }),
  ).toBeVisible();
  await page.getByLabel('Missing document').selectOption({ label: typeName });
  await expect(page).toHaveURL(/[?&]missing_document=\d+/);
  await expect(
    page.getByRole('link', { name: `Chiamaka${run} Okafor${run}`, exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: `Ifeoma${run} Okafor${run}`, exact: true }),
  ).toHaveCount(0);
  expect(without).toBeGreaterThan(0);
});
