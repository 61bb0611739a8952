import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

/** Every fee screen's words: its client components call useTranslations('fees'). */
export default function FeesLayout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['fees']}>{children}</ScreenMessages>;
}
