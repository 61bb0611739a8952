/**
 * The academic structure of the demo schools: session years (last year and this year, the
 * default), mediums, sections, streams, shifts, semesters, classes with their sections,
 * subjects, class groups and the subjects each class is taught. The structure is what the API
 * tests rely on; the life adds the rest of the school (more classes, groups, class-subjects).
 */
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import {
  classGroupClasses,
  classGroups,
  classSections,
  classSubjects,
  classes,
  mediums,
  sections,
  semesters,
  sessionYears,
  shifts,
  streams,
  subjects,
} from '../../../db/schema/academics';
import type { DemoSeedContext, ModuleDemoSeed } from '../../demo/context';
import type { DemoSchoolKey } from '../../demo/schools';
import { allClassSections } from './class-sections';

type ClassSpec = { name: string; medium: string; stream?: string };
type Part = {
  mediums: string[];
  sections: string[];
  streams: string[];
  shifts: { name: string; start: string; end: string }[];
  semesters: { name: string; start: number; end: number }[];
  classes: ClassSpec[];
  subjects: { name: string; code: string; type: 'Theory' | 'Practical'; color: string }[];
};

const STRUCTURE: Record<DemoSchoolKey, Part & { sessions: SessionSpec[] }> = {
  riverside: {
    sessions: [
      { name: '2025-26', start: '2025-06-01', end: '2026-05-31', isDefault: false },
      { name: '2026-27', start: '2026-06-01', end: '2027-05-31', isDefault: true },
    ],
    mediums: ['English'],
    sections: ['A', 'B'],
    streams: [],
    shifts: [{ name: 'Morning', start: '08:00', end: '13:30' }],
    semesters: [],
    classes: [
      { name: 'Grade 1', medium: 'English' },
      { name: 'Grade 2', medium: 'English' },
      { name: 'Grade 3', medium: 'English' },
    ],
    subjects: [
      { name: 'Mathematics', code: 'MAT', type: 'Theory', color: '#3366cc' },
      { name: 'English Language', code: 'ENG', type: 'Theory', color: '#cc6633' },
      { name: 'Art and Craft', code: 'ART', type: 'Practical', color: '#aa44aa' },
    ],
  },
  hillcrest: {
    sessions: [
      { name: '2025-2026', start: '2025-09-01', end: '2026-07-15', isDefault: false },
      { name: '2026-2027', start: '2026-09-01', end: '2027-07-15', isDefault: true },
    ],
    mediums: ['English', 'French'],
    sections: ['Red', 'Blue'],
    streams: ['Science', 'Humanities'],
    shifts: [
      { name: 'Day', start: '07:45', end: '14:15' },
      { name: 'Evening', start: '15:00', end: '19:00' },
    ],
    semesters: [
      { name: 'Autumn', start: 9, end: 1 },
      { name: 'Spring', start: 2, end: 6 },
    ],
    classes: [
      { name: 'Year 10', medium: 'English', stream: 'Science' },
      { name: 'Year 11', medium: 'English', stream: 'Humanities' },
    ],
    subjects: [
      { name: 'Physics', code: 'PHY', type: 'Theory', color: '#2255aa' },
      { name: 'Chemistry Lab', code: 'CHL', type: 'Practical', color: '#22aa55' },
      { name: 'History', code: 'HIS', type: 'Theory', color: '#aa5522' },
      { name: 'French Literature', code: 'FRL', type: 'Theory', color: '#5522aa' },
    ],
  },
};

