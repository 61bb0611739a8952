/**
 * Documents expiring soon (issue 29, contract §5): once a day, for each school, every kept
 * document whose expiry falls within the next 30 days (or today) is told to the school's
 * admins (event `document_expiring`, School Admins holding `documents-list`). The key names
 * the document and its date, so each is told once however often the day's run repeats, and
 * again only if a new expiry date is set. Registered by the manifest's `connect`.
 */
import { and, between, eq, inArray, isNull } from 'drizzle-orm';
import { addDays, formatDate, todayIn, type IsoDate } from '../../../calendar';
import type { Database, Executor } from '../../../db/client';
import { documentTypes, documents } from '../../../db/schema/documents';
import { defineSchedule } from '../../../jobs';
import { schoolFormatOf, type SchoolFormat } from '../../../school-format';
import { staffHoldersOf, userNamesView } from '../identity';
import { notifyMany, type Notice } from '../notifications';
import { studentBriefs } from '../people';
import { readSchoolSettings } from '../platform';
import { EXPIRY_WARNING_DAYS } from './rules';

type Expiring = {
  id: number;
  type: string;
  studentId: number | null;
  staffUserId: number | null;
  expiresOn: string;
};

async function expiringIn(tx: Executor, schoolId: number, today: IsoDate): Promise<Expiring[]> {
  return tx
    .select({
      id: documents.id,
      type: documentTypes.name,
      studentId: documents.studentId,
      staffUserId: documents.staffUserId,
      expiresOn: documents.expiresOn,
    })
    .from(documents)
    .innerJoin(
      documentTypes,
      and(
        eq(documentTypes.schoolId, documents.schoolId),
        eq(documentTypes.id, documents.documentTypeId),
      ),
    )
    .where(
      and(
        eq(documents.schoolId, schoolId),
        isNull(documents.removedAt),
        between(documents.expiresOn, today, addDays(today, EXPIRY_WARNING_DAYS)),
      ),
    ) as Promise<Expiring[]>;
}

/** Whose documents: students' and staff members' names by id. */
async function ownerNames(tx: Executor, schoolId: number, rows: Expiring[]) {
  const studentIds = rows.flatMap((r) => (r.studentId ? [r.studentId] : []));
  const staffIds = rows.flatMap((r) => (r.staffUserId ? [r.staffUserId] : []));
  const students = new Map(
    (await studentBriefs(tx, schoolId, studentIds)).map((s) => [s.id, s.name]),
  );
  const names = userNamesView('document_owner_names');
  const staff = new Map(
    staffIds.length
      ? (
          await tx
            .select({ id: names.id, name: names.name })
            .from(names)
            .where(and(eq(names.schoolId, schoolId), inArray(names.id, staffIds)))
        ).map((s) => [s.id, s.name])
      : [],
  );
  return (r: Expiring) =>
    (r.studentId ? students.get(r.studentId) : staff.get(r.staffUserId ?? 0)) ?? '—';
}

/** One school's notices of `today`; answers how many documents were told. */
export async function tellExpiringDocuments(
  tx: Executor,
  school: { id: number; format: SchoolFormat },
  today: IsoDate,
): Promise<number> {
  const rows = await expiringIn(tx, school.id, today);
  if (!rows.length) return 0;
  const admins = (await staffHoldersOf(tx, school.id, 'documents-list'))
    .filter((h) => h.roles.includes('School Admin'))
    .map((h) => h.userId);
  if (!admins.length) return 0;
  const nameOf = await ownerNames(tx, school.id, rows);
  const notices: Notice[] = rows.map((r) => ({
    schoolId: school.id,
    event: 'document_expiring',
    key: `document_expiring:${r.id}:${r.expiresOn}`,
    recipients: admins,
    params: {
      document: r.type,
      person: nameOf(r),
      expires_on: formatDate(r.expiresOn, school.format.dateFormat),
    },
    link: r.studentId
      ? `/student/student-details/${r.studentId}?tab=documents`
      : `/staff/${r.staffUserId}`,
  }));
  await notifyMany(tx, notices);
  return notices.length;
}

/** Every school with a document expiring around `now`, each in a transaction of its own. */
export async function tellAllExpiringDocuments(db: Database, now: Date): Promise<number> {
  const utcToday = todayIn('UTC', now);
  const schools = await db
    .selectDistinct({ id: documents.schoolId })
    .from(documents)
    .where(
      and(
        isNull(documents.removedAt),
        between(
          documents.expiresOn,
          addDays(utcToday, -1),
          addDays(utcToday, EXPIRY_WARNING_DAYS + 1),
        ),
      ),
    );
  let told = 0;
  for (const { id } of schools) {
    const format = schoolFormatOf(await readSchoolSettings(db, id));
    const today = todayIn(format.timeZone, now);
    told += await db.transaction((tx) => tellExpiringDocuments(tx, { id, format }, today));
  }
  return told;
}

export const scheduleExpiringDocuments = () =>
  defineSchedule('document-expiry', 86_400, (now, db) =>
    tellAllExpiringDocuments(db, now).then(() => undefined),
  );
