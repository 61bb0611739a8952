/**
 * The public pages on the provider's bare host: each loads without signing in and shows its
 * heading; the blog lists and renders posts; the registration wizard reaches Done; the
 * partner form files an application; and the login page on a school's subdomain carries
 * that school's name (or says plainly that no such school exists).
 */
import { expect, test, type Page } from '@playwright/test';

// A dev server compiles each route on its first visit, which can take a while under load.
test.describe.configure({ timeout: 120_000 });

const PAGES: [path: string, heading: string | RegExp][] = [
  ['/', 'Run your whole school from one place'],
  ['/home', 'Run your whole school from one place'],
  ['/features', 'Features'],
  ['/features/fees', 'Fees'],
  ['/features/attendance', 'Attendance'],
  ['/blog', 'Blog'],
  ['/become-a-associate', 'Become an associate'],
  ['/become-a-associate/apply', 'Become an associate'],
  ['/authentication/login', 'Sign in'],
  ['/authentication/register-simple', 'Register your school'],
  ['/authentication/forget-pwd', 'Forgot your password?'],
  ['/authentication/create-pwd', 'Choose a new password'],
  ['/authentication/maintenance', 'Down for maintenance'],
  ['/pages/errors/error400', 'Bad request'],
  ['/pages/errors/error401', 'Please sign in'],
  ['/pages/errors/error403', 'Access denied'],
  ['/pages/errors/error404', 'Page not found'],
  ['/pages/errors/error500', 'Something went wrong'],
  ['/pages/errors/error503', 'Service unavailable'],
  ['/pages/comingsoon/comingsoonsimple', 'Coming soon'],
  ['/pages/comingsoon/coming-bg-video', 'Coming soon'],
  ['/pages/comingsoon/coming-bg-img', 'Coming soon'],
  ['/pages/authentication/login-simple', 'Sign in'],
  ['/pages/authentication/register-simple', 'Register your school'],
  ['/school-not-found', 'School not found'],
];

for (const [path, heading] of PAGES) {
  test(`${path} loads without signing in`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}

test('an error code without its own page, and an unknown post, are plain 404s', async ({
  page,
}) => {
  for (const path of ['/pages/errors/error418', '/blog/no-such-post', '/features/no-such-area']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  }
});

test('the top navigation reaches the features, the blog and the registration wizard', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Features' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Features' })).toBeVisible();
  await nav.getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await nav.getByRole('link', { name: 'Register your school' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Register your school' })).toBeVisible();
});

test('the blog lists its posts, newest first, and a post renders its Markdown', async ({
  page,
}) => {
  await page.goto('/blog');
  const titles = page.locator('article h2');
  await expect(titles).toHaveCount(3);
  await expect(titles.first()).toHaveText('Attendance percentages that add up');
  await page.getByRole('link', { name: 'Fee waivers without rewriting history' }).click();
  await expect(page).toHaveURL(/\/blog\/waivers-without-rewriting-history$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Fee waivers without rewriting history' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'A waiver is a line of its own' }),
  ).toBeVisible();
  await expect(page.locator('blockquote')).toContainText('dues + late fees');
});

async function fillPersonalStep(page: Page, subdomain: string) {
  await page.getByLabel('School name').fill('Lakeview Primary School');
  await page.getByLabel('School address name (subdomain)').fill(subdomain);
  await page.getByLabel('Contact person').fill('Miriam Osei');
  await page.getByLabel('E-mail').fill('office@lakeview.example.org');
  await page.getByLabel('Phone').fill('+233 30 234 5678');
}

test('the registration wizard goes from personal details to Done', async ({ page }) => {
  const subdomain = `lakeview-${Date.now().toString(36)}`;
  await page.goto('/authentication/register-simple');
  const steps = page.getByRole('list', { name: 'Registration steps' });
  await expect(steps.locator('[aria-current="step"]')).toHaveText('1. Personal');

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('The school name is required.')).toBeVisible();

  await fillPersonalStep(page, subdomain);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(steps.locator('[aria-current="step"]')).toHaveText('2. Address');
  await page.getByLabel('Address').fill('14 Harbour Road');
  await page.getByLabel('City').fill('Accra');
  await page.getByLabel('Country').fill('Ghana');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(steps.locator('[aria-current="step"]')).toHaveText('3. Message (optional)');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(steps.locator('[aria-current="step"]')).toHaveText('4. Done');
  await expect(page.getByRole('heading', { name: /^Done/ })).toBeVisible();
  await expect(page.locator('strong', { hasText: `${subdomain}.localhost` })).toBeVisible();

  // The same subdomain again is refused on the first step, on its field.
  await page.goto('/authentication/register-simple');
  await fillPersonalStep(page, subdomain);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText(/already waiting for review/)).toBeVisible();
  await expect(steps.locator('[aria-current="step"]')).toHaveText('1. Personal');
});

test('a subdomain a school already uses is refused before leaving the first step', async ({
  page,
}) => {
  await page.goto('/authentication/register-simple');
  await fillPersonalStep(page, 'riverside');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(
    page.getByText('This subdomain is already used by a school; please choose another.'),
  ).toBeVisible();
});

test('the partner form files an application', async ({ page }) => {
  await page.goto('/become-a-associate');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('The organisation is required.')).toBeVisible();
  await page.getByLabel('Your name').fill('Thandiwe Nkosi');
  await page.getByLabel('Organisation').fill('Nkosi Education Services');
  await page.getByLabel('E-mail').fill('thandi@example.org');
  await page.getByLabel('Phone').fill('+27 21 555 0142');
  await page.getByLabel('Region').fill('Western Cape');
  await page
    .getByLabel('Message')
    .fill('We support eleven independent schools with their IT systems.');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
});

/** The same server on a school's subdomain (Chromium resolves *.localhost to loopback). */
function onSchool(subdomain: string, path: string): string {
  const base = new URL(test.info().project.use.baseURL ?? 'http://localhost:3210');
  return `${base.protocol}//${subdomain}.${base.host}${path}`;
}

test('the login page on a school subdomain shows that school', async ({ page }) => {
  await page.goto(onSchool('riverside', '/authentication/login'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to Riverside Academy' }),
  ).toBeVisible();
  await expect(page.locator('img[src^="/storage/"]')).toBeVisible();
  await page.goto(onSchool('hillcrest', '/authentication/login'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to Hillcrest High School' }),
  ).toBeVisible();
});

test('a subdomain no school uses says so and links to the home page', async ({ page }) => {
  await page.goto(onSchool('no-such-school', '/authentication/login'));
  await expect(page.getByRole('heading', { level: 1, name: 'School not found' })).toBeVisible();
  await expect(page.getByText('no-such-school')).toBeVisible();
  await expect(page.getByRole('link', { name: /home page/ })).toHaveAttribute(
    'href',
    /^http:\/\/localhost:\d+\/$/,
  );
});

test('after an expired session the login page says so and clears what the browser kept', async ({
  page,
}) => {
  await page.goto(onSchool('riverside', '/authentication/login'));
  await page.evaluate(() => window.localStorage.setItem('user', '{"full_name":"Old"}'));
  await page.goto(onSchool('riverside', '/authentication/login?expired=1'));
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
});

test('forgot password gives the same answer for any address', async ({ page }) => {
  for (const email of ['admin@riverside.test', 'nobody@riverside.test']) {
    await page.goto(onSchool('riverside', '/authentication/forget-pwd'));
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send me a reset link' }).click();
    await expect(page.getByText(/If an account uses that e-mail address/)).toBeVisible();
  }
});
