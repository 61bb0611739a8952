/**
 * The tables audit entries name are declared by the modules that record them (their
 * manifests' `auditTables`, read from the registry): an audited entity whose name is no
 * table a module owns, and that its module does not declare, fails here.
 */
import { declaredByModules, defineModule } from '../../http/module';
import { modules } from '../../modules';
import { entitiesWithoutTable, entityTable } from './entity-tables';

test('every entity the registry audits names a table a module owns, or is declared', () => {
  expect(entitiesWithoutTable(modules)).toEqual([]);
  expect(['guardians', 'exam-schedules', 'fee-payments', 'jobs'].map(entityTable)).toEqual([
    'users',
    'exams',
    'fee_payments',
    null,
  ]);
});

test('a module auditing an entity that is no table fails until its manifest names one', () => {
  // A module no school has (names no table of the schema will take).
  const lockers = defineModule({
    name: 'lockers',
    routes: [],
    audit: { 'locker-keys': 'Locker key', 'locker-settings': 'Locker settings' },
  });
  expect(entitiesWithoutTable([...modules, lockers])).toEqual(['locker-keys', 'locker-settings']);
  const declared = {
    ...lockers,
    auditTables: { 'locker-keys': 'students', 'locker-settings': null },
  };
  expect(entitiesWithoutTable([...modules, declared])).toEqual([]);
});

test('two modules naming one entity differently stop the start with a sentence', () => {
  const other = defineModule({ name: 'other', routes: [], auditTables: { guardians: 'students' } });
  expect(() => declaredByModules([...modules, other], 'auditTables')).toThrow(
    'auditTables: "guardians" is users in people and students in other.',
  );
});
