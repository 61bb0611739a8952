/**
 * A delivery's words in its recipient's language (messages/{locale}/notifications.json): the
 * subject (the in-app title), the text (the in-app body, and the e-mail's plain-text part)
 * and the e-mail's HTML, which wears the school's name and colour, opens the app at the
 * event's screen and ends with the unsubscribe link. Every fact in it is escaped.
 */
import { directionOf, type Locale } from '../../../i18n/locales';
import { translator } from '../../../i18n/translate';
import type { NotificationEvent } from '../../../db/schema/notifications-values';
import { argumentsOf } from './event-params';

export type Rendered = { subject: string; text: string; html: string; body: string };

export type RenderInput = {
  locale: Locale;
  event: NotificationEvent;
  params: Record<string, string | number>;
  recipientName: string;
  school: { name: string; colour: string };
  /** The screen to open, absolute (null: the message stands alone). */
  link: string | null;
  unsubscribeUrl: string;
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** A colour the school set, if it is a plain hex colour; else Schola's own. */
const safeColour = (colour: string) => (/^#[0-9a-f]{6}$/i.test(colour) ? colour : '#215679');

/** The subject and body of an event alone (the in-app title and body). */
export function eventWords(
  locale: Locale,
  event: NotificationEvent,
  params: Record<string, string | number>,
) {
  const t = translator(locale, 'notifications');
  const values = argumentsOf(event, params);
  return { subject: t(`events.${event}.subject`, values), body: t(`events.${event}.body`, values) };
}

export function renderMessage(input: RenderInput): Rendered {
  const t = translator(input.locale, 'notifications');
  const { subject, body } = eventWords(input.locale, input.event, input.params);
  const school = input.school.name;
  const hello = t('mail.hello', { name: input.recipientName });
  const open = t('mail.open', { school });
  const why = t('mail.why', { school });
  const stop = t('mail.unsubscribe');
  const text = [
    hello,
    '',
    body,
    ...(input.link ? ['', `${open}: ${input.link}`] : []),
    '',
    '—',
    why,
    `${stop}: ${input.unsubscribeUrl}`,
  ].join('\n');
  const colour = safeColour(input.school.colour);
  const e = escapeHtml;
  const button = input.link
    ? `<p><a href="${e(input.link)}" style="display:inline-block;padding:10px 16px;background:${colour};color:#ffffff;text-decoration:none;border-radius:4px">${e(open)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${input.locale}" dir="${directionOf(input.locale)}">
<head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,'Noto Sans',sans-serif;color:#1f2933">
<div style="max-width:560px;margin:0 auto;background:#ffffff">
<div style="background:${colour};color:#ffffff;padding:16px 20px;font-size:18px;font-weight:bold">${e(school)}</div>
<div style="padding:20px">
<p>${e(hello)}</p>
<p>${e(body)}</p>
${button}
</div>
<div style="padding:12px 20px;font-size:12px;color:#616e7c;border-top:1px solid #e4e7eb">
<p>${e(why)}</p>
<p><a href="${e(input.unsubscribeUrl)}" style="color:#616e7c">${e(stop)}</a></p>
</div>
</div>
</body>
</html>`;
  return { subject, text, html, body };
}
