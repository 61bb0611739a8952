/**
 * Every screen of every demo role, generated from the role's own menu (issue 27): each role
 * signs in on a phone (390×844), reads the links of its rendered sidebar and profile menu, and
 * opens each in turn, with the first record page a list links to. Each screen must answer 200
 * without the 403 page or a console error, must not scroll sideways (the page, or a box inside
 * it: the widest element is named), and axe must find no violation of any impact, nothing
 * excluded. One test per role (one sign-in, one page), not one per route: CI time. Every
 * problem of a role is gathered and reported at once.
 *
 * Riverside walks in English with the demo accounts. Hillcrest's default language is Arabic, so
 * there each role walks right to left with an account of its own made for the run: the demo
 * accounts' language is shared with the other specs running beside this one, which assert
 * English.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { api } from './page-api';
import { forgetSession, signIn, signInWith, type DemoRole } from './shell-sign-in';
import { openEverySubMenu } from './sidebar';

/** Each role's walk, the School Admin's (some 60 screens) in two halves, run side by side. */
const WALKS: readonly { role: DemoRole; part: number; parts: number }[] = [
  { role: 'admin', part: 0, parts: 2 },
  { role: 'admin', part: 1, parts: 2 },
  { role: 'teacher', part: 0, parts: 1 },
  { role: 'guardian', part: 0, parts: 1 },
  { role: 'accountant', part: 0, parts: 1 },
];
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'Every-screen-1';
const run = Date.now().toString(36);

test.describe.configure({ mode: 'parallel', timeout: 360_000 });

/** A list's record page (`/guardian/12` below `/guardian`): the first one the list links to. */
const RECORD = /^\/[\w/-]+\/\d+$/;

type Sideways = { page: number; inner: number; boxes: string[]; widest: string | null };

/**
 * How far the page scrolls sideways, the widest element sticking out of the viewport (either
 * side: right to left too), and every box that scrolls sideways inside (a table in a
 * scrolling wrapper: its last columns are off-screen all the same).
 */
function sideways(): Sideways {
  const inner = window.innerWidth;
  const name = (el: Element) => {
    const classes = [...el.classList].slice(0, 3).map((c) => `.${c}`);
    const id = el.id ? `#${el.id}` : '';
    const label = el.getAttribute('aria-label') ?? el.getAttribute('data-label') ?? '';
    const width = Math.round(el.getBoundingClientRect().width);
    return `${el.tagName.toLowerCase()}${id}${classes.join('')}${label ? `[${label}]` : ''} ${width}px`;
  };
  const overflows = document.documentElement.scrollWidth > inner;
  let widest: Element | null = null;
  let furthest = 0;
  const boxes: string[] = [];
  for (const el of document.querySelectorAll('body *')) {
    // Layout figures first (cheap); styles only for the few elements they single out.
    const scrolls = el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0;
    if (!scrolls && !overflows) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden') continue; // the closed sidebar, off-canvas
    if (overflows) {
      const rect = el.getBoundingClientRect();
      const out = Math.max(rect.right - inner, -rect.left);
      // The last of equals is the innermost: the element that pushes its parents out.
      if (rect.width && rect.height && out > 0 && out >= furthest) [widest, furthest] = [el, out];
    }
    // A wide grid may scroll inside a named region reached by keyboard (a month of 31 days);
    // any other box that scrolls sideways hides its last columns.
    const region = el.getAttribute('role') === 'region' && el.getAttribute('tabindex') === '0';
    if (scrolls && !region && /auto|scroll/.test(style.overflowX))
      boxes.push(`${name(el)} holds ${el.scrollWidth}px`);
  }
  return {
    page: document.documentElement.scrollWidth,
    inner,
    boxes,
    widest: widest ? name(widest) : null,
  };
}

