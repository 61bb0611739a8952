/**
 * Writes the planned demo families (./demo-families.ts): guardian accounts with profiles,
 * students with admission and the links between them, and each student's
 * history (admission, then last year's promotion or repeat into this session). Set-based:
 * a handful of multi-row inserts per table.
 */
import { storeDemoAvatars } from './demo-avatars';
import {
  guardianProfiles,
  studentGuardians,
  studentHistory,
  students,
} from '../../../db/schema/people';
import type { DemoSeedContext } from '../../demo/context';
import { demoEmail } from '../../demo/schools';
import type { DemoAcademics } from '../academics';
import { createAccounts, userIdsByEmail } from '../identity';
import { guardianRoleId, NO_PASSWORD } from './guardian-accounts';
import { planFamilies } from './demo-families';
import { DEMO_NAMES, NAMES_IN_OTHER_SCRIPTS } from './demo-names';
import type { PeopleLife } from './demo-seed';
import { peopleSetting } from './lookups';
import { formatAdmissionNumber } from './rules';
import { renumber } from './roll-numbers';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for any of these tables. */
const BATCH = 500;

async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

export async function addDemoStudents(
  ctx: DemoSeedContext,
  academics: DemoAcademics,
  life: PeopleLife,
) {
  const { tx, schoolId, school } = ctx;
  const random = ctx.random('families');
  const demoAvatar = await storeDemoAvatars(ctx.storageDir, schoolId, 'student');
  const rankOfClass = new Map(academics.classes.map((c, i) => [c.id, i]));
  const sectionOf = (name: string) => {
    const found = academics.classSections.find((cs) => cs.name === name);
    if (!found) throw new Error(`demo seed: class-section ${name} is missing`);
    return found.id;
  };
  const families = planFamilies({
    random,
    names: DEMO_NAMES[school.subdomain],
    sections: academics.classSections.map((cs) => ({
      id: cs.id,
      rank: rankOfClass.get(cs.classId) ?? 0,
    })),
    perSection: life.perSection,
    emailDomain: `families.${school.subdomain}.test`,
    demoGuardian: {
      fullName: school.people.guardian,
      email: demoEmail('guardian', school),
      relation: life.demoGuardianRelation,
    },
    demoChildSections: [sectionOf(life.demoChildren[0]), sectionOf(life.demoChildren[1])],
    named: NAMES_IN_OTHER_SCRIPTS,
  });

  // Guardians: new accounts without a password (as an import makes them), the demo one linked.
  const roleId = await guardianRoleId(tx, schoolId);
  const planned = families.flatMap((f) => f.guardians.map((g) => ({ ...g, address: f.address })));
  const fresh = planned.filter((g) => !g.isDemoAccount);
  const guardianIds = await createAccounts(tx, schoolId, fresh, NO_PASSWORD, roleId);
  const demo = await userIdsByEmail(tx, schoolId, [demoEmail('guardian', school)]);
  for (const [email, id] of demo) guardianIds.set(email, id);
  const idOf = (email: string) => guardianIds.get(email) as number;
  await inBatches(planned, (batch) =>
    tx.insert(guardianProfiles).values(
      batch.map((g) => ({
        schoolId,
        userId: idOf(g.email),
        phone: g.phone,
        occupation: g.occupation,
        address: g.address,
      })),
    ),
  );

  // Students: admission year from the years spent in the school, numbers from the pattern.
  const pattern = await peopleSetting(tx, schoolId, 'admission_number_pattern');
  const startYear = Number(academics.currentSessionStart.slice(0, 4));
  const sequence = new Map<number, number>();
  const children = families.flatMap((f) =>
    f.children.map((c) => {
      const years = c.rank - c.joinedRank + (c.repeated ? 1 : 0);
      const year = startYear - years;
      const seq = (sequence.get(year) ?? 0) + 1;
      sequence.set(year, seq);
      const admissionDate = `${year}${academics.currentSessionStart.slice(4, 8)}${String(random.int(1, 20)).padStart(2, '0')}`;
      const age = life.lowestClassAge + c.rank + (c.repeated ? 1 : 0);
      return {
        ...c,
        familyGuardians: f.guardians,
        years,
        address: f.address,
        admissionNo: formatAdmissionNumber(pattern, year, seq),
        admissionDate,
        dateOfBirth: `${startYear - age}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      };
    }),
  );
  const studentIds = new Map<string, number>();
  await inBatches(children, async (batch) => {
    const rows = await tx
      .insert(students)
      .values(
        batch.map((c) => ({
          schoolId,
          photo: demoAvatar(Number(c.admissionNo.replace(/\D/g, '')) || 0),
          admissionNo: c.admissionNo,
          firstName: c.firstName,
          lastName: c.lastName,
          gender: c.gender,
          dateOfBirth: c.dateOfBirth,
          admissionDate: c.admissionDate,
          classSectionId: c.classSectionId,
          sessionYearId: academics.currentSessionId,
          currentAddress: c.address,
          permanentAddress: c.address,
          status: 'active' as const,
        })),
      )
      .returning({ id: students.id, admissionNo: students.admissionNo });
    for (const r of rows) studentIds.set(r.admissionNo, r.id);
  });
  const studentId = (c: { admissionNo: string }) => studentIds.get(c.admissionNo) as number;

  await inBatches(children, (batch) =>
    tx.insert(studentGuardians).values(
      batch.flatMap((c) =>
        c.familyGuardians.map((g) => ({
          schoolId,
          studentId: studentId(c),
          guardianUserId: idOf(g.email),
          relation: g.relation,
          isPrimary: g.isPrimary,
        })),
      ),
    ),
  );

  // History: the admission, and last year's move into this session for those already here.
  const sectionAt = sectionFinder(academics, rankOfClass);
  const history = children.flatMap((c) => {
    const joined = sectionAt(c.classSectionId, c.joinedRank);
    const rows: (typeof studentHistory.$inferInsert)[] = [
      {
        schoolId,
        studentId: studentId(c),
        event: 'admission',
        toClassSectionId: joined,
        toSessionYearId:
          c.years === 0
            ? academics.currentSessionId
            : c.years === 1
              ? (academics.previousSessionId ?? null)
              : null,
        toStatus: 'active',
        note: 'Admitted',
        onDate: c.admissionDate,
        byUserId: ctx.adminUserId,
      },
    ];
    if (c.years > 0 && academics.previousSessionId !== undefined)
      rows.push({
        schoolId,
        studentId: studentId(c),
        event: c.repeated ? 'repeat' : 'promotion',
        fromClassSectionId: c.repeated ? c.classSectionId : sectionAt(c.classSectionId, c.rank - 1),
        toClassSectionId: c.classSectionId,
        fromSessionYearId: academics.previousSessionId,
        toSessionYearId: academics.currentSessionId,
        fromStatus: 'active',
        toStatus: 'active',
        note: c.repeated ? 'Failed; continuing' : 'Passed; continuing',
        onDate: academics.currentSessionStart,
        byUserId: ctx.adminUserId,
      });
    return rows;
  });
  await inBatches(history, (batch) => tx.insert(studentHistory).values(batch));
  for (const cs of academics.classSections)
    await renumber(tx, schoolId, cs.id, academics.currentSessionId);
}

/** The class-section of the same section name in the class at `rank`. */
function sectionFinder(academics: DemoAcademics, rankOfClass: Map<number, number>) {
  const byId = new Map(academics.classSections.map((cs) => [cs.id, cs]));
  return (classSectionId: number, rank: number): number => {
    const own = byId.get(classSectionId);
    const match = academics.classSections.find(
      (cs) => cs.sectionName === own?.sectionName && rankOfClass.get(cs.classId) === rank,
    );
    return match?.id ?? classSectionId;
  };
}
