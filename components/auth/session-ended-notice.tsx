'use client';
/**
 * Shown on the login page after ?expired=1: clears the dead session once (the cookie through
 * POST /api/logout, and what the browser keeps) and says so.
 */
import { useEffect, useRef } from 'react';
import { apiFetch, clearStoredSession } from '@/lib/client/api-fetch';

export function SessionEndedNotice({ text }: { text: string }) {
  const cleared = useRef(false);
  useEffect(() => {
    // Strict mode runs effects twice in development; one logout is enough.
    if (cleared.current) return;
    cleared.current = true;
    clearStoredSession();
    apiFetch('/api/logout', { method: 'POST' }).catch(() => undefined);
  }, []);
  return (
    <div className="alert alert-warning" role="status">
      {text}
    </div>
  );
}
