/**
 * What a report card prints, read from the database (docs/ARCHITECTURE.md, "Results and report
 * cards"): the exam's result for the class-section (`examResults`, the one place results are
 * computed), every exam of the same term the class sits (the table's columns; a guardian's
 * card only the published ones), the remarks, the photos, the school's header and the
 * principal's signature. Everything is read before the first page is written, so the streamed
 * class PDF never touches the request's connection.
 */
import path from 'node:path';
import sharp from 'sharp';
import type { Executor } from '../../../db/client';
import { reportCardSettings } from '../../../db/schema/exams-reports';
import { eq } from 'drizzle-orm';
import type { Locale } from '../../../i18n/locales';
import type { ReportCardData, ReportCardsOf, ReportCell } from '../../../pdf/report-card';
import { schoolHeaderOf } from '../../../pdf/paper';
import { readPrivateFile } from '../../../storage/files';
import { translator } from '../../../i18n/translate';
import {
  idOfSignedToken,
  signedIdToken,
  verificationKeyOf,
  verificationUrl,
} from '../../../verification/signed-token';
import type { ApiDeps, SchoolUser } from '../../http/context';
import { semesterOf, sessionYearSpan } from '../academics';
import { cardStudents } from '../people';
import { readSchoolSettings } from '../platform';
import { examIdsOfClass } from './annual-results';
import { remarksOf } from './remarks';
import { examResults } from './results';
import { examRecord, isPublished, type ExamRecord } from './store';

type Config = ApiDeps['config'];
type Results = Awaited<ReturnType<typeof examResults>>;

/** Changing it makes every printed report card's code unverifiable: it names purpose and version. */
const REPORT_CARD_KEY = 'schola report card verification v1';

/** A card's token names the exam and the student: `<examId>-<studentId>.<signature>`. */
export function reportCardUrl(
  config: Config,
  caller: Pick<SchoolUser, 'school'>,
  examId: number,
  studentId: number,
) {
  const key = verificationKeyOf(config, REPORT_CARD_KEY);
  const token = `${examId}-${signedIdToken(key, `report-card-${examId}`, caller.school.id, studentId)}`;
  return verificationUrl(config, caller.school.subdomain, 'report-card', token);
}

/** The exam and student a token names in a school, if this deployment signed it; else null. */
export function reportCardOfToken(config: Config, schoolId: number, token: string) {
  const match = /^([1-9]\d{0,9})-(.+)$/.exec(token);
  if (!match) return null;
  const examId = Number(match[1]);
  const key = verificationKeyOf(config, REPORT_CARD_KEY);
  const studentId = idOfSignedToken(key, `report-card-${examId}`, schoolId, match[2] ?? '');
  return studentId === null ? null : { examId, studentId };
}

/** A photo or signature box is at most 300 px a side: sharp at print size, small in the PDF. */
async function pngOf(config: Config, schoolId: number, file: string | null, box: [number, number]) {
  if (!file) return null;
  const stored = await readPrivateFile(config.storageDir, schoolId, path.basename(file)).catch(
    () => undefined,
  );
  if (!stored) return null;
  return sharp(Buffer.from(stored.bytes))
    .resize({ width: box[0], height: box[1], fit: 'inside' })
    .png()
    .toBuffer()
    .catch(() => null);
}

export async function principalSignature(tx: Executor, schoolId: number) {
  const [row] = await tx
    .select({ file: reportCardSettings.principalSignature })
    .from(reportCardSettings)
    .where(eq(reportCardSettings.schoolId, schoolId));
  return row?.file ?? null;
}

const figure = (n: number | null, suffix = '') => (n === null ? '—' : `${n}${suffix}`);

/** A subject's cell in one exam's results, as printed. */
function cellOf(
  t: ReturnType<typeof translator>,
  results: Results | undefined,
  studentId: number,
  subjectId: number,
): ReportCell {
  const subject = results?.students
    .find((s) => s.student_id === studentId)
    ?.subjects.find((s) => s.subject_id === subjectId);
  if (!subject || subject.state === 'pending') return { marks: '—', grade: '' };
  if (subject.state === 'exempt') return { marks: t('pdf.exempt'), grade: '' };
  if (subject.state === 'absent') return { marks: t('pdf.absent'), grade: subject.grade ?? '' };
  return { marks: `${subject.marks} / ${subject.max_marks}`, grade: subject.grade ?? '' };
}

