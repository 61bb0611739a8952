/**
 * Setting up an exam (issue 30), in each demo school: the School Admin creates an exam for the
 * class of the demo guardian's child, fills its schedule on the page (two papers at once are
 * refused on the row, then saved a day apart), and edits a grading scale's bands (an edge twice
 * refused under the bands, then saved); the guardian then reads that class's schedule.
 */
import { expect, test, type Page } from '@playwright/test';
import { api, metaData } from './page-api';
import { forgetSession, signIn } from './shell-sign-in';

test.setTimeout(180_000);

const run = Date.now().toString(36);

type Child = { id: number; class_section_id: number };

async function childClass(page: Page) {
  await signIn(page, 'guardian');
  const [child] = (await api<Child[]>(page, 'GET', '/api/guardian/children')).data;
  expect(child, 'the demo guardian has a child').toBeDefined();
  await forgetSession(page);
  await signIn(page, 'admin');
  const meta = await metaData(page);
  const section = meta.class_section.find((s) => s.id === child!.class_section_id);
  const cls = meta.classes.find((c) => c.id === section?.class_id);
  expect(cls).toBeDefined();
  const subjects = (
    await api<{ subject_id: number; subject: string }[]>(
      page,
      'GET',
      `/api/class-subjects?class_id=${cls!.id}&per_page=100`,
    )
  ).data;
  const names = [...new Set(subjects.map((s) => s.subject))].sort();
  expect(names.length, 'the class has two subjects to schedule').toBeGreaterThan(1);
  return { cls: cls!, subjects: names };
}

async function fillPaper(page: Page, subject: string, date: string, start: string, end: string) {
  await page.getByLabel(`${subject}: Date`).fill(date);
  await page.getByLabel(`${subject}: Start`).fill(start);
  await page.getByLabel(`${subject}: End`).fill(end);
  await page.getByLabel(`${subject}: Maximum marks`).fill('80');
  await page.getByLabel(`${subject}: Pass marks`).fill('27');
}

test('an exam is created and scheduled, a scale edited, and the guardian reads the schedule', async ({
  page,
}) => {
  const { cls, subjects } = await childClass(page);
  const [first, second] = subjects as [string, string];
  const examName = `Set-up test ${run}`;

  await page.goto('/exams');
  await expect(page.getByRole('heading', { name: 'Exams', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add exam' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(examName);
  await dialog.getByLabel('Type').selectOption({ label: 'Mid-term' });
  await dialog.getByRole('checkbox', { name: cls.name, exact: true }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: examName });
  await expect(row).toContainText(`${cls.name} Draft`);

  await row.getByRole('link', { name: `Schedule of ${examName}` }).click();
  await expect(page).toHaveURL(/\/exams\/schedule\?exam_id=\d+/);
  const examId = Number(new URL(page.url()).searchParams.get('exam_id'));
  await expect(page.getByRole('heading', { name: cls.name, level: 2 })).toBeVisible();
  await fillPaper(page, first, '2026-12-07', '09:00', '11:00');
  await fillPaper(page, second, '2026-12-07', '10:00', '12:00');
  const save = page.getByRole('button', { name: `Save the schedule of ${cls.name}` });
  await save.click();
  await expect(page.getByRole('alert').filter({ hasText: 'at once on 2026-12-07' })).toBeVisible();
  await page.getByLabel(`${second}: Date`).fill('2026-12-08');
  await save.click();
  await expect(page.getByText('Schedule saved.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'at once' })).toHaveCount(0);
  const saved = (
    await api<{ subject_name: string }[]>(page, 'GET', `/api/exams/${examId}/schedule`)
  ).data;
  expect(saved.map((p) => p.subject_name)).toEqual([first, second]);

  // A scale of its own (the demo's grades the other specs' results), its bands then edited.
  const scaleName = `Scale ${run}`;
  await page.goto('/exams/grading-scales');
  await page.getByRole('button', { name: 'Add scale' }).click();
  const editor = page.getByRole('dialog');
  await editor.getByLabel('Name').fill(scaleName);
  await editor.getByLabel('Lowest %, band 1').fill('0');
  await editor.getByLabel('Grade, band 1').fill('P');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await page.getByRole('button', { name: `Edit ${scaleName}` }).click();
  await editor.getByRole('button', { name: 'Add band' }).click();
  await editor.getByLabel('Lowest %, band 2').fill('0');
  await editor.getByLabel('Grade, band 2').fill('M');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toContainText('Two bands start at the same percentage.');
  await editor.getByLabel('Lowest %, band 2').fill('50');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByTestId('grading-scale').filter({ hasText: scaleName })).toContainText(
    'M ≥ 50 %',
  );

  await forgetSession(page);
  await signIn(page, 'guardian');
  await page.goto(`/exams/schedule?exam_id=${examId}`);
  await expect(page.getByRole('heading', { name: cls.name, level: 2 })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: first })).toContainText('09:00–11:00');
  await expect(table.getByRole('row').filter({ hasText: second })).toContainText('80');
  await expect(page.getByRole('button', { name: `Save the schedule of ${cls.name}` })).toHaveCount(
    0,
  );
  await expect(page.getByRole('button', { name: 'Print schedule' })).toBeVisible();
});
