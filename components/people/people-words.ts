'use client';
/**
 * The words of the people screens' value lists (genders, relations, statuses, methods...), one
 * literal key each so the catalogue test sees every key; a value the list does not know (a new
 * status from a newer API) shows as it came.
 */
import { useTranslations } from 'use-intl';

export function usePeopleWords() {
  const t = useTranslations('people');
  const lists = {
    gender: {
      male: t('values.gender.male'),
      female: t('values.gender.female'),
      other: t('values.gender.other'),
    },
    relation: {
      father: t('values.relation.father'),
      mother: t('values.relation.mother'),
      other: t('values.relation.other'),
    },
    status: {
      active: t('values.status.active'),
      left: t('values.status.left'),
      alumni: t('values.status.alumni'),
      disabled: t('values.status.disabled'),
      pending: t('values.status.pending'),
      accepted: t('values.status.accepted'),
      rejected: t('values.status.rejected'),
      open: t('values.status.open'),
      converted: t('values.status.converted'),
      lost: t('values.status.lost'),
    },
    // The history table names statuses in lower case, inside a sentence-like "left → active".
    statusInline: {
      active: t('values.statusInline.active'),
      left: t('values.statusInline.left'),
      alumni: t('values.statusInline.alumni'),
    },
    method: {
      call: t('values.method.call'),
      visit: t('values.method.visit'),
      email: t('values.method.email'),
      message: t('values.method.message'),
      other: t('values.method.other'),
    },
    salaryBasis: {
      monthly: t('values.salaryBasis.monthly'),
      daily: t('values.salaryBasis.daily'),
      hourly: t('values.salaryBasis.hourly'),
    },
    event: {
      admission: t('values.event.admission'),
      transfer: t('values.event.transfer'),
      promotion: t('values.event.promotion'),
      repeat: t('values.event.repeat'),
      status_change: t('values.event.status_change'),
    },
  };
  type List = keyof typeof lists;
  /** The word for `value` in `list`, or the value itself when the list has none. */
  const word = (list: List, value: string | null | undefined): string =>
    value ? ((lists[list] as Record<string, string>)[value] ?? value) : '';
  /** `{value, label}` options in the order given. */
  const options = (list: List, values: readonly string[]) =>
    values.map((value) => ({ value, label: word(list, value) }));
  return { word, options };
}
