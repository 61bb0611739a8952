'use client';
/**
 * The outcome of a long form, shown where the form starts: when it appears it scrolls into
 * view and takes focus, so whoever pressed Save at the bottom sees (and hears) what happened.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';

export function ResultNotice({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const t = useTranslations('common');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, [children]);
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="alert alert-success alert-dismissible">
      {children}
      <button type="button" className="btn-close" aria-label={t('form.close')} onClick={onClose} />
    </div>
  );
}
