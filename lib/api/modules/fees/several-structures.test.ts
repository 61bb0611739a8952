/**
 * Several fee structures on one class (issue 27): tuition and an optional transport structure
 * side by side, each assigned on its own; a student's dues carry both, the fee summary counts
 * both, and a student who did not opt into the optional one owes nothing for it.
 */
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import { studentBody } from '../people/test-support';
import { classWithSection, okCaller } from './test-support';

let t: TestApi;
let admin: string;
let accountant: string;
let sessionId: number;
let tuitionId: number;
let classId: number;
let sectionId: number;
const ok = (...args: Parameters<ReturnType<typeof okCaller>>) => okCaller(t)(...args);
const call = (method: string, path: string, o: { token: string; body?: unknown }) =>
  t.call(method, path, { school: 'riverside', ...o });

beforeAll(async () => {
  t = await startTestApi();
  admin = await t.login('admin@riverside.test');
  accountant = await t.login('accountant@riverside.test');
  const meta = await ok('GET', '/api/meta-data', { token: admin });
  sessionId = meta.session_year_all.find((s: { default: number }) => s.default === 1).id;
  tuitionId = meta.feesType.find((f: { name: string }) => f.name === 'Tuition').id;
  [classId, sectionId] = await classWithSection(ok, admin, meta.mediums[0].id, 'Two structures');
});
afterAll(() => t.close());

const DUE = '2026-09-01';
const structure = (name: string, amount: number, extra: Record<string, unknown> = {}) => ({
  name,
  session_year_id: sessionId,
  class_ids: [classId],
  due_date: DUE,
  lines: [{ fee_type_id: tuitionId, amount, optional: false }],
  ...extra,
});
const admit = async () =>
  (await ok('POST', '/api/students', { token: admin, body: studentBody(sectionId) })).id as number;
const duesOf = async (student: number) =>
  (await ok('GET', `/api/students/${student}/fees`, { token: accountant })).dues as {
    label: string;
    amount: number;
  }[];
const classFigures = async () =>
  (await ok('GET', '/api/fees/fee-summary', { token: accountant })).per_class.find(
    (c: { class_id: number }) => c.class_id === classId,
  );

test('tuition and optional transport on one class: each assigned on its own, only opted-in students owe transport', async () => {
  const rider = await admit();
  const walker = await admit();
  const tuitionName = unique('Tuition');
  const transportName = unique('Transport');
  const tuition = await ok('POST', '/api/fee-structures', {
    token: accountant,
    body: structure(tuitionName, 100000),
  });
  const transport = await ok('POST', '/api/fee-structures', {
    token: accountant,
    body: structure(transportName, 30000, { kind: 'transport', optional: true }),
  });
  expect(transport).toMatchObject({ kind: 'transport', optional: true });
  expect(tuition).toMatchObject({ kind: 'tuition', optional: false });

  // The same name twice on a class is still refused: the name is what tells dues apart.
  const twin = await call('POST', '/api/fee-structures', {
    token: accountant,
    body: structure(tuitionName.toUpperCase(), 5000),
  });
  expect(twin.status).toBe(422);
  expect(twin.body.errors.class_ids).toMatch(/already has a fee structure named/);

  // The class lists both, told apart by kind.
  const listed = await ok('GET', `/api/fee-structures?class_id=${classId}`, { token: accountant });
  expect(listed.map((s: { name: string; kind: string }) => [s.name, s.kind]).sort()).toEqual(
    [
      [tuitionName, 'tuition'],
      [transportName, 'transport'],
    ].sort(),
  );
  const onlyTransport = await ok('GET', `/api/fee-structures?class_id=${classId}&kind=transport`, {
    token: accountant,
  });
  expect(onlyTransport.map((s: { id: number }) => s.id)).toEqual([transport.id]);

  // An optional structure is never charged to a whole class.
  const whole = await call('POST', `/api/fee-structures/${transport.id}/assign`, {
    token: accountant,
    body: {},
  });
  expect(whole.status).toBe(422);
  expect(whole.body.errors.student_ids).toMatch(/opted in/);

  await ok('POST', `/api/fee-structures/${tuition.id}/assign`, { token: accountant, body: {} });
  const before = await classFigures();
  expect(before.total_due).toBe(200000);

  await ok('POST', `/api/fee-structures/${transport.id}/assign`, {
    token: accountant,
    body: { student_ids: [rider] },
  });
  // Assigning transport touched no tuition due; tuition again creates nothing new.
  const again = await ok('POST', `/api/fee-structures/${tuition.id}/assign`, {
    token: accountant,
    body: {},
  });
  expect(again.dues_created).toBe(0);

  expect((await duesOf(rider)).map((d) => [d.label, d.amount])).toEqual([
    [`${tuitionName}: Full`, 100000],
    [`${transportName}: Full`, 30000],
  ]);
  expect((await duesOf(walker)).map((d) => [d.label, d.amount])).toEqual([
    [`${tuitionName}: Full`, 100000],
  ]);
  const after = await classFigures();
  expect(after).toMatchObject({ total_due: 230000, outstanding: 230000 });

  // Each structure keeps its own versioning: transport, owed, becomes version 2; tuition stays.
  const edited = await ok('PUT', `/api/fee-structures/${transport.id}`, {
    token: accountant,
    body: structure(transportName, 32000, { kind: 'transport', optional: true }),
  });
  expect(edited).toMatchObject({ version: 2, previous_id: transport.id });
  expect(
    (await ok('GET', `/api/fee-structures/${tuition.id}`, { token: accountant })).version,
  ).toBe(1);

  // A late admission gets tuition (compulsory) but not the optional transport.
  const late = await admit();
  expect((await duesOf(late)).map((d) => d.label)).toEqual([`${tuitionName}: Full`]);
});
