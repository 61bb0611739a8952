/** Read views of identity's rows for other modules' lists (aliased sub-queries, joined on school and id). */
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { users } from '../../../db/schema/identity';

const qb = new QueryBuilder();

/** A user's full name: who collected a payment, who approved a waiver. */
export const userNameView = qb
  .select({ schoolId: users.schoolId, id: users.id, name: users.fullName })
  .from(users)
  .as('user_names');
