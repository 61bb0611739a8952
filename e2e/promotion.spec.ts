/**
 * Promotion at year end, in the browser: the form asks before it moves anyone (the dialog
 * shows what will happen), and a class-section of 2,000 students (imported through the API)
 * is promoted with two exceptions in one confirmed step, in batches with progress.
 */
import { expect, test, type Page } from '@playwright/test';
import { api, importStudentsCsv, metaData, type Named } from './page-api';
import { signIn } from './shell-sign-in';
import { defined } from '../lib/test-support/defined';

test.setTimeout(300_000);

const run = Date.now();

type Student = { class_section_id: number; session_year_id: number; status: string };
const read = async (page: Page, id: number) =>
  (await api<Student>(page, 'GET', `/api/students/${id}`)).data;

/** Last year's session (promoted from) and this year's (into), and two classes apart. */
async function setting(page: Page, fromIndex: number) {
  const meta = await metaData(page);
  const years = [...meta.session_year_all].sort((a, b) =>
    String(a.start_date).localeCompare(String(b.start_date)),
  );
  const [older, newer] = [defined(years[0], 'last year'), defined(years[1], 'this year')];
  const from = defined(meta.class_section[fromIndex], `class-section ${fromIndex}`);
  const to = meta.class_section.find((cs) => cs.class_id !== from.class_id) as Named;
  return { older, newer, from, to };
}

async function chooseClass(page: Page, s: Awaited<ReturnType<typeof setting>>) {
  await page.goto('/academics/transfer-student');
  await page.getByRole('tab', { name: 'Promote a class' }).click();
  await page.getByLabel('From session').selectOption(String(s.older.id));
  await page.getByLabel('Class', { exact: true }).selectOption(String(s.from.class_id));
  await page.getByLabel('Promote to class').selectOption(String(s.to.class_id));
  await page.getByLabel(`Target of ${s.from.name}`).selectOption(String(s.to.id));
  await expect(page.getByLabel('Into session')).toHaveValue(String(s.newer.id));
}

