/**
 * Leave and announcements in the browser, on each demo school: a teacher's two days approved
 * by the admin (staff attendance On leave, the report's balance down by two), a guardian's
 * leave for a child approved by the class teacher, and an announcement to one class-section
 * reaching that class's guardian and not another's.
 */
import { expect, test, type Page } from '@playwright/test';
import { api } from './page-api';
import { chooseEnglish, schoolOf, signIn, forgetSession } from './shell-sign-in';

/** The demo teacher's class, where the demo guardian's first child sits (people demo seed). */
const TEACHER_CLASS: Record<string, string> = {
  riverside: 'Grade 2 - A',
  hillcrest: 'Year 8 - Red',
};

const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

type Leave = { start_date: string; end_date: string; status: string };

/**
 * A Monday (and the days after it) from February 2027 on, in both demo session years, where
 * the range counts `days` working days and the caller has no leave yet: a retry never overlaps.
 */
async function freeDays(page: Page, typeId: number, days: number, studentId?: number) {
  const mine = (await api<Leave[]>(page, 'GET', '/api/leaves?per_page=100')).data.filter((l) =>
    ['pending', 'approved'].includes(l.status),
  );
  for (let week = 0; week < 20; week++) {
    const start = addDays('2027-02-01', 7 * week);
    const end = addDays(start, days - 1);
    if (mine.some((l) => l.start_date <= end && start <= l.end_date)) continue;
    const child = studentId ? `&student_id=${studentId}` : '';
    const preview = await api<{ counted: number }>(
      page,
      'GET',
      `/api/leave-balance?leave_type_id=${typeId}&start_date=${start}&end_date=${end}${child}`,
    );
    if (preview.data.counted === days) return { start, end };
  }
  throw new Error('no free working days found');
}

type Options = {
  staff_types: { id: number; name: string }[];
  child_types: { id: number; name: string }[];
  children: { id: number; name: string }[];
};

/** Another user on the same page: the first one's session goes first (a signed-in user is sent on from the login page). */
async function signInAgain(page: Page, role: 'admin' | 'teacher' | 'guardian') {
  await forgetSession(page);
  await signIn(page, role);
}

