/**
 * The react-query key of GET /api/me's user, in a module without 'use client', so code outside
 * the client hooks can name the same cache entry usePermissions reads.
 */
export const ME_KEY = ['me'] as const;
