/**
 * Integer bounds shared by every request schema (client-safe: no server imports). Ids and
 * counts are PostgreSQL `integer` columns; a value past their range is a 422 on its field,
 * never a database error.
 */
export const INT4_MAX = 2_147_483_647;
