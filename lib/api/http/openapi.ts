/** The OpenAPI 3.1 document, written from the same route declarations that are mounted. */
import { z } from 'zod';
import type { RouteDefinition } from './route';

function jsonSchema(schema: z.ZodType) {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
}

function describeAccess(route: RouteDefinition): string {
  const a = route.access;
  switch (a.kind) {
    case 'public':
      return 'public';
    case 'permission':
      return `permission ${a.permission}`;
    case 'role':
      return `role ${a.role}`;
    case 'school-wide':
      return `permission ${a.permission} through a staff role`;
    default:
      return a.kind;
  }
}

export function openApiDocument(routes: RouteDefinition[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
    const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const queryParams = route.query
      ? Object.entries(
          (jsonSchema(route.query) as { properties?: Record<string, unknown> }).properties ?? {},
        ).map(([name, schema]) => ({ name, in: 'query', schema }))
      : [];
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      summary: route.summary,
      tags: [route.tag],
      'x-access': describeAccess(route),
      security: route.access.kind === 'public' ? [] : [{ bearer: [] }],
      parameters: [...pathParams, ...queryParams],
      ...(route.body && {
        requestBody: {
          required: true,
          content: { 'application/json': { schema: jsonSchema(route.body) } },
        },
      }),
      responses: {
        200: { description: 'Success: `{ error: false, message, data }`' },
        ...(route.access.kind !== 'public' && { 401: { description: 'Unauthenticated.' } }),
        ...(['permission', 'role', 'school-wide'].includes(route.access.kind)
          ? { 403: { description: `Requires ${describeAccess(route)}` } }
          : {}),
        ...((route.body || route.query) && {
          422: { description: 'Validation failed: `errors` maps fields to messages' },
        }),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Schola API', version: '1.0.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
