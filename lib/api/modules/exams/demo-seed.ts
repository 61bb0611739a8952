/**
 * The exams' part of the demo (life): the A1–E grading scale as the school's default and a
 * co-scholastic A–E scale; last term's final exam, published, with marks for every student;
 * this term's mid-term, half entered (its grids alternate between entered and empty, and the
 * demo teacher's own grids are left empty for them to fill). Marks come from the seed's
 * `random('exams')`, so every machine shows the same demo.
 */
import { addDays, todayIn, weekdayOf, type IsoDate } from '../../../calendar';
import type { Executor } from '../../../db/client';
import {
  examClasses,
  examMarkSheets,
  examMarks,
  examPapers,
  exams,
  gradingScaleBands,
  gradingScales,
} from '../../../db/schema/exams';
import type { ExamType } from '../../../db/schema/exams-values';
import { schoolFormatOf } from '../../../school-format';
import type { DemoSeedContext, ModuleDemoSeed } from '../../demo/context';
import { demoEmail } from '../../demo/schools';
import type { Random } from '../../demo/random';
import { classSubjectsOf, demoAcademics, semestersOf, sessionYearSpan } from '../academics';
import { userIdsByEmail } from '../identity';
import { activeStudentsOfClasses, taughtClassSubjectIds } from '../people';
import { readSchoolSettings } from '../platform';
import { termSpan } from './rules/terms';
import { writeWeights } from './weights';
import { addDemoRemarks } from './demo-remarks';
import { keepScalesOf } from './published-scales';

const A1_TO_E: [string, number, number, string][] = [
  ['A1', 91, 10, 'Outstanding'],
  ['A2', 81, 9, 'Excellent'],
  ['B1', 71, 8, 'Very good'],
  ['B2', 61, 7, 'Good'],
  ['C1', 51, 6, 'Above average'],
  ['C2', 41, 5, 'Average'],
  ['D', 33, 4, 'Pass'],
  ['E', 0, 0, 'Needs improvement'],
];
const CO_SCHOLASTIC = ['A', 'B', 'C', 'D', 'E'];
const MAX = 10_000; // 100 marks, in hundredths
const PASS = 3300;

async function addScales(tx: Executor, schoolId: number) {
  const [marks, co] = await tx
    .insert(gradingScales)
    .values([
      { schoolId, name: 'CBSE A1–E', kind: 'marks', isDefault: true },
      { schoolId, name: 'Co-scholastic A–E', kind: 'co_scholastic' },
    ])
    .returning({ id: gradingScales.id });
  if (!marks || !co) throw new Error('demo seed: the grading scales were not made');
  await tx.insert(gradingScaleBands).values([
    ...A1_TO_E.map(([grade, min, point, remark], position) => ({
      schoolId,
      scaleId: marks.id,
      position,
      minPercent: min * 100,
      grade,
      gradePoint: point * 100,
      remark,
    })),
    ...CO_SCHOLASTIC.map((grade, position) => ({ schoolId, scaleId: co.id, position, grade })),
  ]);
}

type Term = { sessionYearId: number; semesterId: number | null; from: IsoDate; to: IsoDate };

/** This term (holding today) and the one before it (perhaps in the previous session year). */
async function terms(tx: Executor, schoolId: number, today: IsoDate) {
  const academics = await demoAcademics(tx, schoolId);
  const sessions = [academics.previousSessionId, academics.currentSessionId].flatMap((id) =>
    id === undefined ? [] : [id],
  );
  const semesters = await semestersOf(tx, schoolId);
  const all: Term[] = [];
  for (const id of sessions) {
    const session = await sessionYearSpan(tx, schoolId, id);
    if (!session) continue;
    for (const s of semesters.length ? semesters : [null]) {
      const span = termSpan(session, s);
      if (span) all.push({ sessionYearId: id, semesterId: s?.id ?? null, ...span });
    }
  }
  all.sort((a, b) => a.from.localeCompare(b.from));
  const index = all.findIndex((t) => t.from <= today && today <= t.to);
  return { current: all[index], last: index > 0 ? all[index - 1] : undefined, academics };
}

/** `count` school days (Monday to Friday) from `from`. */
function schoolDays(from: IsoDate, count: number): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = from; days.length < count; day = addDays(day, 1))
    if (!['saturday', 'sunday'].includes(weekdayOf(day))) days.push(day);
  return days;
}

type Sitting = { id: number; classId: number; classSectionId: number };

/** A student's cell: most sit and score about their ability; a few are absent or exempt. */
function cellFor(random: Random, ability: number) {
  if (random.chance(0.02)) return { marks: null, absent: true, exempt: false };
  if (random.chance(0.01)) return { marks: null, absent: false, exempt: true };
  const score = Math.min(100, Math.max(0, ability + random.int(-15, 15)));
  const half = random.chance(0.2) && score < 100 ? 50 : 0;
  return { marks: score * 100 + half, absent: false, exempt: false };
}

