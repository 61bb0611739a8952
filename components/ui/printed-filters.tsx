'use client';
/**
 * What a printed list was filtered by, as a line of text (the inputs themselves never print):
 * "Filtered by: From: 27/11/2026 · Method: cash". Read from the filter bar as it stands when
 * printing starts — each labelled input or select with a value, written as the screen shows it
 * (a date in the school's format, a select's chosen words) — so every list gets it from the
 * one data table, whatever filters it adds.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';

type Applied = { label: string; value: string };

/** The filter bar's labelled controls that narrow the list now (an "all" choice is empty). */
function appliedIn(bar: HTMLElement | null): Applied[] {
  if (!bar) return [];
  const controls = bar.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select');
  return [...controls].flatMap((control) => {
    if (
      control instanceof HTMLInputElement &&
      ['hidden', 'checkbox', 'radio'].includes(control.type)
    )
      return [];
    const value =
      control instanceof HTMLSelectElement
        ? control.value === ''
          ? ''
          : (control.selectedOptions[0]?.text ?? '')
        : control.value;
    const label = control.labels?.[0]?.textContent ?? control.getAttribute('aria-label') ?? '';
    return value.trim() && label.trim() ? [{ label: label.trim(), value: value.trim() }] : [];
  });
}

/** The filter bar to read (`ref`), and `read` to run as printing starts. */
export function useFilterSummary() {
  const ref = useRef<HTMLDivElement>(null);
  const [applied, setApplied] = useState<Applied[]>([]);
  const read = useCallback(() => setApplied(appliedIn(ref.current)), []);
  useEffect(() => {
    window.addEventListener('beforeprint', read);
    return () => window.removeEventListener('beforeprint', read);
  }, [read]);
  return { ref, applied, read };
}

export function PrintedFilters({ applied }: { applied: Applied[] }) {
  const t = useTranslations('common');
  if (!applied.length) return null;
  return (
    <p className="print-only data-table-print-filters" data-testid="printed-filters">
      {t('table.printFilters', {
        filters: applied.map((a) => t('table.printFilter', a)).join(' · '),
      })}
    </p>
  );
}