/** Added by the life: lower classes (so last year's promotion has somewhere to come from). */
const LIFE: Record<DemoSchoolKey, Part & { groups: { name: string; classes: string[] }[] }> = {
  riverside: {
    mediums: [],
    sections: [],
    streams: ['General', 'Gifted Programme'],
    shifts: [{ name: 'Afternoon', start: '12:30', end: '17:00' }],
    semesters: [
      { name: 'Term 1', start: 6, end: 11 },
      { name: 'Term 2', start: 12, end: 5 },
    ],
    classes: [
      { name: 'Grade 4', medium: 'English' },
      { name: 'Grade 5', medium: 'English' },
      { name: 'Grade 6', medium: 'English' },
    ],
    subjects: [
      { name: 'Science', code: 'SCI', type: 'Theory', color: '#2a9d8f' },
      { name: 'Physical Education', code: 'PE', type: 'Practical', color: '#e76f51' },
    ],
    groups: [
      { name: 'Lower Primary', classes: ['Grade 1', 'Grade 2', 'Grade 3'] },
      { name: 'Upper Primary', classes: ['Grade 4', 'Grade 5', 'Grade 6'] },
    ],
  },
  hillcrest: {
    mediums: [],
    sections: [],
    streams: [],
    shifts: [],
    semesters: [],
    classes: [
      { name: 'Year 7', medium: 'English' },
      { name: 'Year 8', medium: 'English' },
      { name: 'Year 9', medium: 'English' },
    ],
    subjects: [
      { name: 'Mathematics', code: 'MTH', type: 'Theory', color: '#114477' },
      { name: 'English Literature', code: 'ENL', type: 'Theory', color: '#771144' },
      { name: 'Geography', code: 'GEO', type: 'Theory', color: '#447711' },
    ],
    groups: [
      { name: 'Key Stage 3', classes: ['Year 7', 'Year 8', 'Year 9'] },
      { name: 'GCSE', classes: ['Year 10', 'Year 11'] },
    ],
  },
};

/** Hillcrest's classes run in semesters; Riverside's terms are only its calendar. */
const USES_SEMESTERS: Record<DemoSchoolKey, boolean> = { riverside: false, hillcrest: true };

type SessionSpec = { name: string; start: string; end: string; isDefault: boolean };

export const academicsDemoSeed: ModuleDemoSeed = {
  module: 'academics',
  structure: async (ctx) => {
    const part = STRUCTURE[ctx.school.subdomain];
    // The school's own calendar replaces the session year createSchool made.
    await ctx.tx.delete(sessionYears).where(eq(sessionYears.schoolId, ctx.schoolId));
    await ctx.tx.insert(sessionYears).values(
      part.sessions.map((s) => ({
        schoolId: ctx.schoolId,
        name: s.name,
        startDate: s.start,
        endDate: s.end,
        isDefault: s.isDefault,
      })),
    );
    await addPart(ctx, part);
  },
  life: async (ctx) => {
    const part = LIFE[ctx.school.subdomain];
    await addPart(ctx, part);
    const { tx, schoolId } = ctx;
    const all = await demoAcademics(tx, schoolId);
    for (const group of part.groups) {
      const row = oneRow(
        await tx
          .insert(classGroups)
          .values({ schoolId, name: group.name, description: `${group.classes.join(', ')}` })
          .returning({ id: classGroups.id }),
        'inserting one row into classGroups',
      );
      await tx
        .insert(classGroupClasses)
        .values(
          all.classes
            .filter((c) => group.classes.includes(c.name))
            .map((c) => ({ schoolId, classGroupId: row.id, classId: c.id })),
        );
    }
    // Every class is taught every subject of the school, all compulsory.
    const subjectRows = await tx
      .select({ id: subjects.id })
      .from(subjects)
      .where(eq(subjects.schoolId, schoolId));
    await tx.insert(classSubjects).values(
      all.classes.flatMap((c) =>
        subjectRows.map((s) => ({
          schoolId,
          classId: c.id,
          subjectId: s.id,
          type: 'Compulsory' as const,
        })),
      ),
    );
  },
};

