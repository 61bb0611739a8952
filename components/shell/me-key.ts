/**
 * The react-query key of GET /api/me's user, in a module without 'use client', for the hooks
 * layout seeds it with the user it already read (app/(school)/layout.tsx), so no screen asks
 * for it again after hydrating, and usePermissions reads it under the same key.
 */
export const ME_KEY = ['me'] as const;
