/**
 * The people screens in their four languages (issue 26): counts keep their English exactly as the
 * screens said them before the catalogues ("Promote 2000 students", not "2,000"), Arabic takes its
 * dual and plural forms, and the value lists (relations, history statuses) follow the language.
 */
import { useTranslations } from 'use-intl';
import { renderIn } from '@/components/i18n/render-in';
import type { Locale } from '@/lib/i18n/locales';
import { Pager } from './pager';
import { StudentGuardians } from './student-guardians';
import type { StudentGuardian } from './student-types';

const text = (locale: Locale, node: React.ReactNode) =>
  renderIn(locale, 'people', node)
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const guardian: StudentGuardian = {
  user_id: 1,
  full_name: 'عائشة الحربي',
  email: 'aisha@example.com',
  phone: null,
  occupation: null,
  relation: 'mother',
  is_primary: false,
};

test('the pager counts pages in the page language, its numbers ungrouped', () => {
  const pager = <Pager page={2} pages={1200} onPage={() => undefined} counted="x" />;
  expect(text('en', pager)).toBe('Previous Page 2 of 1200 · x Next');
  expect(text('fr', pager)).toBe('Précédent Page 2 sur 1200 · x Suivant');
  expect(text('ar', pager)).toBe('السابق الصفحة 2 من 1200 · x التالي');
});

test("a student's guardians table names the relation in the page language", () => {
  expect(text('en', <StudentGuardians guardians={[guardian]} />)).toContain(
    'عائشة الحربي Mother aisha@example.com —',
  );
  expect(text('hi', <StudentGuardians guardians={[guardian]} />)).toContain('माता');
  expect(text('ar', <StudentGuardians guardians={[]} />)).toBe('لا يوجد ولي أمر مسجّل.');
});

describe('counts', () => {
  const Count = ({ id, count }: { id: string; count: number }) => {
    // The messages the promotion and transfer screens show, read as they read them.
    const t = useTranslations('people');
    return <>{t(id as 'promotion.promoteStudents', { count, session: '2026-27' })}</>;
  };
  test.each([
    ['en', 'promotion.promoteStudents', 2000, 'Promote 2000 students'],
    ['en', 'promotion.confirmTitle', 1, 'Promote 1 student into 2026-27?'],
    ['en', 'transfer.submit', 0, 'Transfer students'],
    ['en', 'transfer.submit', 1, 'Transfer 1 student'],
    ['en', 'import.importRows', 2, 'Import 2 rows'],
    ['ar', 'promotion.promoteStudents', 2, 'ترفيع طالبين'],
    ['ar', 'promotion.counted', 5, '5 طلاب'],
    ['ar', 'promotion.counted', 11, '11 طالبًا'],
    ['fr', 'transfer.submit', 0, 'Transférer les élèves'],
    ['fr', 'promotion.counted', 1, '1 élève'],
    ['hi', 'import.importRows', 3, '3 पंक्तियाँ आयात करें'],
  ] as const)('%s %s with %d: %s', (locale, id, count, expected) => {
    expect(text(locale, <Count id={id} count={count} />)).toBe(expected);
  });
});