test('promotion asks before it moves anyone, then moves the class with one failing student', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const s = await setting(page, 0);
  const admit = async (n: number) =>
    (
      await api<{ id: number }>(page, 'POST', '/api/students', {
        first_name: `Pro${n}`,
        last_name: `Motion${run}`,
        gender: 'other',
        date_of_birth: '2015-09-09',
        class_section_id: s.from.id,
        session_year_id: s.older.id,
        guardians: [
          {
            full_name: `P${n}`,
            email: `prom${run}-${n}@example.com`,
            relation: 'other',
            is_primary: true,
          },
        ],
      })
    ).data.id;
  const ids = [await admit(1), await admit(2), await admit(3)] as const;

  await chooseClass(page, s);
  await page.getByLabel('Find a student').fill(`Motion${run}`);
  await page.getByLabel(`Result of Pro2 Motion${run}`).selectOption('fail');
  await expect(page.getByText(`Pro2 Motion${run}: repeats the class`)).toBeVisible();

  // The review shows what will happen, and cancelling moves nobody.
  await page.getByRole('button', { name: 'Review the promotion' }).click();
  const dialog = page.getByRole('dialog', { name: /Promote 3 students into/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Total 2 1 0/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await read(page, ids[0])).toMatchObject({
    class_section_id: s.from.id,
    session_year_id: s.older.id,
  });

  await page.getByRole('button', { name: 'Review the promotion' }).click();
  await dialog.getByRole('button', { name: 'Promote 3 students' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Promotion complete: 2 promoted, 1 repeating, 0 left.' }),
  ).toBeVisible({ timeout: 60_000 });
  expect(await read(page, ids[0])).toMatchObject({
    class_section_id: s.to.id,
    session_year_id: s.newer.id,
  });
  expect(await read(page, ids[1])).toMatchObject({
    class_section_id: s.from.id,
    session_year_id: s.newer.id,
  });
  await expect(
    page.getByRole('row', { name: new RegExp(`Pro2 Motion${run}.*Repeat`) }),
  ).toBeVisible();
});

test('a class-section of 2,000 students is promoted with two exceptions in one step', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const meta = await metaData(page);
  const s = await setting(page, meta.class_section.length - 1);
  // 2,000 siblings of one family, imported into last year's class-section through the API.
  const header =
    'admission_no,first_name,last_name,gender,date_of_birth,class_section,session_year,guardian_name,guardian_email';
  const rows = Array.from(
    { length: 2000 },
    (_, i) =>
      `BIG-${run}-${i + 1},Big${i + 1},Class${run},other,2014-03-03,${s.from.name},${s.older.name},Parent ${run},big${run}@example.com`,
  );
  expect(await importStudentsCsv(page, [header, ...rows].join('\n'))).toBe(2000);

  await chooseClass(page, s);
  // The class has more than one section: page through the one holding the 2,000.
  const shown = page.getByLabel('Students of');
  if (await shown.count()) await shown.selectOption(String(s.from.id));
  await expect(page.getByText('Page 1 of 80 · 2000 students')).toBeVisible({ timeout: 30_000 });
  const search = page.getByLabel('Find a student');
  await search.fill(`BIG-${run}-17`);
  await page.getByLabel(`Result of Big17 Class${run}`).selectOption('fail');
  await search.fill(`BIG-${run}-1999`);
  await page.getByLabel(`Next session of Big1999 Class${run}`).selectOption('leave');
  await expect(page.getByRole('heading', { name: 'Exceptions 2' })).toBeVisible();

  await page.getByRole('button', { name: 'Review the promotion' }).click();
  const dialog = page.getByRole('dialog', { name: /Promote 2000 students into/ });
  await expect(dialog.getByRole('row', { name: /Total 1998 1 1/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Promote 2000 students' }).click();
  // Two batches of 1,000 run behind a progress bar; on a quick machine it is gone before a
  // check could see it, so the outcome is what is checked.
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Promotion complete: 1998 promoted, 1 repeating, 1 left.' }),
  ).toBeVisible({ timeout: 120_000 });

  const moved = await api(
    page,
    'GET',
    `/api/students?class_section_id=${s.to.id}&session_year_id=${s.newer.id}&search=Class${run}&per_page=1`,
  );
  expect(moved.meta?.total).toBe(1998);
});

test('with no later session year, the School Admin creates the proposed next one and the promotion goes on', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const meta = await metaData(page);
  const years = [...meta.session_year_all].sort((a, b) =>
    String(a.start_date).localeCompare(String(b.start_date)),
  );
  const latest = defined(years.at(-1), 'the latest session year');
  const from = defined(meta.class_section[0], 'a class-section');
  const to = meta.class_section.find((cs) => cs.class_id !== from.class_id) as Named;
  let created: number | undefined;
  try {
    await page.goto('/academics/transfer-student');
    await page.getByRole('tab', { name: 'Promote a class' }).click();
    await page.getByLabel('From session').selectOption(String(latest.id));
    await page.getByLabel('Class', { exact: true }).selectOption(String(from.class_id));
    await page.getByLabel('Promote to class').selectOption(String(to.class_id));
    await expect(
      page.getByText(`There is no session year after ${latest.name} to promote into yet.`),
    ).toBeVisible();

    // Reviewing offers the next session year, proposed from the latest one and editable.
    await page.getByRole('button', { name: 'Review the promotion' }).click();
    const offer = page.getByRole('dialog', { name: 'Create the next session year' });
    const name = offer.getByLabel('Name');
    await expect(name).not.toHaveValue('');
    await expect(name).not.toHaveValue(String(latest.name));
    const newName = `${await name.inputValue()} ${run}`;
    await name.fill(newName);
    await expect(offer.getByLabel('Starts on')).not.toHaveValue('');
    await offer.getByRole('button', { name: 'Create and continue' }).click();
    await expect(offer).toBeHidden();

    // The promotion goes on into it: the review asks before anyone moves.
    const review = page.getByRole('dialog', { name: new RegExp(`into ${newName}\\?`) });
    await expect(review).toBeVisible();
    const after = await metaData(page);
    const year = after.session_year_all.find((y) => y.name === newName);
    created = year?.id;
    expect(String(year?.start_date) > String(latest.start_date)).toBe(true);
    await review.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('Into session')).toHaveValue(String(created));
  } finally {
    // Nobody moved into it: it goes, so the demo's years stay as they were.
    if (created) await api(page, 'DELETE', `/api/session-years/${created}`);
  }
});
