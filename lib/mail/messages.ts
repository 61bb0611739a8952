/**
 * The e-mails Schola writes, in the recipient's language (issue 26): the words come from the
 * `email` catalogue, the facts (names, links, addresses) are passed in. Plain text, one line per
 * paragraph, as before.
 */
import type { Locale } from '../i18n/locales';
import { translator } from '../i18n/translate';
import type { MailMessage } from './send-mail';

export function passwordResetMail(
  locale: Locale,
  to: { email: string; name: string },
  where: string,
  link: string,
  minutes: number,
): MailMessage {
  const t = translator(locale, 'email');
  return {
    to: to.email,
    subject: t('reset.subject', { where }),
    text: [
      t('reset.hello', { name: to.name }),
      '',
      t('reset.asked', { where, email: to.email }),
      t('reset.choose', { minutes }),
      '',
      link,
      '',
      t('reset.ignore'),
    ].join('\n'),
  };
}

export function schoolReadyMail(
  locale: Locale,
  to: string,
  school: string,
  address: string,
  password: string,
): MailMessage {
  const t = translator(locale, 'email');
  return {
    to,
    subject: t('schoolReady.subject', { school }),
    text: [
      t('schoolReady.created', { school }),
      '',
      t('schoolReady.address', { address }),
      t('schoolReady.signIn', { email: to }),
      t('schoolReady.password', { password }),
      '',
      t('schoolReady.change'),
    ].join('\n'),
  };
}
