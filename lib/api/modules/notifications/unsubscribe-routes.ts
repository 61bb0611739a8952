/**
 * The e-mail's unsubscribe link (no sign-in: the signed token says who and what):
 * - `POST /api/notifications/unsubscribe?token=` turns that event's e-mail off for that user:
 *   the one-click POST a mail client sends for List-Unsubscribe-Post (RFC 8058), and the
 *   page's button. Audited in the school's log, the user as actor.
 * - `GET` answers a small page asking to confirm with that button: a link scanner that opens
 *   every link in a mail must not unsubscribe anybody.
 * The page is in the user's language; a token that is not ours is a 404 page.
 */
import { z } from 'zod';
import { DEFAULT_LOCALE, directionOf, isLocale, type Locale } from '../../../i18n/locales';
import { translator } from '../../../i18n/translate';
import { recipientsOf } from '../identity';
import { readSchoolSettings } from '../platform';
import { access, defineRoute } from '../../http/route';
import type { Executor } from '../../../db/client';
import { deliveryConfig } from './delivery-config';
import { emailOff, PREFERENCES_ENTITY } from './preferences-routes';
import { escapeHtml } from './render';
import { readUnsubscribeToken, type Unsubscription } from './unsubscribe-token';

const TAG = 'notifications';
const tokenQuery = z.object({ token: z.string().max(200).default('') });

function page(locale: Locale, status: number, title: string, content: string): Response {
  const html = `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,'Noto Sans',sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2933">
<h1 style="font-size:1.25rem">${escapeHtml(title)}</h1>
${content}
</body></html>`;
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** Whom the token names, with their name, language and school's name; null when not ours. */
async function subjectOf(db: Executor, token: string) {
  const claim = readUnsubscribeToken(deliveryConfig().sessionSecret, token);
  if (!claim) return null;
  const [user] = await recipientsOf(db, claim.schoolId, [claim.userId]);
  if (!user) return null;
  const school = await readSchoolSettings(db, claim.schoolId);
  const chosen = user.locale ?? school.locale;
  const locale: Locale = isLocale(chosen) ? chosen : DEFAULT_LOCALE;
  return { claim, user, locale, school: school.school_name };
}

function invalid(): Response {
  const t = translator(DEFAULT_LOCALE, 'notifications');
  return page(
    DEFAULT_LOCALE,
    404,
    t('unsubscribePage.title'),
    `<p>${escapeHtml(t('unsubscribePage.invalid'))}</p>`,
  );
}

export const unsubscribeRoutes = [
  defineRoute({
    method: 'GET',
    path: '/notifications/unsubscribe',
    tag: TAG,
    summary: "The unsubscribe link's page: asks to confirm (a POST), changes nothing itself",
    access: access.public,
    query: tokenQuery,
    handler: async ({ db, query }) => {
      const subject = await subjectOf(db, query.token);
      if (!subject) return invalid();
      const t = translator(subject.locale, 'notifications');
      const action = `?token=${encodeURIComponent(query.token)}`;
      return page(
        subject.locale,
        200,
        t('unsubscribePage.title'),
        `<p>${escapeHtml(t('unsubscribePage.question', { school: subject.school }))}</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(t('unsubscribePage.confirm'))}</button></form>`,
      );
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/notifications/unsubscribe',
    tag: TAG,
    summary:
      "One-click unsubscribe (RFC 8058): turns the token's event's e-mail off for its user; other channels stay",
    access: access.public,
    query: tokenQuery,
    audit: { entity: PREFERENCES_ENTITY, actions: ['update'] },
    handler: async ({ db, query, audit }) => {
      const subject = await subjectOf(db, query.token);
      if (!subject) return invalid();
      const { claim, user } = subject;
      await db.transaction((tx) => turnOff(tx, audit, claim, user.name));
      const t = translator(subject.locale, 'notifications');
      return page(
        subject.locale,
        200,
        t('unsubscribePage.title'),
        `<p>${escapeHtml(t('unsubscribePage.done', { school: subject.school }))}</p>`,
      );
    },
  }),
];

const turnOff = (
  tx: Executor,
  audit: Parameters<typeof emailOff>[1],
  claim: Unsubscription,
  name: string,
) => emailOff(tx, audit, { schoolId: claim.schoolId, userId: claim.userId, name }, claim.event);
