/**
 * The dead letters on screen (issue 28): an SMS the provider refused for good is retried from
 * /notification-log's "Failed for good" view and reaches the provider.
 *
 * The provider is a node:http server in this test's process (the server's worker posts to it
 * on 127.0.0.1). A guardian made for the run, with a phone and SMS chosen for announcements,
 * is the one recipient of an announcement to a class-section of their own child; the provider
 * refuses the first message (400: bounced) and takes the next. The school's quiet hours are
 * off for the run and its provider removed again at the end.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { defined } from '../lib/test-support/defined';
import { api, metaData } from './page-api';
import { chooseEnglish, forgetSession, signIn, signInWith } from './shell-sign-in';

test.setTimeout(180_000);

const run = Date.now().toString(36);
const PASSWORD = 'Retry-guardian-1';

type Arrival = { headers: IncomingHttpHeaders; body: string };

/** A stand-in SMS provider: refuses the first `refusals` messages with 400, then takes them. */
async function startProvider(refusals: number) {
  const arrivals: Arrival[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      arrivals.push({ headers: req.headers, body: Buffer.concat(chunks).toString() });
      const refused = arrivals.length <= refusals;
      res.writeHead(refused ? 400 : 201, { 'Content-Type': 'application/json' });
      res.end(refused ? '{"error":"number refused"}' : `{"id":"e2e-${arrivals.length}"}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/messages`,
    arrivals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('an SMS the provider refused is retried from the log and reaches the provider', async ({
  page,
}) => {
  const provider = await startProvider(1);
  let quiet: { quiet_start: string | null; quiet_end: string | null } | undefined;
  try {
    await signIn(page, 'admin');
    await chooseEnglish(page);
    const section = defined((await metaData(page)).class_section.at(-1), 'a class-section');
    const guardianEmail = `retry-guardian-${run}@example.test`;
    await api(page, 'POST', '/api/students', {
      first_name: 'Sami',
      last_name: `Retry ${run}`,
      gender: 'male',
      date_of_birth: '2016-05-05',
      admission_date: '2020-01-06',
      class_section_id: section.id,
      guardians: [
        {
          full_name: `Retry Guardian ${run}`,
          email: guardianEmail,
          phone: '+44 7700 900555',
          relation: 'father',
          is_primary: true,
          password: PASSWORD,
        },
      ],
    });
    const before = await api<{ quiet_start: string | null; quiet_end: string | null }>(
      page,
      'GET',
      '/api/notification-settings',
    );
    quiet = { quiet_start: before.data.quiet_start, quiet_end: before.data.quiet_end };
    // No quiet hours for the run: an SMS would otherwise wait for the morning.
    await api(page, 'PUT', '/api/notification-settings', {
      sms_endpoint: provider.url,
      sms_key: 'e2e-key',
      sms_via: 'sms',
      quiet_start: null,
      quiet_end: null,
    });

    // The guardian wants announcements by SMS only.
    await forgetSession(page);
    await signInWith(page, guardianEmail, PASSWORD);
    await api(page, 'PUT', '/api/me/notification-preferences', {
      preferences: [{ event: 'announcement_published', channels: ['sms'] }],
    });

    // The School Admin publishes to the child's class-section; the provider refuses the SMS.
    await forgetSession(page);
    await signIn(page, 'admin');
    const title = `Trip ${run}`;
    await api(page, 'POST', '/api/announcements', {
      title,
      body: 'The trip leaves at eight.',
      audience: 'class_sections',
      class_section_ids: [section.id],
      publish_date: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10),
    });
    await expect.poll(() => provider.arrivals.length, { timeout: 60_000 }).toBe(1);
    expect(provider.arrivals[0]?.body).toContain('+447700900555');

    // "Failed for good" lists it, bounced; Retry answers with a toast and its new state.
    await page.goto('/notification-log?state=dead&channel=sms');
    const row = page.getByRole('row').filter({ hasText: `Retry Guardian ${run}` });
    await expect(async () => {
      await page.reload();
      await expect(row.getByText('Bounced')).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await row
      .getByRole('checkbox', { name: `Select the message to Retry Guardian ${run}` })
      .check();
    await expect(page.getByRole('button', { name: 'Retry selected (1)' })).toBeEnabled();
    await row.getByRole('button', { name: 'Retry', exact: true }).click();
    await expect(page.getByText('The message will be sent again now.')).toBeVisible();
    await expect(row.getByText('Queued')).toBeVisible();

    // The worker sends it again: the provider takes it, with the same idempotency key.
    await expect.poll(() => provider.arrivals.length, { timeout: 60_000 }).toBe(2);
    expect(provider.arrivals[1]?.body).toContain(title.split(' ')[0]);
    expect(provider.arrivals[1]?.headers['idempotency-key']).toBe(
      provider.arrivals[0]?.headers['idempotency-key'],
    );
    await page.goto('/notification-log?channel=sms');
    await expect(async () => {
      await page.reload();
      await expect(row.getByText('Sent', { exact: true })).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });

    // Every queue's jobs: the background jobs screen opens on the dead ones.
    await page.goto('/background-jobs');
    await expect(page.getByRole('heading', { name: 'Background jobs' })).toBeVisible();
  } finally {
    await api(page, 'PUT', '/api/notification-settings', {
      sms_endpoint: null,
      sms_key: '',
      ...quiet,
    }).catch(() => undefined);
    await provider.close();
  }
});
