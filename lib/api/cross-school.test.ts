/**
 * Generated from the route list, so a module is covered the day it is mounted:
 * - every school route with a path parameter, called by another school's School Admin with an
 *   existing id of this school (and a body valid in the caller's own school), answers 404;
 * - every route guarded by a permission, called by a user of the same school holding every
 *   permission but that one, answers 403; every route guarded by a role, or for the provider
 *   only, answers 403 to a user of the school without that role.
 * A mounted route with a parameter but no way to get a foreign id (its module's
 * test-support/foreign-rows.ts) fails the suite. The matrix comes from the registry
 * (test-support/cross-school.ts): the suite names no module.
 */
import { PERMISSIONS, type PermissionName } from '../permissions/catalogue';
import type { RouteDefinition } from './http/route';
import { admin, userWith } from './modules/academics/test-support/factories';
import { modules } from './modules';
import { allRoutes } from './routes';
import {
  crossSchoolMatrix,
  foreignRowsOf,
  missingFixtures,
  routeName,
} from './test-support/cross-school';
import type { As, ForeignRowsOf } from './test-support/fixtures';
import { startTestApi, type TestApi } from './test-support/harness';
import { defined } from '../test-support/defined';

const withParameters = (path: string, value: number | string) =>
  `/api${path.replace(/:[A-Za-z_]+/g, String(value))}`;

/** An access check comes before validation: any body will do, and a GET carries none. */
const emptyBody = (r: RouteDefinition) => (r.method === 'GET' ? undefined : {});

const idRoutes = crossSchoolMatrix(modules);
const fixtures = new Map<string, ForeignRowsOf>();

let t: TestApi;
let riverside: As;
let hillcrest: As;
beforeAll(async () => {
  for (const m of modules) fixtures.set(m.name, await foreignRowsOf(m.name));
  t = await startTestApi();
  riverside = await admin(t, 'riverside');
  hillcrest = await admin(t, 'hillcrest');
});
afterAll(() => t.close());

test('every school route with an id has a way to get a foreign id (and a body)', () => {
  expect(missingFixtures(idRoutes, fixtures)).toEqual([]);
  expect(idRoutes.length).toBeGreaterThan(40);
});

describe("another school's id is 404", () => {
  test.each(idRoutes.map((r) => [routeName(r.route), r] as const))('%s', async (_name, idRoute) => {
    const { route, module, resource } = idRoute;
    const rows = fixtures.get(module)?.[resource];
    if (!rows) throw new Error(`${routeName(route)}: no fixtures (see the first test)`);
    const id = await rows.create(t, riverside);
    const bodyOf = () => defined(rows.bodies?.[routeName(route)], `a body for ${routeName(route)}`);
    const body = route.body ? await bodyOf()(t, hillcrest) : undefined;
    const res = await t.call(route.method, withParameters(route.path, id), { ...hillcrest, body });
    expect([res.status, res.body?.message]).toEqual([404, expect.stringMatching(/not found/i)]);
    if (route.method === 'GET') {
      // The same id is there for its own school: the 404 came from the school, not the id.
      const own = await t.call('GET', withParameters(route.path, id), riverside);
      expect(own.status).toBe(200);
    }
  });
});

const permissionRoutes = allRoutes.filter(
  (r) => r.access.kind === 'permission' || r.access.kind === 'school-wide',
);
const roleOrProviderRoutes = allRoutes.filter(
  (r) => r.access.kind === 'role' || r.access.kind === 'provider',
);

describe('a user of the school without the permission is 403', () => {
  const users = new Map<PermissionName, Promise<As>>();
  /** One user per permission, holding every permission but that one. */
  const allBut = (missing: PermissionName) => {
    if (!users.has(missing))
      users.set(
        missing,
        userWith(
          t,
          PERMISSIONS.filter((p) => p !== missing),
          'riverside',
        ),
      );
    return users.get(missing)!;
  };

  test.each(permissionRoutes.map((r) => [routeName(r), r] as const))('%s', async (_n, route) => {
    const access = route.access as { kind: 'permission'; permission: PermissionName };
    const as = await allBut(access.permission);
    const res = await t.call(route.method, withParameters(route.path, 1), {
      ...as,
      body: emptyBody(route),
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toContain(access.permission);
  });
});

describe('a user of the school without the role is 403', () => {
  let everything: Promise<As>;
  test.each(roleOrProviderRoutes.map((r) => [routeName(r), r] as const))(
    '%s',
    async (_n, route) => {
      // Every permission, but only a custom role: neither School Admin, Guardian nor provider.
      everything ??= userWith(t, [...PERMISSIONS], 'riverside');
      const res = await t.call(route.method, withParameters(route.path, 1), {
        ...(await everything),
        body: emptyBody(route),
      });
      expect(res.status).toBe(403);
    },
  );
});
