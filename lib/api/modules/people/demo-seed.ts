/**
 * The people module's part of the demo. Structure: the demo accounts (teacher, guardian,
 * accountant with the custom role "Accountant"). Life: teachers with staff profiles as class
 * and subject teachers, a few hundred students in families (./demo-students.ts), inquiries at
 * every stage and pending applications (./demo-admissions.ts). All written set-based, in a
 * few statements per table, so seeding stays quick on PGlite.
 */
import { FEES_PERMISSIONS } from '../../../permissions/catalogue';
import { classTeachers, staffProfiles, subjectTeachers } from '../../../db/schema/people';
import type { DemoSeedContext, ModuleDemoSeed } from '../../demo/context';
import { DEMO_PASSWORD, demoEmail, type DemoSchoolKey } from '../../demo/schools';
import { demoAcademics, type DemoAcademics } from '../academics';
import { writeSchoolSettings } from '../platform';
import { createAccounts, createRole, createUser, roleIdByName, userIdsByEmail } from '../identity';
import { addDemoAdmissions } from './demo-admissions';
import { storeDemoAvatars } from './demo-avatars';
import { demoEmailFor, DEMO_NAMES } from './demo-names';
import { addDemoStudents } from './demo-students';

export type PeopleLife = {
  /** Students per class-section, both ends included. */
  perSection: [number, number];
  teachers: number;
  /** Class-sections of the demo guardian's two children (different classes). */
  demoChildren: [string, string];
  demoGuardianRelation: 'mother' | 'father';
  /** The demo teacher is class teacher here (where a demo child sits). */
  demoTeacherClass: string;
  /** Age at the start of this session of a child in the lowest class. */
  lowestClassAge: number;
  admissionPattern?: string;
};

const LIFE: Record<DemoSchoolKey, PeopleLife> = {
  riverside: {
    perSection: [24, 34],
    teachers: 14,
    demoChildren: ['Grade 2 - A', 'Grade 5 - B'],
    demoGuardianRelation: 'mother',
    demoTeacherClass: 'Grade 2 - A',
    lowestClassAge: 6,
  },
  hillcrest: {
    perSection: [17, 26],
    teachers: 11,
    demoChildren: ['Year 8 - Red', 'Year 11 - Blue'],
    demoGuardianRelation: 'father',
    demoTeacherClass: 'Year 8 - Red',
    lowestClassAge: 11,
    admissionPattern: 'HC/{YY}/{SEQ:3}',
  },
};

export const peopleDemoSeed: ModuleDemoSeed = {
  module: 'people',
  structure: async ({ tx, schoolId, school }) => {
    const accountant = await createRole(tx, schoolId, 'Accountant', FEES_PERMISSIONS);
    const account = async (who: 'teacher' | 'guardian' | 'accountant', roleId: number) =>
      createUser(tx, schoolId, {
        email: demoEmail(who, school),
        fullName: school.people[who],
        password: DEMO_PASSWORD,
        roleIds: [roleId],
      });
    await account('teacher', await requireRole({ tx, schoolId }, 'Teacher'));
    await account('guardian', await requireRole({ tx, schoolId }, 'Guardian'));
    await account('accountant', accountant);
  },
  life: async (ctx) => {
    const life = LIFE[ctx.school.subdomain];
    if (life.admissionPattern)
      await writeSchoolSettings(ctx.tx, ctx.schoolId, {
        admission_number_pattern: life.admissionPattern,
      } as never);
    const academics = await demoAcademics(ctx.tx, ctx.schoolId);
    const teacherIds = await addStaff(ctx, life);
    await assignTeachers(ctx, academics, teacherIds, life);
    await addDemoStudents(ctx, academics, life);
    await addDemoAdmissions(ctx, academics);
  },
};

