'use client';
/**
 * The shell's words in the page's language, translated on the server (app/(school)/layout.tsx)
 * and handed down as plain strings: the shell ships no message-formatting code (its first-load
 * budget, issue 10). Components deep in the shell read them here.
 */
import { createContext, useContext } from 'react';
import type { ShellText } from '@/lib/i18n/shell-text';

const ShellTextContext = createContext<ShellText | null>(null);
export const ShellTextProvider = ShellTextContext.Provider;

export function useShellText(): ShellText {
  const text = useContext(ShellTextContext);
  if (!text) throw new Error('useShellText outside the shell');
  return text;
}
