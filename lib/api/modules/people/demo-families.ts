/**
 * Plans the demo schools' families as plain data (no database): every class-section filled
 * with a seeded number of students, grouped into families of one to three children (siblings
 * share their guardians), each with one or two guardians and one primary contact. The demo
 * guardian's family comes first, with two children in different classes.
 */
import type { Random } from '../../demo/random';
import { demoEmailFor, type NamedFamily, type NameList } from './demo-names';

export type SeatSection = { id: number; rank: number };

export type PlannedChild = {
  firstName: string;
  lastName: string;
  gender: 'male' | 'female';
  classSectionId: number;
  /** Position of the child's class in the school, 0 the lowest. */
  rank: number;
  /** The class rank the child was admitted into (0 for most; later joiners higher). */
  joinedRank: number;
  /** Repeated last year's class instead of moving up. */
  repeated: boolean;
};

export type PlannedGuardian = {
  fullName: string;
  email: string;
  relation: 'mother' | 'father';
  isPrimary: boolean;
  phone: string;
  occupation: string;
  /** The demo account guardian@{school}.test: already exists, only linked. */
  isDemoAccount: boolean;
};

export type PlannedFamily = {
  lastName: string;
  address: string;
  children: PlannedChild[];
  guardians: PlannedGuardian[];
};

export type FamilyPlanInput = {
  random: Random;
  names: NameList;
  sections: SeatSection[];
  perSection: [number, number];
  emailDomain: string;
  demoGuardian: { fullName: string; email: string; relation: 'mother' | 'father' };
  /** The two class-sections of the demo guardian's children (different classes). */
  demoChildSections: [number, number];
  /** Families whose names are given, seated in the demo guardian's first child's class. */
  named?: readonly NamedFamily[];
};

export function planFamilies(input: FamilyPlanInput): PlannedFamily[] {
  const { random, names, sections } = input;
  const rankOf = new Map(sections.map((s) => [s.id, s.rank]));
  const seats: number[] = sections.flatMap((s) =>
    Array.from({ length: random.int(...input.perSection) }, () => s.id),
  );
  for (const id of input.demoChildSections) seats.splice(seats.indexOf(id), 1);
  shuffle(seats, random);

  const usedEmails = new Set<string>([input.demoGuardian.email]);
  let phones = random.int(0, 999);
  const address = () => `${random.int(1, 240)} ${random.pick(names.streets)}, ${names.town}`;
  const child = (lastName: string, classSectionId: number): PlannedChild => {
    const gender = random.chance(0.5) ? 'female' : 'male';
    const rank = rankOf.get(classSectionId) ?? 0;
    return {
      firstName: random.pick(gender === 'female' ? names.female : names.male),
      lastName,
      gender,
      classSectionId,
      rank,
      joinedRank: rank > 0 && random.chance(0.25) ? random.int(1, rank) : 0,
      repeated: rank > 0 && random.chance(0.03),
    };
  };
  const guardian = (
    lastName: string,
    relation: 'mother' | 'father',
    isPrimary: boolean,
  ): PlannedGuardian => {
    const first = random.pick(relation === 'mother' ? names.female : names.male);
    return {
      fullName: `${first} ${lastName}`,
      email: demoEmailFor(first, lastName, input.emailDomain, usedEmails),
      relation,
      isPrimary,
      phone: names.phone(phones++),
      occupation: random.pick(names.occupations),
      isDemoAccount: false,
    };
  };

  const demoLast = input.demoGuardian.fullName.split(' ').at(-1) ?? 'Family';
  const families: PlannedFamily[] = [
    {
      lastName: demoLast,
      address: address(),
      children: input.demoChildSections.map((id) => ({ ...child(demoLast, id), joinedRank: 0 })),
      guardians: [
        {
          fullName: input.demoGuardian.fullName,
          email: input.demoGuardian.email,
          relation: input.demoGuardian.relation,
          isPrimary: true,
          phone: names.phone(phones++),
          occupation: random.pick(names.occupations),
          isDemoAccount: true,
        },
      ],
    },
  ];
  while (seats.length) {
    const size = Math.min(seats.length, random.chance(0.62) ? 1 : random.chance(0.75) ? 2 : 3);
    const lastName = random.pick(names.family);
    const firstRelation = random.chance(0.6) ? 'mother' : 'father';
    const guardians = [guardian(lastName, firstRelation, true)];
    if (random.chance(0.45))
      guardians.push(guardian(lastName, firstRelation === 'mother' ? 'father' : 'mother', false));
    families.push({
      lastName,
      address: address(),
      children: seats.splice(0, size).map((id) => child(lastName, id)),
      guardians,
    });
  }
  // Last, so that the drawn families above come out as they did before these were added.
  const [namedSection] = input.demoChildSections;
  for (const { child: named, guardian: given } of input.named ?? []) {
    const { emailName, ...givenNames } = given;
    const email = `${emailName}@${input.emailDomain}`;
    usedEmails.add(email);
    families.push({
      lastName: named.lastName,
      address: address(),
      children: [
        { ...child(named.lastName, namedSection), ...named, joinedRank: 0, repeated: false },
      ],
      guardians: [{ ...guardian(named.lastName, given.relation, true), ...givenNames, email }],
    });
  }
  return families;
}

function shuffle<T extends NonNullable<unknown>>(items: T[], random: Random) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    const [a, b] = [items[i], items[j]];
    if (a === undefined || b === undefined)
      throw new Error('shuffle: both indexes are within the list');
    [items[i], items[j]] = [b, a];
  }
}
