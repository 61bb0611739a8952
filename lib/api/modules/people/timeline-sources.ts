/**
 * What other modules add to a student's timeline beyond the audit log (attendance: absences in
 * a row, months below the mark). People does not know those modules: each registers a source
 * here from its manifest's `connect`, and the timeline merges what the sources answer with its
 * own entries, in one order.
 */
import type { Executor } from '../../../db/client';
import type { SchoolUser } from '../../http/context';
import type { TimelineEntry } from './timeline';

type TimelineSource = (
  db: Executor,
  caller: SchoolUser,
  studentId: number,
) => Promise<TimelineEntry[]>;

const sources: TimelineSource[] = [];

export function addStudentTimelineSource(source: TimelineSource): void {
  sources.push(source);
}

export async function fromTimelineSources(
  db: Executor,
  caller: SchoolUser,
  studentId: number,
): Promise<TimelineEntry[]> {
  const answers = await Promise.all(sources.map((source) => source(db, caller, studentId)));
  return answers.flat();
}

/** A milestone a module worked out (not a log entry): a plain day, its kind and a few figures. */
export function milestoneEntry(m: {
  key: string;
  at: string;
  kind: string;
  details: Record<string, string | number>;
}): TimelineEntry {
  return {
    ...m,
    source: 'milestone',
    by: null,
    note: null,
    from_class_section_id: null,
    to_class_section_id: null,
    from_status: null,
    to_status: null,
  };
}
