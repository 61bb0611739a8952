/**
 * Built from the route list: every write route (POST, PUT, PATCH, DELETE) says how it is
 * audited, and the machinery holds it to that. A new write route without an audit
 * declaration fails here (and the app refuses to mount it); one that declares an audit but
 * succeeds without writing the row fails every API test that calls it (see mount.ts).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiEnv } from './http/context';
import { isWriteRoute } from './http/audit';
import { mountRoutes } from './http/mount';
import { access, defineRoute, type RouteDefinition } from './http/route';
import { modules } from './modules';
import { allRoutes } from './routes';
import { unlabelledEntities } from './test-support/audit-labels';
import { startTestApi, type TestApi } from './test-support/harness';
import { createApi } from './app';

const name = (r: RouteDefinition) => `${r.method} /api${r.path}`;

/** The only write routes that record nothing, each for the reason its declaration gives. */
const EXEMPT = [
  'POST /api/admission-inquiries/:id/convert',
  'POST /api/promotions/preview',
  'POST /api/backups/restore/preview',
  'POST /api/notifications/read-all',
  'POST /api/notifications/:id/read',
];

describe('the route list', () => {
  const writes = allRoutes.filter(isWriteRoute);

  test('has write routes to check', () => {
    expect(writes.length).toBeGreaterThan(40);
  });

  test.each(writes.map((r) => [name(r), r] as const))('%s declares its audit', (_, route) => {
    expect(route.audit).toBeDefined();
    const rule = route.audit!;
    if ('exempt' in rule) {
      expect(EXEMPT).toContain(name(route));
      expect(rule.exempt.length).toBeGreaterThan(20);
    } else {
      expect(rule.actions.length).toBeGreaterThan(0);
      expect(rule.entity.length).toBeGreaterThan(0);
    }
  });

  test('only the listed routes are exempt', () => {
    const exempt = writes.filter((r) => r.audit && 'exempt' in r.audit).map(name);
    expect(exempt).toEqual(EXEMPT);
  });
});

describe('the labels of the audit log', () => {
  test("every entity a route records has a label in its module's manifest", () => {
    expect(unlabelledEntities(modules)).toEqual([]);
  });

  test('a label taken out of a manifest is missed, once per route recording it', () => {
    const withoutPayments = modules.map((m) =>
      m.name === 'fees'
        ? {
            ...m,
            audit: Object.fromEntries(
              Object.entries(m.audit ?? {}).filter(([e]) => e !== 'fee-payments'),
            ),
          }
        : m,
    );
    const missing = '"fee-payments": no label in the audit of fees/module.ts';
    expect(unlabelledEntities(withoutPayments)).toEqual([
      `POST /api/fee-payments records ${missing}`,
      `POST /api/fee-payments/:id/cancel records ${missing}`,
    ]);
  });
});

describe('the machinery', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ seed: false });
  });
  afterAll(() => t.close());

  const probe = (recorded: boolean): RouteDefinition =>
    defineRoute({
      method: 'POST',
      path: `/probe-${recorded}`,
      tag: 'test',
      summary: 'a write route for this test',
      access: access.public,
      body: z.object({}),
      audit: { entity: 'probes', actions: ['create'] },
      handler: async ({ db, audit }) => {
        if (recorded) await audit(db, { action: 'create', entity: 'probes', schoolId: null });
        return { ok: true };
      },
    });

  function appWith(routes: RouteDefinition[]) {
    const app = createApi({
      database: async () => t.handle.db,
      config: { appHost: 'schola.test', tokenTtlHours: 1, storageDir: t.storageDir },
    });
    mountRoutes(app as unknown as Hono<ApiEnv>, routes);
    return app;
  }

  test('refuses to mount a write route that declares no audit', () => {
    const undeclared = { ...probe(true), audit: undefined };
    expect(() => appWith([undeclared])).toThrow(
      /POST \/api\/probe-true writes but declares no audit/,
    );
  });

  test('a declared write that records its row succeeds; one that does not fails', async () => {
    const app = appWith([probe(true), probe(false)]);
    const post = (path: string) =>
      app.request(path, {
        method: 'POST',
        body: '{}',
        headers: { 'Content-Type': 'application/json' },
      });
    expect((await post('/api/probe-true')).status).toBe(200);
    const silent = await post('/api/probe-false');
    expect(silent.status).toBe(500);
  });
});