async function decide(page: Page, person: string, start: string, action: 'Approve') {
  await page.goto('/leave/requests?status=pending');
  await page
    .getByRole('button', { name: `${action} the leave of ${person} from ${start}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: action, exact: true }).click();
  await expect(page.getByText('Leave approved.')).toBeVisible();
}

test('a teacher applies for two days, the admin approves: attendance On leave, balance down by two', async ({
  page,
}) => {
  await signIn(page, 'teacher');
  const me = (await api<{ user: { full_name: string } }>(page, 'GET', '/api/me')).data.user;
  const options = (await api<Options>(page, 'GET', '/api/leave-options')).data;
  const casual = options.staff_types.find((t) => t.name === 'Casual leave')!;
  const { start, end } = await freeDays(page, casual.id, 2);

  await page.goto('/leave/create');
  const type = page.getByLabel('Leave type');
  await expect(type.locator('option', { hasText: 'Casual leave' })).toHaveCount(1);
  await type.selectOption({ label: 'Casual leave' });
  await page.getByLabel('From', { exact: true }).fill(start);
  await page.getByLabel('To', { exact: true }).fill(end);
  await expect(page.getByTestId('leave-counted')).toHaveText(/^2 days counted/);
  const remaining = Number(
    (await page.getByTestId('leave-remaining').textContent())!.split(' ')[0],
  );
  await page.getByLabel('Reason').fill('Family wedding');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Leave request sent.')).toBeVisible();
  await expect(page).toHaveURL(/\/leave$/);
  await expect(page.getByRole('row').filter({ hasText: 'Family wedding' }).first()).toContainText(
    'Pending',
  );

  await signInAgain(page, 'admin');
  await decide(page, me.full_name, start, 'Approve');

  for (const day of [start, end]) {
    const marks = (
      await api<{ marks: { name: string; status: string }[] }>(
        page,
        'GET',
        `/api/staff-attendance?date=${day}`,
      )
    ).data.marks;
    expect(marks.find((m) => m.name === me.full_name)?.status).toBe('on_leave');
  }

  await page.goto(
    `/leave/report?month=${start.slice(0, 7)}&kind=staff&search=${encodeURIComponent(me.full_name)}`,
  );
  const row = page
    .getByRole('row')
    .filter({ hasText: me.full_name })
    .filter({ hasText: 'Casual leave' });
  await expect(row.getByRole('cell').nth(6)).toHaveText(String(remaining - 2));
});

test('a guardian applies leave for a child and the class teacher approves it', async ({ page }) => {
  await signIn(page, 'guardian');
  const options = (await api<Options>(page, 'GET', '/api/leave-options')).data;
  const children = (
    await api<{ id: number; first_name: string; class_section_name: string }[]>(
      page,
      'GET',
      '/api/guardian/children',
    )
  ).data;
  const child = children.find((c) => c.class_section_name === TEACHER_CLASS[schoolOf(page)])!;
  const name = options.children.find((c) => c.id === child.id)!.name;
  const sick = options.child_types.find((t) => t.name === 'Student sick leave')!;
  const { start } = await freeDays(page, sick.id, 1, child.id);

  await page.goto('/leave/create');
  const who = page.getByLabel('Leave for');
  await expect(who.locator('option', { hasText: name })).toHaveCount(1);
  await who.selectOption({ label: name });
  await page.getByLabel('Leave type').selectOption({ label: 'Student sick leave' });
  await page.getByLabel('From', { exact: true }).fill(start);
  await page.getByLabel('To', { exact: true }).fill(start);
  await expect(page.getByTestId('leave-counted')).toHaveText(/^1 day counted/);
  await page.getByLabel('Reason').fill('Dentist appointment');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Leave request sent.')).toBeVisible();

  await signInAgain(page, 'teacher');
  await decide(page, name, start, 'Approve');
  await page.goto('/leave/requests?status=approved');
  await expect(page.getByRole('row').filter({ hasText: 'Dentist appointment' })).toContainText(
    'Approved',
  );
});

test("an announcement to one class-section reaches that class's guardian and not another's", async ({
  page,
}) => {
  await signIn(page, 'admin');
  const school = schoolOf(page);
  const sections = (
    await api<{ class_section: { id: number; name: string }[] }>(page, 'GET', '/api/meta-data')
  ).data.class_section;
  const target = sections.find((s) => s.name === TEACHER_CLASS[school])!;
  // Another class's guardian, with a password to sign in with (demo families have none).
  const other = sections.find((s) => s.id !== target.id)!;
  const outsider = `outsider-${Date.now()}@example.test`;
  await api(page, 'POST', '/api/students', {
    first_name: 'Tobi',
    last_name: 'Outside',
    gender: 'male',
    date_of_birth: '2016-04-04',
    class_section_id: other.id,
    guardians: [
      {
        full_name: 'Remi Outside',
        email: outsider,
        relation: 'father',
        is_primary: true,
        password: 'Outsider-pass-1',
      },
    ],
  });

  const title = `Class picnic ${Date.now()}`;
  await page.goto('/announcements');
  await expect(page.getByRole('columnheader', { name: 'Announcement' })).toBeVisible();
  await page.getByRole('button', { name: 'Add announcement' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Message').fill('Bring a hat.\nBuses leave at nine.');
  await dialog.getByLabel('Audience').selectOption('class_sections');
  await dialog.getByLabel(target.name, { exact: true }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Announcement published.')).toBeVisible();

  await signInAgain(page, 'guardian');
  await page.goto('/announcements');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Buses leave at nine.')).toBeVisible();

  await forgetSession(page);
  await page.goto('/authentication/login');
  const status = await page.evaluate(
    async (email) =>
      (
        await fetch('/api/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password: 'Outsider-pass-1' }),
        })
      ).status,
    outsider,
  );
  expect(status).toBe(200);
  await chooseEnglish(page);
  await page.goto('/announcements');
  await expect(page.getByRole('columnheader', { name: 'Announcement' })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
});
