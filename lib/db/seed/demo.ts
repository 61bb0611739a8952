/**
 * The demo data: two schools that differ in every visible way (name, logo, classes, people),
 * so a leak from one to the other is obvious, and the provider account. Idempotent: a
 * database that already has the demo schools is left alone.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../client';
import {
  classSections,
  classes,
  feeTypes,
  fees,
  mediums,
  providerUsers,
  schools,
  sections,
  semesters,
  sessionYears,
  shifts,
  streams,
  subjects,
} from '../schema';
import { hashPassword } from '../../auth/password';
import { FEES_PERMISSIONS } from '../../permissions/catalogue';
import { createRole, createUser, roleIdByName } from '../../api/modules/identity/users';
import { createSchool } from '../../api/modules/platform/create-school';
import { publicPath } from '../../storage/files';
import { crestSvg } from './logos';

/** Demo-only password, stated in the README. */
export const DEMO_PASSWORD = 'Schola-demo-1';
export const PROVIDER_EMAIL = 'provider@schola.test';

type DemoSchool = {
  subdomain: string;
  name: string;
  colours: [string, string];
  initials: string;
  people: { admin: string; teacher: string; guardian: string; accountant: string };
  mediums: string[];
  sections: string[];
  streams: string[];
  shifts: { name: string; start: string; end: string }[];
  semesters: { name: string; start: number; end: number }[];
  classes: { name: string; medium: string; stream?: string; fee: number }[];
  subjects: { name: string; code: string; type: 'Theory' | 'Practical'; color: string }[];
  feeTypes: string[];
  sessions: { name: string; start: string; end: string; isDefault: boolean }[];
  settings: Record<string, string>;
};

export const DEMO_SCHOOLS: DemoSchool[] = [
  {
    subdomain: 'riverside',
    name: 'Riverside Academy',
    colours: ['#1f7a5a', '#56cc99'],
    initials: 'RA',
    people: {
      admin: 'Amara Okafor',
      teacher: 'Daniel Mensah',
      guardian: 'Grace Adeyemi',
      accountant: 'Lena Fischer',
    },
    mediums: ['English'],
    sections: ['A', 'B'],
    streams: [],
    shifts: [{ name: 'Morning', start: '08:00', end: '13:30' }],
    semesters: [],
    classes: [
      { name: 'Grade 1', medium: 'English', fee: 120000 },
      { name: 'Grade 2', medium: 'English', fee: 125000 },
      { name: 'Grade 3', medium: 'English', fee: 130000 },
    ],
    subjects: [
      { name: 'Mathematics', code: 'MAT', type: 'Theory', color: '#3366cc' },
      { name: 'English Language', code: 'ENG', type: 'Theory', color: '#cc6633' },
      { name: 'Art and Craft', code: 'ART', type: 'Practical', color: '#aa44aa' },
    ],
    feeTypes: ['Tuition', 'Library'],
    sessions: [
      { name: '2025-26', start: '2025-06-01', end: '2026-05-31', isDefault: false },
      { name: '2026-27', start: '2026-06-01', end: '2027-05-31', isDefault: true },
    ],
    settings: {
      phone: '+1 555 0100',
      address: '12 River Road, Riverside',
      currency: 'USD',
      currency_symbol: '$',
    },
  },
  {
    subdomain: 'hillcrest',
    name: 'Hillcrest High School',
    colours: ['#1d3f8f', '#f2b134'],
    initials: 'HH',
    people: {
      admin: 'Henrik Larsen',
      teacher: 'Sofia Romero',
      guardian: 'Omar Haddad',
      accountant: 'Priya Nair',
    },
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
      { name: 'Year 10', medium: 'English', stream: 'Science', fee: 310000 },
      { name: 'Year 11', medium: 'English', stream: 'Humanities', fee: 320000 },
    ],
    subjects: [
      { name: 'Physics', code: 'PHY', type: 'Theory', color: '#2255aa' },
      { name: 'Chemistry Lab', code: 'CHL', type: 'Practical', color: '#22aa55' },
      { name: 'History', code: 'HIS', type: 'Theory', color: '#aa5522' },
      { name: 'French Literature', code: 'FRL', type: 'Theory', color: '#5522aa' },
    ],
    feeTypes: ['Tuition', 'Laboratory', 'Transport'],
    sessions: [
      { name: '2025-2026', start: '2025-09-01', end: '2026-07-15', isDefault: false },
      { name: '2026-2027', start: '2026-09-01', end: '2027-07-15', isDefault: true },
    ],
    settings: {
      phone: '+44 20 7946 0000',
      address: '1 Hill Lane, Hillcrest',
      currency: 'GBP',
      currency_symbol: '£',
      date_format: 'DD MMM YYYY',
    },
  },
];

export async function hasDemoData(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: schools.id }).from(schools).limit(1);
  return Boolean(row);
}

