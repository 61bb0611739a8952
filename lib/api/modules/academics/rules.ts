/**
 * Pure rules of the academic structure (DOMAIN.md), shared by the API and the forms, and
 * table-tested: elective groups ("choose N of M") and the one default session year.
 */
import { apiMessage, type ApiMessage } from '../../http/api-message';

export type Problem = { field: string; message: string };

/** What is wrong with an elective group: a name, and 1 ≤ N < M with at least two subjects. */
export function electiveGroupProblems(group: {
  name: string | null;
  choose: number | null;
  subjectCount: number;
}): Problem[] {
  const problems: Problem[] = [];
  if (!group.name?.trim())
    problems.push({ field: 'group_name', message: 'Name the elective group.' });
  if (group.subjectCount < 2)
    problems.push({
      field: 'subject_ids',
      message: 'An elective group offers at least two subjects.',
    });
  if (group.choose === null || !Number.isInteger(group.choose))
    problems.push({
      field: 'choose_count',
      message: 'Say how many subjects a student chooses.',
    });
  else if (group.choose < 1)
    problems.push({ field: 'choose_count', message: 'A student chooses at least one subject.' });
  else if (group.subjectCount >= 2 && group.choose >= group.subjectCount)
    problems.push({
      field: 'choose_count',
      message: `A student must choose fewer than the ${group.subjectCount} subjects offered (choose N of M, N less than M).`,
    });
  return problems;
}

/** Why one subject may not leave its elective group, if it may not. */
export function electiveRemovalProblem(
  groupName: string,
  choose: number,
  subjectCount: number,
): ApiMessage | undefined {
  if (subjectCount - 1 > choose) return undefined;
  return apiMessage('academics.electiveWouldShrink', {
    group: groupName,
    offered: subjectCount - 1,
    choose,
  });
}

export type DefaultChange =
  | { kind: 'keep' }
  /** Clear the school's current default and make this year the default, in one transaction. */
  | { kind: 'make-default' }
  | { kind: 'refuse'; message: ApiMessage };

/**
 * Exactly one default per school: asking for it switches the default; the current default
 * cannot be switched off directly; the first year of a school becomes the default.
 */
export function defaultChange(year: {
  isDefault: boolean;
  wantsDefault: boolean;
  schoolHasDefault: boolean;
}): DefaultChange {
  if (year.wantsDefault) return year.isDefault ? { kind: 'keep' } : { kind: 'make-default' };
  if (year.isDefault) return { kind: 'refuse', message: apiMessage('academics.oneDefaultYear') };
  if (!year.schoolHasDefault) return { kind: 'make-default' };
  return { kind: 'keep' };
}

export function sessionYearDeleteProblem(year: { isDefault: boolean; name: string }) {
  return year.isDefault
    ? apiMessage('academics.defaultYearUndeletable', { name: year.name })
    : undefined;
}
