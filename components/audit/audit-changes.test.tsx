/**
 * An audit row's change in the page's language: the field count's plural and the table's
 * headings come from the audit catalogue, the recorded values stay as they were.
 */
import { renderIn } from '@/components/i18n/render-in';
import type { Locale } from '@/lib/i18n/locales';
import { AuditChanges, ExpandableChanges, type AuditEntryRow } from './audit-changes';

const row: AuditEntryRow = {
  id: 1,
  created_at: '2026-11-23T15:05:09Z',
  user_id: 7,
  actor_name: 'Asha Rao',
  actor_roles: ['School Admin'],
  provider_user_id: null,
  action: 'update',
  entity: 'classes',
  entity_label: 'Class',
  entity_id: 3,
  before: { name: 'Grade 1', capacity: 30, room: null },
  after: { name: 'Grade 1A', capacity: 32, room: '12' },
  request_id: null,
  client_address: null,
};

const inLocale = (locale: Locale, node: React.ReactNode) => renderIn(locale, 'audit', node);

test('names the number of changed fields with the language’s plural', () => {
  expect(inLocale('en', <ExpandableChanges row={row} />)).toContain('3 fields');
  expect(inLocale('fr', <ExpandableChanges row={row} />)).toContain('3 champs');
  expect(inLocale('ar', <ExpandableChanges row={row} />)).toContain('3 حقول');
});

test('heads the before and after table in the page language, values unchanged', () => {
  const english = inLocale('en', <AuditChanges row={row} />);
  expect(english).toMatch(/Field<\/th>.*Before<\/th>.*After<\/th>/);
  const hindi = inLocale('hi', <AuditChanges row={row} />);
  expect(hindi).toMatch(/फ़ील्ड<\/th>.*पहले<\/th>.*बाद में<\/th>/);
  expect(hindi).toContain('Grade 1A');
  expect(inLocale('fr', <AuditChanges row={{ ...row, before: null, after: null }} />)).toContain(
    'Aucune valeur de champ enregistrée.',
  );
});