async function requireRole(
  { tx, schoolId }: Pick<DemoSeedContext, 'tx' | 'schoolId'>,
  name: string,
) {
  const id = await roleIdByName(tx, schoolId, name);
  if (id === undefined) throw new Error(`demo seed: role ${name} is missing`);
  return id;
}

/** Generated teachers plus staff profiles for the demo teacher and accountant; teacher ids, the demo teacher first. */
async function addStaff(ctx: DemoSeedContext, life: PeopleLife): Promise<number[]> {
  const { tx, schoolId, school } = ctx;
  const random = ctx.random('staff');
  const demoAvatar = await storeDemoAvatars(ctx.storageDir, schoolId, 'photo');
  const names = DEMO_NAMES[school.subdomain];
  const teacherRole = await requireRole(ctx, 'Teacher');
  const used = new Set<string>();
  const generated = Array.from({ length: life.teachers }, (_, i) => {
    const female = random.chance(0.6);
    const first = random.pick(female ? names.female : names.male);
    const last = random.pick(names.family);
    return {
      email: demoEmailFor(first, last, `${school.subdomain}.test`, used),
      fullName: `${first} ${last}`,
      image: demoAvatar(i),
    };
  });
  const made = [
    ...(await createAccounts(tx, schoolId, generated, ctx.passwordHash, teacherRole)).values(),
  ].map((id) => ({ id }));
  const demoIds = await demoAccountIds(ctx, ['teacher', 'accountant']);
  const staff = [demoIds.teacher, ...made.map((u) => u.id), demoIds.accountant];
  await tx.insert(staffProfiles).values(
    staff.map((userId, i) => ({
      schoolId,
      userId,
      phone: names.phone(500 + i),
      qualification:
        userId === demoIds.accountant ? 'Chartered accountant' : random.pick(names.qualifications),
      joiningDate: `${random.int(2012, 2025)}-0${random.int(1, 8)}-${String(random.int(1, 28)).padStart(2, '0')}`,
      salaryBasis: 'monthly' as const,
    })),
  );
  return [demoIds.teacher, ...made.map((u) => u.id)];
}

export async function demoAccountIds(
  ctx: DemoSeedContext,
  who: ('teacher' | 'accountant' | 'guardian')[],
) {
  const byEmail = await userIdsByEmail(
    ctx.tx,
    ctx.schoolId,
    who.map((w) => demoEmail(w, ctx.school)),
  );
  const ids = {} as Record<'teacher' | 'accountant' | 'guardian', number>;
  for (const w of who) {
    const id = byEmail.get(demoEmail(w, ctx.school));
    if (id === undefined) throw new Error(`demo seed: ${w} account missing`);
    ids[w] = id;
  }
  return ids;
}

/** One class teacher per class-section (the demo teacher where a demo child sits); each class-subject one teacher. */
async function assignTeachers(
  { tx, schoolId }: DemoSeedContext,
  academics: DemoAcademics,
  teacherIds: number[],
  life: PeopleLife,
) {
  const [demoTeacher, ...others] = teacherIds;
  if (demoTeacher === undefined) throw new Error('The people demo step makes teachers first');
  let next = 0;
  // With the demo teacher alone, they teach everything.
  const nextTeacher = () => others[next++ % others.length] ?? demoTeacher;
  await tx.insert(classTeachers).values(
    academics.classSections.map((cs) => ({
      schoolId,
      classSectionId: cs.id,
      teacherUserId: cs.name === life.demoTeacherClass ? demoTeacher : nextTeacher(),
    })),
  );
  const demoClass = academics.classSections.find((cs) => cs.name === life.demoTeacherClass);
  if (!academics.classSubjects.length) return;
  await tx.insert(subjectTeachers).values(
    academics.classSubjects.map((cs, i) => ({
      schoolId,
      classSubjectId: cs.id,
      // The demo teacher teaches the first subject of their own class too.
      teacherUserId: cs.classId === demoClass?.classId && i % 3 === 0 ? demoTeacher : nextTeacher(),
    })),
  );
}
