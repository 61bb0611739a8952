/**
 * The admissions office of a demo school: inquiries at every stage (open with follow-ups and
 * a next date, converted into a pending application, lost after follow-ups) and applications
 * waiting for a decision, plus one rejected.
 */
import {
  admissionApplications,
  admissionInquiries,
  inquiryFollowUps,
} from '../../../db/schema/people';
import { besideReturned } from '../../../db/one-row';
import type { DemoSeedContext } from '../../demo/context';
import type { DemoAcademics } from '../academics';
import { demoEmailFor, DEMO_NAMES } from './demo-names';

const STAGES = [
  'open',
  'open',
  'open',
  'open',
  'open',
  'converted',
  'converted',
  'converted',
  'lost',
  'lost',
  'lost',
] as const;
const SOURCES = ['Website', 'Walk-in', 'Referral', 'Open day', 'Social media'];
const METHODS = ['call', 'visit', 'email', 'message'] as const;
const OPEN_OUTCOMES = [
  'Sent the prospectus',
  'Booked a school tour',
  'Asked about fees',
  'Will visit with both parents',
];
const LOST_OUTCOMES = [
  'Chose a school nearer home',
  'Moving to another city',
  'No reply after three calls',
];

const addDays = (isoDate: string, days: number) => {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export async function addDemoAdmissions(ctx: DemoSeedContext, academics: DemoAcademics) {
  const { tx, schoolId, school, adminUserId } = ctx;
  const random = ctx.random('admissions');
  const names = DEMO_NAMES[school.subdomain];
  const used = new Set<string>();
  const startYear = Number(academics.currentSessionStart.slice(0, 4));
  const person = () => {
    const last = random.pick(names.family);
    const gender = random.chance(0.5) ? ('female' as const) : ('male' as const);
    const child = random.pick(gender === 'female' ? names.female : names.male);
    const parent = random.pick(random.chance(0.5) ? names.female : names.male);
    return {
      last,
      gender,
      child,
      parentName: `${parent} ${last}`,
      parentEmail: demoEmailFor(parent, last, `families.${school.subdomain}.test`, used),
    };
  };
  const [lowest] = academics.classes;
  if (!lowest) throw new Error('The academics demo step makes the classes before admissions');
  const lowestSections = academics.classSections.filter((cs) => cs.classId === lowest.id);

  // Inquiries, a few days apart from the start of the session on.
  const inquiries = STAGES.map((status, i) => ({
    status,
    who: person(),
    on: addDays(academics.currentSessionStart, 20 + i * 9),
  }));
  const made = await tx
    .insert(admissionInquiries)
    .values(
      inquiries.map(({ status, who, on }) => ({
        schoolId,
        childName: `${who.child} ${who.last}`,
        gender: who.gender,
        dateOfBirth: `${startYear - 5}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
        parentName: who.parentName,
        parentEmail: who.parentEmail,
        parentPhone: names.phone(800 + random.int(0, 99)),
        classId: random.pick(academics.classes).id,
        source: random.pick(SOURCES),
        note: status === 'lost' ? null : 'Interested in next year’s intake.',
        inquiryDate: on,
        status,
        createdBy: adminUserId,
      })),
    )
    .returning({ id: admissionInquiries.id });
  const madeInquiries = besideReturned(inquiries, made, 'inserting the demo inquiries');
  await tx.insert(inquiryFollowUps).values(
    madeInquiries.flatMap(([{ status, on }, { id }]) =>
      Array.from({ length: status === 'converted' ? 1 : random.int(1, 3) }, (_, k) => ({
        schoolId,
        inquiryId: id,
        onDate: addDays(on, 3 + k * 6),
        method: random.pick(METHODS),
        outcome:
          status === 'lost' && k > 0
            ? random.pick(LOST_OUTCOMES)
            : status === 'converted'
              ? 'Application form handed over'
              : random.pick(OPEN_OUTCOMES),
        nextDate: status === 'open' ? addDays(on, 10 + k * 6) : null,
        byUserId: adminUserId,
      })),
    ),
  );

  // Applications: one for each converted inquiry, a few walk-ins, all pending but one.
  const converted = madeInquiries
    .map(([q, { id }]) => ({ ...q, id }))
    .filter((q) => q.status === 'converted');
  const walkIns = Array.from({ length: 4 }, () => ({ who: person(), id: null as number | null }));
  const applications = [
    ...converted.map((q) => ({ who: q.who, id: q.id as number | null })),
    ...walkIns,
  ];
  await tx.insert(admissionApplications).values(
    applications.map(({ who, id }, i) => ({
      schoolId,
      firstName: who.child,
      lastName: who.last,
      gender: who.gender,
      dateOfBirth: `${startYear - 6}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      classSectionId: random.pick(lowestSections).id,
      sessionYearId: academics.currentSessionId,
      guardians: [
        {
          full_name: who.parentName,
          email: who.parentEmail,
          phone: names.phone(900 + i),
          relation: 'other' as const,
          is_primary: true,
        },
      ],
      inquiryId: id,
      status: i === applications.length - 1 ? ('rejected' as const) : ('pending' as const),
      decisionNote: i === applications.length - 1 ? 'The class is full for this session.' : null,
      decidedBy: i === applications.length - 1 ? adminUserId : null,
      decidedAt:
        i === applications.length - 1
          ? new Date(`${academics.currentSessionStart}T10:00:00Z`)
          : null,
    })),
  );
}
