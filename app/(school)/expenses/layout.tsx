import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

/** The expense screens' words: their client components call useTranslations('expenses'). */
export default function ExpensesLayout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['expenses']}>{children}</ScreenMessages>;
}
