/**
 * The functional areas of Schola as the marketing site presents them: one page each under
 * /features/{slug}. The wording follows what the product does (SPEC §1 and DOMAIN.md); it
 * promises nothing the product does not do.
 *
 * The words live in the `public` catalogue (messages/{locale}/public.json, `areas.{key}`: title,
 * summary, the screens as named in the menu, and each point's heading and text), so each area
 * reads in the visitor's language; this file keeps the order, the addresses and the points.
 */
import type { Translate } from '@/lib/i18n/translate';

export type FeatureArea = {
  slug: string;
  title: string;
  /** One line for cards and the page's lead. */
  summary: string;
  points: { heading: string; text: string }[];
  /** The screens of the school app this area covers, as named in the menu, in one line. */
  screens: string;
};

/** Each area's address, its key in the catalogue and its points' keys, in the order shown. */
const AREAS = [
  { slug: 'students-and-admissions', key: 'students', points: ['p1', 'p2', 'p3', 'p4'] },
  { slug: 'attendance', key: 'attendance', points: ['p1', 'p2', 'p3', 'p4'] },
  { slug: 'leave-and-holidays', key: 'leave', points: ['p1', 'p2', 'p3', 'p4'] },
  { slug: 'announcements', key: 'announcements', points: ['p1', 'p2'] },
  { slug: 'fees', key: 'fees', points: ['p1', 'p2', 'p3', 'p4'] },
  { slug: 'staff-and-payroll', key: 'payroll', points: ['p1', 'p2', 'p3'] },
  { slug: 'expenses-and-inventory', key: 'expenses', points: ['p1', 'p2', 'p3'] },
  { slug: 'academic-setup', key: 'academics', points: ['p1', 'p2', 'p3'] },
  { slug: 'administration', key: 'administration', points: ['p1', 'p2', 'p3', 'p4'] },
] as const;

export const FEATURE_SLUGS: readonly string[] = AREAS.map((area) => area.slug);

/** Every area in the language of `t`, the `public` namespace's translator. */
export function featureAreas(t: Translate): FeatureArea[] {
  return AREAS.map(({ slug, key, points }) => ({
    slug,
    title: t(`areas.${key}.title`),
    summary: t(`areas.${key}.summary`),
    screens: t(`areas.${key}.screens`),
    points: points.map((point) => ({
      heading: t(`areas.${key}.points.${point}.heading`),
      text: t(`areas.${key}.points.${point}.text`),
    })),
  }));
}

export function featureArea(t: Translate, slug: string): FeatureArea | undefined {
  return featureAreas(t).find((area) => area.slug === slug);
}
