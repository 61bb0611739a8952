/**
 * Adding a module is one folder and one line in the registry: a throw-away module declared
 * here, and appended to the registry's list here, appears in the routes, the menu, the
 * backup's tables, the demo seed's order, the dashboard, the audit log's labels and the
 * cross-school matrix, without any other file knowing of it.
 */
import { count, eq } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { composeMenu } from '../menu/compose';
import { PERMISSIONS } from '../permissions/catalogue';
import { SCHOOL_ADMIN } from '../menu/types';
import { envelope } from './http/envelope';
import { notFoundLabelled } from './http/errors';
import { defineModule, tablesOf, type ApiModule } from './http/module';
import { access, defineRoute } from './http/route';
import { entityLabels } from './modules/audit';
import { backupPlan } from './modules/backup/plan';
import { moduleTables } from './modules/backup/tenant-tables';
import { modules } from './modules';
import { routesOfModules } from './routes';
import { demoStepOrder } from './seed/runner';
import { unlabelledEntities } from './test-support/audit-labels';
import { crossSchoolMatrix, missingFixtures } from './test-support/cross-school';
import { post, type ForeignRowsOf } from './test-support/fixtures';

const widgets = pgTable(
  'widgets',
  {
    schoolId: integer('school_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

const widgetsModule: ApiModule = defineModule({
  name: 'widgets',
  plan: 'inventory',
  routes: [
    defineRoute({
      method: 'GET',
      path: '/widgets/:id',
      tag: 'widgets',
      summary: 'A widget',
      access: access.role('School Admin'),
      handler: async () => {
        throw notFoundLabelled('widget');
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/widgets',
      tag: 'widgets',
      summary: 'Every widget',
      access: access.role('School Admin'),
      handler: async () => envelope([]),
    }),
    defineRoute({
      method: 'POST',
      path: '/widgets',
      tag: 'widgets',
      summary: 'A new widget',
      access: access.role('School Admin'),
      body: z.object({ name: z.string() }),
      audit: { entity: 'widgets', actions: ['create'] },
      handler: async () => envelope({ id: 1 }),
    }),
  ],
  audit: { widgets: 'Widget' },
  menu: [
    {
      section: 'Daily Operations',
      place: 55,
      item: {
        type: 'link',
        title: 'Widgets',
        path: '/widgets',
        icon: 'inventory',
        roles: SCHOOL_ADMIN,
      },
    },
  ],
  dashboard: {
    figures: [
      {
        key: 'total_widgets',
        label: 'Widgets',
        role: 'School Admin',
        format: 'count',
        value: async ({ db, schoolId }) =>
          (await db.select({ n: count() }).from(widgets).where(eq(widgets.schoolId, schoolId)))[0]
            ?.n ?? 0,
      },
    ],
  },
  demo: { after: ['inventory'], structure: async () => {} },
  tables: tablesOf({ widgets }, { widgets: 'append' }),
});

/** The registry with the throw-away module's one line. */
const registry = [...modules, widgetsModule];

test('its routes are mounted, stamped with the module and its plan', () => {
  const routes = routesOfModules(registry).filter((r) => r.module === 'widgets');
  expect(routes.map((r) => [r.method, r.path, r.plan])).toEqual([
    ['GET', '/widgets/:id', 'inventory'],
    ['GET', '/widgets', 'inventory'],
    ['POST', '/widgets', 'inventory'],
  ]);
  expect(routesOfModules(modules).some((r) => r.path.startsWith('/widgets'))).toBe(false);
});

test('its menu entry sits at its place in its section, under its plan', () => {
  const daily = composeMenu(registry).find((s) => s.title === 'Daily Operations');
  expect(daily?.items.map((i) => i.title)).toEqual([
    'Student Fees',
    // A guardian's own entries sit beside the staff's of the same area.
    'Fees',
    'Attendance',
    'Attendance',
    'Teacher Attendance',
    'Leave',
    'Holidays',
    'Widgets',
    'Announcements',
    'Notices',
  ]);
  expect(daily?.items.find((i) => i.title === 'Widgets')?.module).toBe('inventory');
});

test('its table is backed up, in foreign-key order, restored as it says', () => {
  const plan = backupPlan(moduleTables(registry));
  expect(plan.problems).toEqual([]);
  expect(plan.tables.find((t) => t.name === 'widgets')?.mode).toBe('append');
});

test('its demo step runs after the step it names', () => {
  const order = demoStepOrder(registry).map((s) => s.module);
  expect(order.indexOf('widgets')).toBeGreaterThan(order.indexOf('inventory'));
});

test('the dashboard, files and backup read the manifests when the routes are assembled', () => {
  const secondYear: ApiModule = {
    name: 'years',
    routes: [],
    dashboard: { sessionYear: async () => ({ id: 1, name: 'Y' }) },
  };
  expect(() => routesOfModules([...registry, secondYear])).toThrow(
    'The dashboard needs one module giving the session year; 2 do.',
  );
  const withoutPhotoRule = registry.map((m) => (m.files?.photo ? { ...m, files: {} } : m));
  expect(() => routesOfModules(withoutPhotoRule)).toThrow(
    'No module gives an access rule for: photo.',
  );
  const relabelled: ApiModule = { name: 'gadgets', routes: [], audit: { widgets: 'Gadget' } };
  expect(() => routesOfModules([...registry, relabelled])).toThrow(
    'The audit entity "widgets" is labelled "Widget" by widgets and "Gadget" by gadgets.',
  );
  const claimedTwice = [...registry, { ...widgetsModule, name: 'gadgets' }];
  expect(() => moduleTables(claimedTwice)).toThrow(
    'The table widgets is claimed by both widgets and gadgets.',
  );
});

test('its audit label names its rows in the audit log; without it the check misses it', () => {
  expect(entityLabels(registry)('widgets')).toBe('Widget');
  expect(entityLabels(modules)('widgets')).toBe('Widgets');
  expect(unlabelledEntities(registry)).toEqual([]);
  const unlabelled = registry.map((m) => (m === widgetsModule ? { ...m, audit: {} } : m));
  expect(unlabelledEntities(unlabelled)).toEqual([
    'POST /api/widgets records "widgets": no label in the audit of widgets/module.ts',
  ]);
});

test('its route with an id joins the cross-school matrix, which asks for its fixtures', () => {
  const matrix = crossSchoolMatrix(registry).filter((r) => r.module === 'widgets');
  expect(matrix.map((r) => [r.resource, r.route.path])).toEqual([['widgets', '/widgets/:id']]);
  expect(missingFixtures(matrix, new Map())).toEqual([
    'GET /widgets/:id: no foreignRows["widgets"] in widgets/test-support/foreign-rows.ts',
  ]);
  const fixtures: ForeignRowsOf = {
    widgets: { create: (t, as) => post(t, as, '/widgets', { name: 'W' }) },
  };
  expect(missingFixtures(matrix, new Map([['widgets', fixtures]]))).toEqual([]);
});

test("this build's manifests own every permission of the catalogue, each once", () => {
  const owned = modules.flatMap((m) => m.permissions ?? []);
  expect(new Set(owned).size).toBe(owned.length);
  expect([...owned].sort()).toEqual([...PERMISSIONS].sort());
});
