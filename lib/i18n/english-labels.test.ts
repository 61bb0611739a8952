/**
 * Every label the API declares in English has its translations: CSV headers anywhere in
 * lib/api, and the dashboard's figure labels, chart titles and captions (the catalogue test
 * checks the other way: every key used, the same in four languages).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { catalogue } from './catalogue';
import { englishLabel } from './english-labels';
import { STATUS_LABELS } from '../api/modules/attendance/schemas';

const root = path.resolve(__dirname, '../api');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

const literals = (file: string, pattern: RegExp) =>
  [...readFileSync(file, 'utf8').matchAll(pattern)].map((m) => m[2] ?? '');

const declared = [
  ...new Set([
    ...sources(root).flatMap((file) => literals(file, /header: (['`])([^'`$]+)\1/g)),
    ...sources(root)
      .filter((file) => path.basename(file) === 'dashboard.ts')
      .flatMap((file) => literals(file, /(?:label|title|caption): (['`])([^'`$]+)\1/g)),
    ...Object.values(STATUS_LABELS),
  ]),
];

test('the catalogue holds every literal CSV header and dashboard label of the API', () => {
  expect(declared.length).toBeGreaterThan(160);
  const english = catalogue('en', 'labels');
  expect(declared.filter((label) => !(label in english))).toEqual([]);
});

test('a label reads in the chosen language, and stays English for English', () => {
  expect(englishLabel('fr', 'Admission no')).toBe("N° d'admission");
  expect(englishLabel('ar', 'Student')).toBe('الطالب');
  expect(englishLabel('hi', 'Paid on')).toBe('भुगतान तिथि');
  expect(englishLabel('ar', 'Students per class')).toBe('الطلاب في كل صف');
  expect(englishLabel('en', 'Paid on')).toBe('Paid on');
});
