/**
 * Results and report cards (issue 30) in both demo schools: the office opens last term's
 * published exam and sees each student's rank and the grade-distribution chart (with its table
 * for screen readers), downloads the class's report cards with the progress bar and one
 * student's card (their name and rank on it); a guardian downloads their own child's card.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { api } from './page-api';
import { signIn } from './shell-sign-in';
import { textItems } from '../lib/pdf/test-support/text-items';
import { defined } from '../lib/test-support/defined';

test.setTimeout(180_000);

type ExamRow = { id: number; name: string; published_count: number };

const pdfText = async (path: string | null) =>
  textItems(new Uint8Array(await readFile(defined(path, 'a downloaded file'))))
    .map((i) => i.str)
    .join('');

/** The demo's published exam (last term's final), as the signed-in user lists it. */
async function publishedExam(page: Page): Promise<ExamRow> {
  const { data } = await api<ExamRow[]>(page, 'GET', '/api/exams?per_page=100');
  return defined(
    data.find((e) => e.published_count > 0),
    'the demo’s published exam',
  );
}

/** Chooses the exam (again until hydration keeps it) and waits for the results' table. */
async function chooseExam(page: Page, exam: ExamRow, table: string) {
  await expect(async () => {
    await page.getByLabel('Exam', { exact: true }).selectOption(String(exam.id));
    await expect(page.getByTestId(table)).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

test('the published exam shows ranks and the grade chart; the report cards download', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const exam = await publishedExam(page);
  await page.goto('/exams/results');
  await expect(page.getByRole('heading', { name: 'Results', level: 1 })).toBeVisible();
  await chooseExam(page, exam, 'results-table');
  const ranks = page.getByTestId('results-table').getByTestId('rank');
  await expect(ranks.first()).toBeVisible();
  expect(await ranks.allTextContents()).toContain('1');
  const chart = page.getByTestId('grade-chart');
  await expect(chart.locator('svg rect').first()).toBeVisible();
  await expect(chart.locator('table caption')).toHaveText(/Students per grade/);
  await expect(page.getByTestId('toppers').locator('li').first()).toContainText('1.');

  await page.goto('/exams/report-cards');
  await expect(page.getByRole('heading', { name: 'Report cards', level: 1 })).toBeVisible();
  await chooseExam(page, exam, 'report-cards-table');
  const first = page.getByTestId('report-cards-table').locator('tbody tr').first();
  const name = defined(await first.locator('th').textContent(), 'a student’s name');
  const card = page.waitForEvent('download');
  await first.getByRole('link', { name: /Report card of/ }).click();
  const text = await pdfText(await (await card).path());
  expect(text).toContain(name);
  expect(text).toContain(`Report card: ${exam.name}`);
  expect(text).toMatch(/Rank: \d+ of \d+/);

  const whole = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the class’s report cards' }).click();
  const file = await whole;
  await expect(page.getByTestId('report-cards-ready')).toContainText(/ready/);
  const pages = new Set(
    textItems(new Uint8Array(await readFile(defined(await file.path(), 'the class PDF')))).map(
      (i) => i.page,
    ),
  );
  expect(pages.size).toBe(await page.getByTestId('report-cards-table').locator('tbody tr').count());
});

test('a guardian downloads their own child’s published report card', async ({ page }) => {
  await signIn(page, 'guardian');
  const exam = await publishedExam(page);
  await page.goto('/exams/report-cards');
  await chooseExam(page, exam, 'report-cards-table');
  const rows = page.getByTestId('report-cards-table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // Their own children only, and no class PDF or remarks for a guardian.
  await expect(page.getByRole('button', { name: 'Download the class’s report cards' })).toHaveCount(
    0,
  );
  const name = defined(await rows.first().locator('th').textContent(), 'their child’s name');
  const card = page.waitForEvent('download');
  await rows
    .first()
    .getByRole('link', { name: /Report card of/ })
    .click();
  const text = await pdfText(await (await card).path());
  expect(text).toContain(name);
  expect(text).toContain('Attendance');
});