async function addPart({ tx, schoolId, school }: DemoSeedContext, part: Part) {
  const named = async (table: typeof mediums, names: string[]) => {
    if (names.length) await tx.insert(table).values(names.map((name) => ({ schoolId, name })));
    const rows = await tx
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(eq(table.schoolId, schoolId));
    return new Map(rows.map((r) => [r.name, r.id]));
  };
  const mediumIds = await named(mediums, part.mediums);
  const sectionIds = await named(sections, part.sections);
  const streamIds = await named(streams, part.streams);
  if (part.shifts.length)
    await tx
      .insert(shifts)
      .values(
        part.shifts.map((s) => ({ schoolId, name: s.name, startTime: s.start, endTime: s.end })),
      );
  const [firstShift] = await tx
    .select({ id: shifts.id })
    .from(shifts)
    .where(eq(shifts.schoolId, schoolId))
    .orderBy(asc(shifts.id))
    .limit(1);
  if (part.semesters.length)
    await tx.insert(semesters).values(
      part.semesters.map((s) => ({
        schoolId,
        name: s.name,
        startMonth: s.start,
        endMonth: s.end,
      })),
    );
  if (part.subjects.length)
    await tx.insert(subjects).values(part.subjects.map((s) => ({ schoolId, ...s })));
  if (!part.classes.length) return;
  const made = await tx
    .insert(classes)
    .values(
      part.classes.map((c) => ({
        schoolId,
        name: c.name,
        mediumId: required(mediumIds, c.medium),
        streamId: c.stream ? required(streamIds, c.stream) : null,
        shiftId: firstShift?.id ?? null,
        usesSemesters: USES_SEMESTERS[school.subdomain],
      })),
    )
    .returning({ id: classes.id });
  await tx
    .insert(classSections)
    .values(
      made.flatMap((cls) =>
        [...sectionIds.values()].map((sectionId) => ({ schoolId, classId: cls.id, sectionId })),
      ),
    );
}

function required(ids: Map<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`demo seed: "${name}" is not defined`);
  return id;
}

export type DemoAcademics = {
  currentSessionId: number;
  currentSessionStart: string;
  previousSessionId: number | undefined;
  previousSessionStart: string | undefined;
  /** Classes from the lowest to the highest ("Grade 2" before "Grade 10"). */
  classes: { id: number; name: string }[];
  classSections: { id: number; classId: number; name: string; sectionName: string }[];
  classSubjects: { id: number; classId: number }[];
};

/** What later modules' demo seeds build on: the academic structure, read once. */
export async function demoAcademics(tx: Executor, schoolId: number): Promise<DemoAcademics> {
  const sessions = await tx
    .select({
      id: sessionYears.id,
      start: sessionYears.startDate,
      isDefault: sessionYears.isDefault,
    })
    .from(sessionYears)
    .where(eq(sessionYears.schoolId, schoolId))
    .orderBy(asc(sessionYears.startDate));
  const current = sessions.find((s) => s.isDefault);
  if (!current) throw new Error('demo seed: the school has no default session year');
  const previous = sessions.filter((s) => s.start < current.start).at(-1);
  const classRows = (
    await tx
      .select({ id: classes.id, name: classes.name })
      .from(classes)
      .where(eq(classes.schoolId, schoolId))
  ).sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  const sectionRows = await allClassSections(tx, schoolId);
  const rank = new Map(classRows.map((c, i) => [c.id, i]));
  const classSubjectRows = await tx
    .select({ id: classSubjects.id, classId: classSubjects.classId })
    .from(classSubjects)
    .where(eq(classSubjects.schoolId, schoolId));
  return {
    currentSessionId: current.id,
    currentSessionStart: current.start,
    previousSessionId: previous?.id,
    previousSessionStart: previous?.start,
    classes: classRows,
    classSections: sectionRows
      .map((r) => ({
        id: r.id,
        classId: r.class_id,
        name: r.name,
        sectionName: r.section,
      }))
      .sort((a, b) => (rank.get(a.classId) ?? 0) - (rank.get(b.classId) ?? 0) || a.id - b.id),
    classSubjects: classSubjectRows,
  };
}
