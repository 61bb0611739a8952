/**
 * The cache key of the signed-in user (GET /api/me's `data.user`), in a module without
 * 'use client' so the server can fill it under the key the browser reads (known-user.tsx).
 */
export const ME_KEY = ['me'] as const;