export async function seedDemo(db: Database, storageDir: string): Promise<void> {
  const [provider] = await db
    .select({ id: providerUsers.id })
    .from(providerUsers)
    .where(eq(providerUsers.email, PROVIDER_EMAIL));
  if (!provider) {
    await db.insert(providerUsers).values({
      email: PROVIDER_EMAIL,
      fullName: 'Schola Provider',
      passwordHash: await hashPassword(DEMO_PASSWORD),
    });
  }
  for (const demo of DEMO_SCHOOLS) {
    const [existing] = await db
      .select({ id: schools.id })
      .from(schools)
      .where(eq(schools.subdomain, demo.subdomain));
    if (existing) continue;
    const logoName = `${demo.subdomain}-logo.svg`;
    await mkdir(storageDir, { recursive: true });
    await writeFile(
      path.join(storageDir, logoName),
      crestSvg(demo.initials, demo.colours[0], demo.colours[1]),
    );
    await seedSchool(db, demo, publicPath(logoName));
  }
}

async function seedSchool(db: Database, demo: DemoSchool, logo: string) {
  const created = await createSchool(db, {
    name: demo.name,
    subdomain: demo.subdomain,
    adminEmail: `admin@${demo.subdomain}.test`,
    adminName: demo.people.admin,
    adminPassword: DEMO_PASSWORD,
    logo,
    settings: demo.settings,
  });
  const schoolId = created.id;
  await db.transaction(async (tx) => {
    await addPeople(tx, schoolId, demo);
    await addAcademicStructure(tx, schoolId, demo, created.defaultSessionYearId);
  });
}

async function addPeople(tx: Executor, schoolId: number, demo: DemoSchool) {
  const email = (who: string) => `${who}@${demo.subdomain}.test`;
  const accountantRole = await createRole(tx, schoolId, 'Accountant', FEES_PERMISSIONS);
  const role = async (name: string) => {
    const id = await roleIdByName(tx, schoolId, name);
    if (id === undefined) throw new Error(`Role ${name} missing in ${demo.subdomain}`);
    return id;
  };
  await createUser(tx, schoolId, {
    email: email('teacher'),
    fullName: demo.people.teacher,
    password: DEMO_PASSWORD,
    roleIds: [await role('Teacher')],
  });
  await createUser(tx, schoolId, {
    email: email('guardian'),
    fullName: demo.people.guardian,
    password: DEMO_PASSWORD,
    roleIds: [await role('Guardian')],
  });
  await createUser(tx, schoolId, {
    email: email('accountant'),
    fullName: demo.people.accountant,
    password: DEMO_PASSWORD,
    roleIds: [accountantRole],
  });
}

async function addAcademicStructure(
  tx: Executor,
  schoolId: number,
  demo: DemoSchool,
  createdSessionId: number,
) {
  // Replace the generated default session year by the school's own calendar.
  await tx.delete(sessionYears).where(eq(sessionYears.id, createdSessionId));
  const sessionIds = new Map<string, number>();
  for (const s of demo.sessions) {
    const [row] = await tx
      .insert(sessionYears)
      .values({
        schoolId,
        name: s.name,
        startDate: s.start,
        endDate: s.end,
        isDefault: s.isDefault,
      })
      .returning({ id: sessionYears.id });
    sessionIds.set(s.name, row.id);
  }
  const ids = async (table: typeof mediums, names: string[]) => {
    const map = new Map<string, number>();
    for (const name of names) {
      const [row] = await tx.insert(table).values({ schoolId, name }).returning({ id: table.id });
      map.set(name, row.id);
    }
    return map;
  };
  const mediumIds = await ids(mediums, demo.mediums);
  const sectionIds = await ids(sections, demo.sections);
  const streamIds = await ids(streams, demo.streams);
  const shiftIds: number[] = [];
  for (const s of demo.shifts) {
    const [row] = await tx
      .insert(shifts)
      .values({ schoolId, name: s.name, startTime: s.start, endTime: s.end })
      .returning({ id: shifts.id });
    shiftIds.push(row.id);
  }
  for (const s of demo.semesters) {
    await tx
      .insert(semesters)
      .values({ schoolId, name: s.name, startMonth: s.start, endMonth: s.end });
  }
  const defaultSession = demo.sessions.find((s) => s.isDefault);
  const defaultSessionId = defaultSession ? sessionIds.get(defaultSession.name) : undefined;
  if (defaultSessionId === undefined) throw new Error(`${demo.subdomain} has no default session`);
  const [tuition] = demo.feeTypes;
  for (const name of demo.feeTypes)
    await tx.insert(feeTypes).values({ schoolId, name, description: `${name} fees` });

  for (const c of demo.classes) {
    const [cls] = await tx
      .insert(classes)
      .values({
        schoolId,
        name: c.name,
        mediumId: mediumIds.get(c.medium) as number,
        streamId: c.stream ? (streamIds.get(c.stream) as number) : null,
        shiftId: shiftIds[0] ?? null,
        usesSemesters: demo.semesters.length > 0,
      })
      .returning({ id: classes.id });
    for (const sectionId of sectionIds.values()) {
      await tx.insert(classSections).values({ schoolId, classId: cls.id, sectionId });
    }
    await tx.insert(fees).values({
      schoolId,
      name: `${tuition} ${c.name}`,
      classId: cls.id,
      sessionYearId: defaultSessionId,
      totalAmount: c.fee,
      dueDate: defaultSession?.start ?? null,
    });
  }
  for (const s of demo.subjects) {
    await tx
      .insert(subjects)
      .values({ schoolId, name: s.name, code: s.code, type: s.type, color: s.color });
  }
}
