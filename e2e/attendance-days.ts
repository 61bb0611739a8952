/**
 * The registers a signed-in user can take, for specs that save one: their class-sections (`own`:
 * the teacher's own class), the register of a day (with its reason when it cannot be marked),
 * the day before, and the latest markable day from a date back (today unless a weekend or holiday).
 */
import type { Page } from '@playwright/test';
import { api } from './page-api';

/** The class-sections whose register the signed-in user may take. */
export const markableSections = async (page: Page) =>
  (
    await api<{ id: number; name: string; own: boolean }[]>(
      page,
      'GET',
      '/api/student-attendance/class-sections',
    )
  ).data;

export type Day = { today: string; day: { problem: string | null }; marks: { name: string }[] };

export const dayOf = async (page: Page, sectionId: number, date: string) =>
  (
    await api<Day>(
      page,
      'GET',
      `/api/student-attendance?class_section_id=${sectionId}&date=${date}`,
    )
  ).data;

export function previous(date: string) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The latest day from `today` back that the class can be marked (today unless a weekend or holiday). */
export async function markableDay(page: Page, sectionId: number, today?: string) {
  let date = today ?? (await dayOf(page, sectionId, '2000-01-01')).today;
  for (let i = 0; i < 14; i++) {
    const day = await dayOf(page, sectionId, date);
    if (!day.day.problem) return { date, day };
    date = previous(date);
  }
  throw new Error('No markable day in the last two weeks');
}
