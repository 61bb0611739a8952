/** Renumbering rows (renumber.ts): ids in order, links rewritten, a missing target refused or emptied. */
import { idsInJson, type IdLink } from '../../http/id-links';
// The registry: the events' key tables are the sending modules' (their `notificationKeys`).
import '../../modules';
import { idempotencyKeyIn } from '../notifications/restore-links';
import type { PlannedTable } from './plan';
import { idLookUp, mapInOrder, MissingReference, renumberingOf, renumberRow } from './renumber';

const table = (
  name: string,
  references: PlannedTable['references'] = [],
  links?: Record<string, IdLink>,
): PlannedTable => ({
  name,
  mode: 'replace',
  columns: [
    { name: 'school_id', generated: false, identity: false },
    { name: 'id', generated: false, identity: true },
  ],
  primaryKey: ['school_id', 'id'],
  references,
  ...(links && { links }),
});
const fk = (columns: string[], target: string) => ({
  table: target,
  columns: ['school_id', ...columns],
  foreignColumns: ['school_id', 'id'],
});

const planned = [
  table('users'),
  table('entries', [fk(['user_id'], 'users')], {
    due_id: { table: 'entries' },
    entity_id: { tableIn: 'entity', tables: (e) => (e === 'people' ? 'users' : null) },
    provider_user_id: { notCarried: 'elsewhere' },
    note: { noSchoolIds: 'text' },
    key: { rewrite: (v, row, idOf) => `${String(v)}>${idOf('users', row.user_id)}` },
  }),
];
const renumbering = renumberingOf(planned);
const idOf = idLookUp(
  new Map([
    ['users', mapInOrder([30, 10, 20], [901, 700, 800])],
    ['entries', mapInOrder([5, 6], [61, 60])],
  ]),
  { from: 1, to: 99 },
);

test('old ids map to fresh ones in order, smallest to smallest', () => {
  expect([...mapInOrder([30, 10, 20], [901, 700, 800])]).toEqual([
    [10, 700],
    [20, 800],
    [30, 901],
  ]);
  expect([idOf('schools', 1), idOf('schools', 2), idOf('users', 99), idOf('users', null)]).toEqual([
    99,
    null,
    null,
    null,
  ]);
});

test('a row gets its new id and every link rewritten from the row as it was', () => {
  const row = {
    school_id: 1,
    id: 6,
    user_id: 30,
    due_id: 5,
    entity: 'people',
    entity_id: 10,
    provider_user_id: 4,
    note: 'id 5',
    key: 'k',
  };
  expect(renumberRow('entries', row, renumbering.get('entries')!, idOf)).toEqual({
    ...row,
    id: 61,
    user_id: 901,
    due_id: 60,
    entity_id: 700,
    provider_user_id: null,
    key: 'k>901',
  });
});

test('a declared link to a row the archive lacks is emptied; a foreign key to one is refused', () => {
  const how = renumbering.get('entries')!;
  const row = { school_id: 1, id: 5, user_id: 10, due_id: 77, entity: 'backups', entity_id: 3 };
  expect(renumberRow('entries', row, how, idOf)).toMatchObject({ due_id: null, entity_id: null });
  expect(() => renumberRow('entries', { ...row, user_id: 11 }, how, idOf)).toThrow(
    MissingReference,
  );
});

test('a foreign key to a column other than the id, or a declared foreign key, cannot be renumbered', () => {
  const odd = table('odd', [
    { table: 'users', columns: ['school_id', 'code'], foreignColumns: ['school_id', 'code'] },
  ]);
  expect(() => renumberingOf([table('users'), odd])).toThrow(/not its id/);
  const twice = table('twice', [fk(['user_id'], 'users')], { user_id: { table: 'users' } });
  expect(() => renumberingOf([table('users'), twice])).toThrow(/also declared/);
});

test('ids inside a JSON object are rewritten by key; 0 (none) stays, a missing one empties', () => {
  const link = idsInJson({ class_section_id: 'users', session_year_id: 'users' });
  if (!('rewrite' in link)) throw new Error('a rewrite');
  expect(link.rewrite({ class_section_id: 10, session_year_id: 0, name: 'x' }, {}, idOf)).toEqual({
    class_section_id: 700,
    session_year_id: 0,
    name: 'x',
  });
  expect(link.rewrite({ class_section_id: 11 }, {}, idOf)).toEqual({ class_section_id: null });
});

test("a delivery's idempotency key is rebuilt from its rewritten event key and recipient", () => {
  const row = { event_key: 'payment_received:5', recipient_user_id: 20, channel: 'email' };
  const ids = idLookUp(
    new Map([
      ['fee_payments', new Map([[5, 500]])],
      ['users', new Map([[20, 200]])],
    ]),
    { from: 1, to: 2 },
  );
  expect(idempotencyKeyIn('payment_received:5:20:email', row, ids)).toBe(
    'payment_received:500:200:email',
  );
  // A key of another form stays as it was.
  expect(idempotencyKeyIn('something:else', row, ids)).toBe('something:else');
});
