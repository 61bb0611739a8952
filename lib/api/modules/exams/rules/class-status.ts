/**
 * Where a class of an exam stands, for the exams list: `published` once the office published
 * it; `submitted` when every grid it has (each paper × each of its class-sections) is
 * submitted, so it is ready to publish; `draft` otherwise (marks missing or still open).
 */
export type ClassStanding = 'draft' | 'submitted' | 'published';

export function classStanding(c: {
  published: boolean;
  grids: number;
  submitted: number;
}): ClassStanding {
  if (c.published) return 'published';
  return c.grids > 0 && c.submitted >= c.grids ? 'submitted' : 'draft';
}
