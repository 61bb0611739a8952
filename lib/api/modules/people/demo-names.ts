/**
 * Small name lists for the demo schools' generated people: each school its own, so the two
 * demo schools look different and a leak between them shows. Combined by a seeded generator
 * (lib/api/demo/random.ts), they give the same people on every machine.
 */
import type { DemoSchoolKey } from '../../demo/schools';

export type NameList = {
  female: readonly string[];
  male: readonly string[];
  family: readonly string[];
  streets: readonly string[];
  town: string;
  occupations: readonly string[];
  qualifications: readonly string[];
  /** A fictional phone number (ranges set aside for drama and examples), from a counter. */
  phone: (n: number) => string;
};

/** A family of one child and one guardian whose names are fixed, not drawn. */
export type NamedFamily = {
  child: { firstName: string; lastName: string; gender: 'male' | 'female' };
  guardian: { fullName: string; emailName: string; relation: 'mother' | 'father' };
};

/**
 * Families of every demo school named in other scripts (Arabic, Devanagari, Polish with its
 * accents), so that the lists, their search and sort, and the PDFs show such names from the
 * first start (lib/text/name-key.ts; docs/ARCHITECTURE.md, "Names in any script"). They are
 * planned after the drawn families, so the drawn ones stay as they were.
 */
export const NAMES_IN_OTHER_SCRIPTS: readonly NamedFamily[] = [
  {
    child: { firstName: 'عائشة', lastName: 'الحربي', gender: 'female' },
    guardian: { fullName: 'خالد الحربي', emailName: 'khalid.alharbi', relation: 'father' },
  },
  {
    child: { firstName: 'अनन्या', lastName: 'शर्मा', gender: 'female' },
    guardian: { fullName: 'सुनीता शर्मा', emailName: 'sunita.sharma', relation: 'mother' },
  },
  {
    child: { firstName: 'Łucja', lastName: 'Żółć', gender: 'female' },
    guardian: { fullName: 'Paweł Żółć', emailName: 'pawel.zolc', relation: 'father' },
  },
  {
    child: { firstName: 'यश', lastName: 'वर्मा', gender: 'male' },
    guardian: { fullName: 'राहुल वर्मा', emailName: 'rahul.verma', relation: 'father' },
  },
  {
    child: { firstName: 'يوسف', lastName: 'المنصوري', gender: 'male' },
    guardian: { fullName: 'مريم المنصوري', emailName: 'maryam.almansouri', relation: 'mother' },
  },
];

export const DEMO_NAMES: Record<DemoSchoolKey, NameList> = {
  riverside: {
    female: [
      'Abigail',
      'Amina',
      'Chloe',
      'Daniela',
      'Emily',
      'Fatima',
      'Grace',
      'Hannah',
      'Imani',
      'Isabella',
      'Jasmine',
      'Keisha',
      'Layla',
      'Maya',
      'Mei',
      'Nia',
      'Olivia',
      'Priya',
      'Sofia',
      'Zara',
    ],
    male: [
      'Aarav',
      'Benjamin',
      'Carlos',
      'David',
      'Elijah',
      'Ethan',
      'Gabriel',
      'Hiro',
      'Isaac',
      'Jamal',
      'Kofi',
      'Liam',
      'Lucas',
      'Malik',
      'Mateo',
      'Noah',
      'Omar',
      'Ryan',
      'Samuel',
      'Tyler',
    ],
    family: [
      'Adeyemi',
      'Alvarez',
      'Brooks',
      'Chen',
      'Coleman',
      'Diaz',
      'Edwards',
      'Foster',
      'Garcia',
      'Hughes',
      'Jackson',
      'Kim',
      'Lopez',
      'Mensah',
      'Nguyen',
      'Okafor',
      'Patel',
      'Ramirez',
      'Robinson',
      'Santos',
      'Sullivan',
      'Thompson',
      'Walker',
      'Washington',
      'Young',
    ],
    streets: [
      'River Road',
      'Maple Avenue',
      'Oak Street',
      'Willow Lane',
      'Harbor Drive',
      'Cedar Court',
      'Mill Street',
      'Bridge Road',
    ],
    town: 'Riverside',
    occupations: [
      'Nurse',
      'Engineer',
      'Teacher',
      'Accountant',
      'Electrician',
      'Pharmacist',
      'Chef',
      'Designer',
      'Driver',
      'Lawyer',
      'Mechanic',
      'Software developer',
    ],
    qualifications: [
      'B.Ed.',
      'M.Ed.',
      'B.A. Elementary Education',
      'B.Sc. Mathematics',
      'M.A. English',
    ],
    // North American numbers 555-0100 to 555-0199 are reserved for fiction in every area code.
    phone: (n) =>
      `+1 ${[212, 312, 415, 617, 718][n % 5]} 555 01${String(n % 100).padStart(2, '0')}`,
  },
  hillcrest: {
    female: [
      'Alice',
      'Amelia',
      'Aoife',
      'Charlotte',
      'Elodie',
      'Eva',
      'Freya',
      'Harriet',
      'Ines',
      'Isla',
      'Lucie',
      'Maeve',
      'Martha',
      'Niamh',
      'Poppy',
      'Rosie',
      'Saoirse',
      'Sienna',
      'Yasmin',
      'Zoe',
    ],
    male: [
      'Alfie',
      'Archie',
      'Callum',
      'Dylan',
      'Finn',
      'Hamish',
      'Harry',
      'Jude',
      'Kieran',
      'Louis',
      'Luca',
      'Oscar',
      'Owen',
      'Rhys',
      'Rory',
      'Samir',
      'Theo',
      'Toby',
      'Yusuf',
      'Zain',
    ],
    family: [
      'Ahmed',
      'Baker',
      'Bennett',
      'Campbell',
      'Clarke',
      'Dubois',
      'Evans',
      'Fraser',
      'Haddad',
      'Hughes',
      'Kaur',
      'Kowalski',
      'Larsen',
      'Lefevre',
      'MacLeod',
      'Morgan',
      'Murphy',
      'Novak',
      'Price',
      'Romero',
      'Shah',
      'Taylor',
    ],
    streets: [
      'Hill Lane',
      'Church Street',
      'Station Road',
      'Kings Avenue',
      'Meadow Close',
      'Victoria Road',
    ],
    town: 'Hillcrest',
    occupations: [
      'Solicitor',
      'Nurse',
      'Civil servant',
      'Plumber',
      'Architect',
      'Shop owner',
      'Paramedic',
      'Lecturer',
      'Farmer',
      'Analyst',
    ],
    qualifications: [
      'PGCE',
      'BSc (Hons) Physics',
      'BA (Hons) History',
      'MA Education',
      'MSc Chemistry',
    ],
    // Ofcom sets 07700 900000 to 900999 aside for drama: never a real mobile.
    phone: (n) => `+44 7700 900${String(n % 1000).padStart(3, '0')}`,
  },
};

/** The e-mail of a generated person: ascii, lower-case, made unique by a running number. */
export function demoEmailFor(first: string, last: string, domain: string, used: Set<string>) {
  const base = `${first}.${last}`
    .normalize('NFD')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase();
  let email = `${base}@${domain}`;
  for (let n = 2; used.has(email); n++) email = `${base}${n}@${domain}`;
  used.add(email);
  return email;
}
