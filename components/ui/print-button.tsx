'use client';
/**
 * Print: opens the browser's print dialog for the page as the print stylesheet lays it out
 * (the school's name and the date on top, no menus or buttons). `prepare` runs first, e.g. a
 * list loading every row of its current filter; printing waits for the page to show them.
 */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslations } from 'use-intl';
import { toast } from '@/components/ui/toast';

export function PrintButton({ prepare, label }: { prepare?: () => Promise<void>; label?: string }) {
  const t = useTranslations('common');
  const [busy, setBusy] = useState(false);
  const print = async () => {
    setBusy(true);
    try {
      await prepare?.();
      // Two frames: React commits what `prepare` loaded, then the browser lays it out.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      window.print();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('print.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline-secondary"
      className="no-print"
      onClick={() => void print()}
      disabled={busy}
    >
      {busy ? t('print.preparing') : (label ?? t('print.print'))}
    </Button>
  );
}
