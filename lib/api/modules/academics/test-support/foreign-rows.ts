/**
 * How to get an existing row of each resource of the academic structure in a given school, for the
 * generated cross-school suite (lib/api/cross-school.test.ts); a route with a body also gets
 * a body valid in the caller's own school, keyed "METHOD path".
 */
import { unique } from '../../../test-support/harness';
import {
  post,
  named,
  medium,
  section,
  subject,
  classBody,
  klass,
  classSectionBody,
  classSection,
  sessionYearBody,
  type ForeignRowsOf,
} from '../../../test-support/fixtures';

export const foreignRows: ForeignRowsOf = {
  mediums: { create: medium, bodies: { 'PUT /mediums/:id': named } },
  sections: { create: section, bodies: { 'PUT /sections/:id': named } },
  streams: {
    create: (t, as) => post(t, as, '/streams', { name: unique('Stream') }),
    bodies: { 'PUT /streams/:id': named },
  },
  shifts: {
    create: (t, as) =>
      post(t, as, '/shifts', { name: unique('Shift'), start_time: '08:00', end_time: '12:00' }),
    bodies: {
      'PUT /shifts/:id': async () => ({
        name: unique('S'),
        start_time: '09:00',
        end_time: '13:00',
      }),
    },
  },
  semesters: {
    create: (t, as) =>
      post(t, as, '/semesters', { name: unique('Term'), start_month: 1, end_month: 6 }),
    bodies: {
      'PUT /semesters/:id': async () => ({ name: unique('T'), start_month: 2, end_month: 7 }),
    },
  },
  classes: { create: klass, bodies: { 'PUT /classes/:id': classBody } },
  'class-sections': {
    create: classSection,
    bodies: { 'PUT /class-sections/:id': classSectionBody },
  },
  'class-groups': {
    create: async (t, as) =>
      post(t, as, '/class-groups', { name: unique('Group'), class_ids: [await klass(t, as)] }),
    bodies: {
      'PUT /class-groups/:id': async (t, as) => ({
        name: unique('Group'),
        class_ids: [await klass(t, as)],
      }),
    },
  },
  subjects: {
    create: subject,
    bodies: { 'PUT /subjects/:id': async () => ({ name: unique('Subj'), type: 'Practical' }) },
  },
  'class-subjects': {
    create: async (t, as) =>
      post(t, as, '/class-subjects', {
        class_id: await klass(t, as),
        type: 'Compulsory',
        subject_ids: [await subject(t, as)],
      }),
    bodies: {
      'PUT /class-subjects/:id': async (t, as) => ({
        class_id: await klass(t, as),
        type: 'Compulsory',
        subject_ids: [await subject(t, as)],
      }),
    },
  },
  'session-years': {
    create: async (t, as) => post(t, as, '/session-years', await sessionYearBody()),
    bodies: { 'PUT /session-years/:id': sessionYearBody },
  },
};
