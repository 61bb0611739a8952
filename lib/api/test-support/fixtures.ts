/**
 * Helpers for the cross-school fixtures (each module's `test-support/foreign-rows.ts`): how to
 * make a row of the shared building blocks (classes, class-sections, students...) in a given
 * school, as its School Admin. The suite (lib/api/cross-school.test.ts) finds each module's
 * fixtures by that convention; see lib/api/test-support/cross-school.ts.
 */
import { studentBody as peopleStudentBody } from '../modules/people/test-support';
import sharp from 'sharp';
import { unique, type TestApi } from './harness';

export type As = { token: string; school: string };
export type ForeignRows = {
  /** Makes a row in `as`'s school (as its School Admin) and returns its id (a file: its name). */
  create: (t: TestApi, as: As) => Promise<number | string>;
  /** Bodies valid in `as`'s school, by "METHOD path" of each route that takes one. */
  bodies?: Record<string, (t: TestApi, as: As) => Promise<unknown>>;
};
export async function post(t: TestApi, as: As, path: string, body: unknown): Promise<number> {
  const res = await t.call('POST', `/api${path}`, { ...as, body });
  if (res.status !== 200)
    throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}
export const named = async () => ({ name: unique('N') });
export const medium = (t: TestApi, as: As) => post(t, as, '/mediums', { name: unique('Medium') });
export const section = (t: TestApi, as: As) =>
  post(t, as, '/sections', { name: unique('Section') });
export const subject = (t: TestApi, as: As) =>
  post(t, as, '/subjects', { name: unique('Subject'), type: 'Theory' });
export const classBody = async (t: TestApi, as: As) => ({
  name: unique('Class'),
  medium_id: await medium(t, as),
});
export const klass = async (t: TestApi, as: As) => post(t, as, '/classes', await classBody(t, as));
export const classSectionBody = async (t: TestApi, as: As) => ({
  class_id: await klass(t, as),
  section_id: await section(t, as),
});
export const classSection = async (t: TestApi, as: As) =>
  post(t, as, '/class-sections', await classSectionBody(t, as));
let yearSeq = 0;
/** Session years far in the future, one century per call: never overlapping a real one. */
export const sessionYearBody = async () => {
  const year = 3000 + 2 * yearSeq++;
  return { name: unique('Year'), start_date: `${year}-06-01`, end_date: `${year + 1}-05-31` };
};
export const studentBody = async (t: TestApi, as: As) =>
  peopleStudentBody(await classSection(t, as));
export const student = async (t: TestApi, as: As) =>
  post(t, as, '/students', await studentBody(t, as));
/** A real (tiny) PNG: the server reads a photo to make it smaller, so a signature is not enough. */
export const photoForm = async () => {
  const form = new FormData();
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#888' } })
    .png()
    .toBuffer();
  form.set('photo', new File([new Uint8Array(png)], 'photo.png', { type: 'image/png' }));
  return form;
};

/** A module's fixtures, by resource (the path segment before a route's first parameter). */
export type ForeignRowsOf = Record<string, ForeignRows>;
