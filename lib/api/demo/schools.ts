/**
 * The two demo schools as every module sees them: who they are (subdomain, name, colours,
 * currency, the demo accounts' names). What each module adds to them lives in that module's
 * demo-seed.ts, keyed by the subdomain. They differ in every visible way (name, logo, classes,
 * people, counts, currency) so a leak from one school to the other is obvious.
 */

/** Demo-only password, stated in the README. */
export const DEMO_PASSWORD = 'Schola-demo-1';
export const PROVIDER_EMAIL = 'provider@schola.test';

export type DemoSchoolKey = 'riverside' | 'hillcrest';

export type DemoSchool = {
  subdomain: DemoSchoolKey;
  name: string;
  colours: [string, string];
  initials: string;
  /** Full names of the demo accounts {role}@{subdomain}.test. */
  people: { admin: string; teacher: string; guardian: string; accountant: string };
  /** School settings written when the school is created (currency, contact, date format). */
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
    settings: {
      phone: '+44 20 7946 0000',
      address: '1 Hill Lane, Hillcrest',
      currency: 'GBP',
      currency_symbol: '£',
      date_format: 'DD MMM YYYY',
      // Arabic by default (issue 26): the demo shows the mirrored shell; each user may choose.
      locale: 'ar',
    },
  },
];

/** The demo account of a role in a school: admin@riverside.test. */
export const demoEmail = (who: string, school: DemoSchool) => `${who}@${school.subdomain}.test`;