/**
 * Everything a class-section's (or some of its students') report cards of `exam` need. `only`
 * keeps the cards of these students; `publishedOnly` (a guardian) keeps the term's published
 * exams as columns.
 */
export async function reportCards(
  tx: Executor,
  config: Config,
  caller: SchoolUser,
  exam: ExamRecord,
  classSectionId: number,
  locale: Locale,
  options: { only?: ReadonlySet<number>; publishedOnly?: boolean } = {},
): Promise<{ of: ReportCardsOf; cards: () => AsyncIterable<ReportCardData>; count: number }> {
  const schoolId = caller.school.id;
  const t = translator(locale, 'exams-results');
  const results = await examResults(tx, schoolId, exam, classSectionId, caller.format.timeZone);
  const classId = results.class_section.class_id;
  const termExams: ExamRecord[] = [];
  for (const id of await examIdsOfClass(tx, schoolId, exam.session_year_id, classId)) {
    const other = id === exam.id ? exam : await examRecord(tx, schoolId, id);
    if (other.semester_id !== exam.semester_id) continue;
    if (options.publishedOnly && !isPublished(other, classId)) continue;
    termExams.push(other);
  }
  const termResults = new Map<number, Results>([[exam.id, results]]);
  for (const other of termExams)
    if (!termResults.has(other.id))
      termResults.set(
        other.id,
        await examResults(tx, schoolId, other, classSectionId, caller.format.timeZone),
      );
  const subjects = new Map<number, string>();
  for (const other of termExams)
    for (const s of termResults.get(other.id)?.subjects ?? [])
      if (!subjects.has(s.subject_id)) subjects.set(s.subject_id, s.subject_name);
  const students = results.students.filter((s) => !options.only || options.only.has(s.student_id));
  const details = new Map(
    (await cardStudents(tx, schoolId, { studentIds: students.map((s) => s.student_id) })).map(
      (s) => [s.id, s],
    ),
  );
  const remarks = await remarksOf(
    tx,
    schoolId,
    exam.id,
    students.map((s) => s.student_id),
  );
  const session = await sessionYearSpan(tx, schoolId, exam.session_year_id);
  const term = exam.semester_id ? await semesterOf(tx, schoolId, exam.semester_id) : undefined;
  const settings = await readSchoolSettings(tx, schoolId);
  const of: ReportCardsOf = {
    school: await schoolHeaderOf(settings, config.storageDir),
    exam: { name: exam.name, session: session?.name ?? '', term: term?.name ?? null },
    signature: await pngOf(config, schoolId, await principalSignature(tx, schoolId), [300, 100]),
  };
  const classSize = results.students.filter((s) => s.rank !== null).length;
  // Each photo once per PDF (the demo's faces repeat across a class).
  const photos = new Map<string, Promise<Buffer | null>>();
  const photoOf = (file: string | null) => {
    if (!file) return null;
    const png = photos.get(file) ?? pngOf(config, schoolId, file, [240, 290]);
    photos.set(file, png);
    return png;
  };
  async function* cards(): AsyncIterable<ReportCardData> {
    for (const s of students) {
      const detail = details.get(s.student_id);
      yield {
        student: {
          name: s.name,
          admissionNo: s.admission_no,
          rollNumber: s.roll_number,
          className: detail?.class_section_name ?? results.class_section.name,
        },
        photo: await photoOf(detail?.photo ?? null),
        exams: termExams.map((e) => e.name),
        subjects: [...subjects].map(([id, name]) => ({
          name,
          cells: termExams.map((e) => cellOf(t, termResults.get(e.id), s.student_id, id)),
        })),
        result: {
          total: `${s.total} / ${s.max_total}`,
          percent: figure(s.percent, '%'),
          grade: s.grade ?? '—',
          gradePoint: figure(s.grade_point),
          passed: s.passed,
          rank: s.rank,
          classSize,
          attendance: figure(s.attendance_percent, '%'),
        },
        remark: remarks.get(s.student_id) ?? null,
        verifyUrl: reportCardUrl(config, caller, exam.id, s.student_id),
      };
    }
  }
  return { of, cards, count: students.length };
}
