/** Reading schools: by subdomain, by code, and from what a request names. */
import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../../db/client';
import { schools } from '../../../db/schema/platform';
import { ApiError } from '../../http/errors';
import type { SchoolHint } from '../../http/tenant';
import { apiMessage } from '../../http/messages';

export type SchoolRow = typeof schools.$inferSelect;

export async function findSchoolBySubdomain(
  db: Database,
  subdomain: string,
): Promise<SchoolRow | undefined> {
  const [row] = await db
    .select()
    .from(schools)
    .where(eq(schools.subdomain, subdomain.toLowerCase()))
    .limit(1);
  return row;
}

/** True when a school already uses the subdomain. */
export async function subdomainInUse(db: Executor, subdomain: string): Promise<boolean> {
  const [row] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.subdomain, subdomain))
    .limit(1);
  return row !== undefined;
}

export async function findSchoolByCode(db: Database, code: string): Promise<SchoolRow | undefined> {
  const [row] = await db.select().from(schools).where(eq(schools.code, code)).limit(1);
  return row;
}

export function schoolNotFound(subdomain: string) {
  return new ApiError('notFound', apiMessage('platform.noSchoolAtAddress', { subdomain }));
}

export function schoolSuspended(school: SchoolRow) {
  return new ApiError('notFound', apiMessage('platform.schoolSuspended', { name: school.name }));
}

/**
 * The active school a request names, or undefined when it names none. Naming a school that
 * does not exist, is suspended, or naming two different schools at once is an error.
 */
export async function schoolFromHint(
  db: Database,
  hint: SchoolHint,
): Promise<SchoolRow | undefined> {
  const byCode = hint.code ? await findSchoolByCode(db, hint.code) : undefined;
  const bySubdomain = hint.subdomain ? await findSchoolBySubdomain(db, hint.subdomain) : undefined;
  if (hint.code && !byCode)
    throw new ApiError('notFound', apiMessage('platform.noSchoolWithCode', { code: hint.code }));
  if (hint.subdomain && !bySubdomain) throw schoolNotFound(hint.subdomain);
  if (byCode && bySubdomain && byCode.id !== bySubdomain.id) {
    throw new ApiError('badRequest', apiMessage('platform.codeAndSubdomainDiffer'));
  }
  const school = byCode ?? bySubdomain;
  if (school && school.status !== 'active') throw schoolSuspended(school);
  return school;
}

/**
 * Schools' names as a sub-query `school_names`, for another module's provider list that
 * searches or sorts by the school (join on id).
 */
export const schoolNamesView = new QueryBuilder()
  .select({ id: schools.id, name: schools.name })
  .from(schools)
  .as('school_names');

/** One school's name by id (undefined: no such school). */
export async function schoolNameById(db: Executor, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: schools.name }).from(schools).where(eq(schools.id, id));
  return row?.name;
}

/** One school's subdomain by id, for links written outside a request (undefined: no such school). */
export async function schoolSubdomainById(db: Executor, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ subdomain: schools.subdomain })
    .from(schools)
    .where(eq(schools.id, id));
  return row?.subdomain;
}
