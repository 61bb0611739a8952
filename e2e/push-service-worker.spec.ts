import { expect, test } from '@playwright/test';
import { api } from './page-api';
import { signIn } from './shell-sign-in';

/**
 * The service worker of Web Push (public/sw.js) in the real browser: served to the page, allowed
 * by the page's CSP, and a push message delivered to it (through DevTools: no push service is
 * reachable here) shows the notification with the title and body the server encrypted.
 */
test('the service worker registers under the page CSP and shows a pushed notification', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await signIn(page, 'guardian');
  await page.goto('/dashboard');
  const key = await api<{ public_key: string }>(page, 'GET', '/api/me/push/public-key');
  expect(key.data.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);

  const scope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    await navigator.serviceWorker.ready;
    return registration.scope;
  });
  expect(scope).toBe(`${baseURL}/`);

  const cdp = await context.newCDPSession(page);
  const registrations = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: found }) => {
      const ours = found.find((r: { scopeURL: string }) => r.scopeURL === scope);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registrations;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId,
    data: JSON.stringify({
      title: 'Amara was absent today',
      body: 'Amara was marked absent today.',
      link: `${baseURL}/notifications`,
    }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          link: (n.data as { link: string }).link,
        }));
      }),
    )
    .toEqual([
      {
        title: 'Amara was absent today',
        body: 'Amara was marked absent today.',
        link: `${baseURL}/notifications`,
      },
    ]);
});