/** What is wrong with the screen now shown, or nothing. */
async function problemsOf(page: Page): Promise<string[]> {
  const found: string[] = [];
  if (await page.locator('#forbidden-title').count()) found.push('the 403 page');
  const wide = await page.evaluate(sideways);
  if (wide.page > wide.inner)
    found.push(`scrolls sideways: ${wide.page}px in ${wide.inner}px, widest ${wide.widest}`);
  for (const box of wide.boxes) found.push(`a box scrolls sideways: ${box}`);
  for (const v of await axeViolations(page))
    found.push(
      `axe ${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
    );
  return found;
}

/**
 * Screens a menu link opens with a record chosen in its address: fee collection with a student
 * who has paid (the dues and payments tables appear only then), a guardian's with their child.
 */
async function withRecords(page: Page, paths: string[]): Promise<string[]> {
  const fees = '/fees/student-fees';
  if (!paths.includes(fees)) return [];
  const guardian = paths.includes('/guardian/attendance');
  const student = guardian
    ? (await api<{ id: number }[]>(page, 'GET', '/api/guardian/children')).data[0]?.id
    : (await api<{ student_id: number }[]>(page, 'GET', '/api/fee-payments?per_page=1')).data[0]
        ?.student_id;
  return student ? [`${fees}?student_id=${student}`] : [];
}

/** The paths of the signed-in user's sidebar and profile menu, as rendered for them. */
async function menuPaths(page: Page): Promise<string[]> {
  await page.goto('/dashboard');
  // The sidebar's sub-menus are opened where the sidebar is on screen, then the phone again.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 800 });
  await openEverySubMenu(page);
  if (viewport) await page.setViewportSize(viewport);
  const sidebar = await page
    .locator('nav.sidebar-nav a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  await expect(async () => {
    await page.locator('#profile-menu').click();
    await expect(page.locator('#profile-menu-list a[href^="/"]').first()).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 30_000 });
  const profile = await page
    .locator('#profile-menu-list a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set([...sidebar, ...profile])];
}

/**
 * An account of `role` of its own on this school, keeping the school's language (Arabic at
 * Hillcrest): made by the demo School Admin, who is then signed out.
 */
async function ownAccount(page: Page, role: DemoRole, part: number): Promise<string> {
  await signIn(page, 'admin');
  const email = `walk-${role}-${part}-${run}@example.test`;
  const person = {
    full_name: `Walk ${role} ${run}`,
    email,
    joining_date: '2026-01-05',
    password: PASSWORD,
  };
  const meta = await api<{ class_section: { id: number }[] }>(page, 'GET', '/api/meta-data');
  const section = meta.data.class_section[0]?.id;
  if (role === 'teacher')
    await api(page, 'POST', '/api/teachers', { ...person, class_section_ids: [section] });
  else if (role === 'guardian')
    await api(page, 'POST', '/api/students', {
      first_name: 'Walk',
      last_name: `Child ${run}`,
      gender: 'female',
      date_of_birth: '2016-06-06',
      class_section_id: section,
      guardians: [
        {
          full_name: person.full_name,
          email,
          relation: 'mother',
          is_primary: true,
          password: PASSWORD,
        },
      ],
    });
  else {
    const roleName = role === 'admin' ? 'School Admin' : 'Accountant';
    const roles = await api<{ id: number; name: string }[]>(page, 'GET', '/api/roles?per_page=100');
    const found = roles.data.find((r) => r.name === roleName);
    if (!found) throw new Error(`no role ${roleName}`);
    await api(page, 'POST', '/api/staff', { ...person, role_id: found.id });
  }
  await forgetSession(page);
  await signInWith(page, email, PASSWORD);
  return email;
}

for (const { role, part, parts } of WALKS)
  test(`${role}${parts > 1 ? ` (${part + 1} of ${parts})` : ''}: every screen of the menu opens on a phone, fits its width and passes axe`, async ({
    page,
  }, info) => {
    const started = Date.now();
    await page.setViewportSize(PHONE);
    if (info.project.name === 'hillcrest') await ownAccount(page, role, part);
    else await signIn(page, role);

    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));

    const menu = await menuPaths(page);
    const queue = [
      ...menu.filter((_, i) => i % parts === part),
      ...(part === 0 ? await withRecords(page, menu) : []),
    ];
    expect(menu.length).toBeGreaterThan(3);
    if (info.project.name === 'hillcrest')
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const seenLists = new Set<string>();
    const spent = { load: 0, settle: 0, check: 0 };
    const lap = (phase: keyof typeof spent, since: number) => {
      spent[phase] += Date.now() - since;
      return Date.now();
    };
    for (let i = 0; i < queue.length; i++) {
      const path = queue[i] ?? '';
      errors.length = 0;
      let at = Date.now();
      const response = await page.goto(path);
      const found: string[] = [];
      if (response?.status() !== 200) found.push(`answered ${response?.status()}`);
      await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
      at = lap('load', at);
      await page.waitForLoadState('networkidle');
      at = lap('settle', at);
      found.push(...(await problemsOf(page)));
      found.push(...errors.map((e) => `console: ${e.slice(0, 200)}`));
      lap('check', at);
      // Soft: every screen's problems are reported, even if a later one stops the walk.
      expect.soft(found, path).toEqual([]);
      // The first record page of a list, once per list.
      if (!RECORD.test(path) && !seenLists.has(path)) {
        seenLists.add(path);
        const record = await page
          .locator(`main a[href^="${path}/"]`)
          .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
        const first = record.find((href) => RECORD.test(href));
        if (first && !queue.includes(first)) queue.push(first);
      }
    }
    const s = (ms: number) => `${Math.round(ms / 1000)} s`;
    console.log(
      `${info.project.name} ${role}: ${queue.length} screens in ${s(Date.now() - started)} ` +
        `(load ${s(spent.load)}, settle ${s(spent.settle)}, checks ${s(spent.check)})`,
    );
  });
