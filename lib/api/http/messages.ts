/**
 * API messages in the caller's language (issue 26): an error names its message by a key of
 * the `api` namespace (messages/{locale}/api.json) with its parameters, and the envelope is
 * rendered in the caller's language where it is made (errors.ts toErrorBody). ApiError keeps
 * its English `message` too (logs, tests, the clients that read it), rendered from the same
 * catalogue.
 *
 * A plain string is a message not converted yet: it stays English in every language. A keyed
 * message may carry the exact English a schema wrote (`english`): zod issues are translated
 * by their kind (required, too long, not an e-mail...), while English keeps each field's own
 * wording, which the forms and their tests know.
 */
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales';
import { translator, type Translate } from '../../i18n/translate';

// The message's shape and maker live apart (api-message.ts), free of the catalogues, so pure
// rules shared with the browser can name a message too.
export { apiMessage, type ApiMessage, type ApiText } from './api-message';
import type { ApiText } from './api-message';

/** The api namespace's messages in one language (lib/i18n/translate.ts: plain Node too). */
const apiTranslator = (locale: Locale): Translate => translator(locale, 'api');

/**
 * The request fields the catalogue names in each language; any other field is shown as sent.
 * Keyed by the last part of the path that is not an index (`guardians.0.email` → email).
 */
const FIELD_NAMES: Record<string, string> = {
  first_name: 'fields.firstName',
  last_name: 'fields.lastName',
  full_name: 'fields.fullName',
  name: 'fields.name',
  email: 'fields.email',
  password: 'fields.password',
  current_password: 'fields.currentPassword',
  new_password: 'fields.newPassword',
  new_password_confirmation: 'fields.newPasswordConfirmation',
  photo: 'fields.photo',
  gender: 'fields.gender',
  date_of_birth: 'fields.dateOfBirth',
  phone: 'fields.phone',
  mobile: 'fields.mobile',
  address: 'fields.address',
  current_address: 'fields.currentAddress',
  permanent_address: 'fields.permanentAddress',
  class_section_id: 'fields.classSection',
  admission_no: 'fields.admissionNo',
  relation: 'fields.relation',
  amount: 'fields.amount',
  date: 'fields.date',
  from_date: 'fields.fromDate',
  to_date: 'fields.toDate',
  start_date: 'fields.startDate',
  end_date: 'fields.endDate',
  reason: 'fields.reason',
  title: 'fields.title',
  description: 'fields.description',
  locale: 'fields.locale',
  status: 'fields.status',
  month: 'fields.month',
  year: 'fields.year',
  school_code: 'fields.schoolCode',
};

function fieldName(path: string, t: Translate): string {
  const last = path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .pop();
  const key = last === undefined ? undefined : FIELD_NAMES[last];
  return key ? t(key) : path;
}

/** The text in `locale`; English when it is a literal string not converted yet. */
export function renderApiText(text: ApiText, locale: Locale = DEFAULT_LOCALE): string {
  if (typeof text === 'string') return text;
  if (locale === DEFAULT_LOCALE && text.english !== undefined) return text.english;
  const t = apiTranslator(locale);
  const values =
    text.field === undefined ? text.values : { ...text.values, field: fieldName(text.field, t) };
  return t(text.key, values);
}
