'use client';
/**
 * The shell's words in the page's language, translated on the server (app/(school)/layout.tsx)
 * and handed down as plain strings: the shell ships no message-formatting code (its first-load
 * budget, issue 10). Components deep in the shell read them here.
 */
import { createContext, useContext } from 'react';
import type { ShellText } from '@/lib/i18n/shell-text';

// Only the shell's own components read it, all inside AppShell's provider: no default words.
const ShellTextContext = createContext({} as ShellText);
export const ShellTextProvider = ShellTextContext.Provider;

export const useShellText = (): ShellText => useContext(ShellTextContext);
