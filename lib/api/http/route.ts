/**
 * How a module declares a route: method, path, the access it needs, its zod schemas and a
 * handler. The same declarations mount the routes and write the OpenAPI document, so a route
 * cannot exist without naming the permission it needs.
 */
import type { PlanModuleKey } from '../../plans/catalogue';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { PermissionName, ReservedRole } from '../../permissions/catalogue';
import type { AuditAction } from './audit-actions';
import type { AuditRecorder } from './audit';
import type { ApiEnv, Caller, ProviderUser, SchoolUser } from './context';

export type Access =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'permission'; permission: PermissionName }
  | { kind: 'role'; role: ReservedRole }
  /** A school-wide figure: the permission held through a staff role, never only as a Guardian. */
  | { kind: 'school-wide'; permission: PermissionName }
  | { kind: 'provider' }
  /** Any valid token, a school user's or the provider's (logout). */
  | { kind: 'signed-in' };

export const access = {
  public: { kind: 'public' },
  authenticated: { kind: 'authenticated' },
  provider: { kind: 'provider' },
  signedIn: { kind: 'signed-in' },
  permission: (permission: PermissionName) => ({ kind: 'permission', permission }),
  role: (role: ReservedRole) => ({ kind: 'role', role }),
  schoolWide: (permission: PermissionName) => ({ kind: 'school-wide', permission }),
} as const satisfies Record<string, Access | ((arg: never) => Access)>;

type CallerFor<A extends Access> = A extends { kind: 'public' }
  ? null
  : A extends { kind: 'provider' }
    ? ProviderUser
    : A extends { kind: 'signed-in' }
      ? Caller
      : SchoolUser;

export type RouteRequest<A extends Access, Q, B> = {
  c: Context<ApiEnv>;
  db: Database;
  caller: CallerFor<A>;
  params: Record<string, string>;
  query: Q;
  body: B;
  requestId: string;
  /** Records an audit row in the write's own transaction: `await audit(tx, { action, entity, ... })`. */
  audit: AuditRecorder;
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const WRITE_METHODS: readonly HttpMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * How a write route is audited. `records`: every success writes at least one audit row for
 * `entity` (or one of several) with one of `actions` (the mount checks it on every request). `exempt`: the route
 * writes nothing a school would ask about (a POST that only checks something); say why.
 */
export type AuditDeclaration =
  | { entity: string | readonly string[]; actions: readonly [AuditAction, ...AuditAction[]] }
  | { exempt: string };

export type RouteDefinition<A extends Access = Access, Q = unknown, B = unknown> = {
  method: HttpMethod;
  /** Relative to /api, in Hono's syntax: `/schools/by-subdomain/:subdomain`. */
  path: string;
  summary: string;
  tag: string;
  access: A;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** The success body's schema, for the OpenAPI document. */
  response?: z.ZodType;
  /** Required on POST, PUT, PATCH and DELETE (mounting refuses a write route without it). */
  audit?: AuditDeclaration;
  /**
   * A write a school may still make once its subscription has expired (read-only): signing out,
   * changing a password, asking the provider for a plan, taking its data out in a backup.
   */
  allowedWhenReadOnly?: true;
  /**
   * A school-wide report (the fee summary, a month of attendance): run as one step of the
   * database's bulk lane (lib/db/bulk-lane.ts), behind everyone's screens.
   */
  report?: true;
  /** The module that declares the route (set by lib/api/routes.ts from its manifest). */
  module?: string;
  /** Its manifest's plan module (set by lib/api/routes.ts): the plan's gating. */
  plan?: PlanModuleKey;
  handler: (request: RouteRequest<A, Q, B>) => Promise<Response | object>;
};

/** Identity function that keeps the generic types of one route together. */
export function defineRoute<A extends Access, Q = undefined, B = undefined>(
  route: RouteDefinition<A, Q, B>,
): RouteDefinition {
  return route as unknown as RouteDefinition;
}
