/**
 * The grading-scale editor's form (pure, unit-tested): a scale as the inputs hold it (text),
 * and back to the API's body (an empty number is null; a co-scholastic scale sends no
 * percentages, points, classes or default).
 */
import type { ScaleKind } from '@/lib/db/schema/exams-values';
import type { GradingScaleRow } from '@/lib/api/modules/exams/types';

export type BandInput = { min_percent: string; grade: string; grade_point: string; remark: string };
export type ScaleInput = {
  name: string;
  kind: ScaleKind;
  is_default: boolean;
  class_ids: number[];
  bands: BandInput[];
};

export const blankBand = (): BandInput => ({
  min_percent: '',
  grade: '',
  grade_point: '',
  remark: '',
});

export const blankScale = (): ScaleInput => ({
  name: '',
  kind: 'marks',
  is_default: false,
  class_ids: [],
  bands: [blankBand()],
});

const text = (n: number | null) => (n === null ? '' : String(n));

export const scaleInput = (s: GradingScaleRow): ScaleInput => ({
  name: s.name,
  kind: s.kind,
  is_default: s.is_default,
  class_ids: s.class_ids,
  bands: s.bands.map((b) => ({
    min_percent: text(b.min_percent),
    grade: b.grade,
    grade_point: text(b.grade_point),
    remark: b.remark ?? '',
  })),
});

const number = (value: string) => (value.trim() === '' ? null : Number(value));

export function scaleBody(input: ScaleInput) {
  const marks = input.kind === 'marks';
  return {
    name: input.name,
    kind: input.kind,
    is_default: marks && input.is_default,
    class_ids: marks ? input.class_ids : [],
    bands: input.bands.map((b) => ({
      min_percent: marks ? number(b.min_percent) : null,
      grade: b.grade,
      grade_point: marks ? number(b.grade_point) : null,
      remark: b.remark.trim() === '' ? null : b.remark,
    })),
  };
}
