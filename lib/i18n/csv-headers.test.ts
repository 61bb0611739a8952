/**
 * Every CSV header the API declares has its translations (the catalogue test checks that every
 * key is used and complete; this checks the other way: no header is left out of the catalogue).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { catalogue } from './catalogue';
import { csvHeader } from './csv-headers';
import { STATUS_LABELS } from '../api/modules/attendance/schemas';

const root = path.resolve(__dirname, '../api');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

const declared = [
  ...new Set(
    sources(root).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/header: (['`])([^'`$]+)\1/g)].map((m) => m[2] ?? ''),
    ),
  ),
  ...Object.values(STATUS_LABELS),
];

test('the catalogue holds every literal CSV header of the API', () => {
  expect(declared.length).toBeGreaterThan(150);
  const english = catalogue('en', 'csv');
  expect(declared.filter((header) => !(header in english))).toEqual([]);
});

test('a header reads in the chosen language, and stays English for English', () => {
  expect(csvHeader('fr', 'Admission no')).toBe("N° d'admission");
  expect(csvHeader('ar', 'Student')).toBe('الطالب');
  expect(csvHeader('hi', 'Paid on')).toBe('भुगतान तिथि');
  expect(csvHeader('en', 'Paid on')).toBe('Paid on');
});