async function addExam(
  ctx: DemoSeedContext,
  spec: { name: string; type: ExamType; term: Term; firstDay: IsoDate; published: boolean },
  classIds: number[],
  students: Sitting[],
  enter: (classSubjectId: number, index: number) => boolean,
) {
  const { tx, schoolId, adminUserId } = ctx;
  const random = ctx.random(`exams/${spec.name}`);
  const [exam] = await tx
    .insert(exams)
    .values({
      schoolId,
      name: spec.name,
      sessionYearId: spec.term.sessionYearId,
      semesterId: spec.term.semesterId,
      examType: spec.type,
      createdByUserId: adminUserId,
    })
    .returning({ id: exams.id });
  if (!exam) throw new Error('demo seed: the exam was not made');
  const publishedAt = spec.published ? new Date(`${addDays(spec.term.to, -3)}T09:00:00Z`) : null;
  await tx.insert(examClasses).values(
    classIds.map((classId) => ({
      schoolId,
      examId: exam.id,
      classId,
      publishedAt,
      publishedByUserId: publishedAt ? adminUserId : null,
    })),
  );
  if (publishedAt) await keepScalesOf(tx, schoolId, exam.id, classIds);
  const taught = await classSubjectsOf(tx, schoolId, classIds);
  const subjectsOf = (classId: number) => [
    ...new Map(taught.filter((t) => t.classId === classId).map((t) => [t.subjectId, t])).values(),
  ];
  const days = schoolDays(spec.firstDay, Math.max(1, ...classIds.map((c) => subjectsOf(c).length)));
  await tx.insert(examPapers).values(
    classIds.flatMap((classId) =>
      subjectsOf(classId).map((t, i) => ({
        schoolId,
        examId: exam.id,
        classId,
        subjectId: t.subjectId,
        examDate: days[i] ?? spec.firstDay,
        startTime: '09:00:00',
        endTime: '11:00:00',
        maxMarks: MAX,
        passMarks: PASS,
      })),
    ),
  );
  const ability = new Map(students.map((s) => [s.id, random.int(35, 95)]));
  const sections = [...new Set(students.map((s) => s.classSectionId))];
  const sheets: (typeof examMarkSheets.$inferInsert)[] = [];
  const marks: (typeof examMarks.$inferInsert)[] = [];
  for (const classSectionId of sections) {
    const sitting = students.filter((s) => s.classSectionId === classSectionId);
    const classId = sitting[0]?.classId ?? 0;
    subjectsOf(classId).forEach((t, index) => {
      if (!enter(t.id, index + classSectionId)) return;
      sheets.push({
        schoolId,
        examId: exam.id,
        classSectionId,
        subjectId: t.subjectId,
        status: spec.published ? 'submitted' : 'draft',
        submittedAt: publishedAt,
        submittedByUserId: publishedAt ? adminUserId : null,
      });
      for (const s of sitting)
        marks.push({
          schoolId,
          examId: exam.id,
          subjectId: t.subjectId,
          studentId: s.id,
          classSectionId,
          ...cellFor(random, ability.get(s.id) ?? 60),
          enteredByUserId: adminUserId,
        });
    });
  }
  if (sheets.length) await tx.insert(examMarkSheets).values(sheets);
  for (let i = 0; i < marks.length; i += 2000)
    await tx.insert(examMarks).values(marks.slice(i, i + 2000));
  return exam.id;
}

export const examsDemoSeed: ModuleDemoSeed = {
  module: 'exams',
  life: async (ctx) => {
    const { tx, schoolId, school } = ctx;
    await addScales(tx, schoolId);
    await writeWeights(tx, schoolId, { unit_test: 10, mid_term: 30, final: 60 });
    const today = todayIn(schoolFormatOf(await readSchoolSettings(tx, schoolId)).timeZone);
    const { current, last, academics } = await terms(tx, schoolId, today);
    const classIds = academics.classes.map((c) => c.id);
    const students = await activeStudentsOfClasses(tx, schoolId, classIds, {
      afterId: 0,
      limit: 1_000_000,
    });
    if (last) {
      const finalId = await addExam(
        ctx,
        {
          name: 'Final examination',
          type: 'final',
          term: last,
          published: true,
          firstDay: addDays(last.to, -25),
        },
        classIds,
        students,
        () => true,
      );
      await addDemoRemarks(
        tx,
        schoolId,
        finalId,
        students.map((s) => s.id),
        ctx.adminUserId,
      );
    }
    if (!current) return;
    const teacherId = (await userIdsByEmail(tx, schoolId, [demoEmail('teacher', school)])).get(
      demoEmail('teacher', school),
    );
    const theirs = teacherId ? await taughtClassSubjectIds(tx, schoolId, teacherId) : new Set();
    await addExam(
      ctx,
      {
        name: 'Mid-term examination',
        type: 'mid_term',
        term: current,
        published: false,
        firstDay: addDays(today, -21),
      },
      classIds,
      students,
      // Half the grids entered: every other one, never the demo teacher's (theirs to fill).
      (classSubjectId, index) => !theirs.has(classSubjectId) && index % 2 === 0,
    );
  },
};
