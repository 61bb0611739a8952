'use client';
/**
 * On paper only: the school's name and the day printed, above whatever the page shows (a
 * list with its current filter, a profile). The day is the school's today, in its time zone
 * and date format like every other date it prints, never the browser's clock zone or locale;
 * it is stamped again as printing starts, so a page left open overnight prints the new day.
 */
import { useEffect, useState } from 'react';
import { schoolToday, useSchoolFormat } from '@/components/ui/school-format';
import type { ServerToday } from '@/components/ui/school-format-context';
import { formatDate } from '@/lib/calendar';
import type { SchoolFormat } from '@/lib/school-format';

/** The day a page printed at `now` carries: the school's today in its format (`28/11/2026`). */
export function printedOn(
  format: Pick<SchoolFormat, 'timeZone' | 'dateFormat'> & { serverToday?: ServerToday },
  now: Date = new Date(),
): string {
  return formatDate(schoolToday(format, now), format.dateFormat);
}

export function PrintHeading({ schoolName }: { schoolName: string }) {
  const { timeZone, dateFormat, serverToday } = useSchoolFormat();
  const [day, setDay] = useState('');
  useEffect(() => {
    // In an effect: the server's render and the browser's first paint then agree (empty).
    const stamp = () => setDay(printedOn({ timeZone, dateFormat, serverToday }));
    stamp();
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, [timeZone, dateFormat, serverToday]);
  return (
    <div className="print-only print-heading">
      <span className="print-heading-school">{schoolName}</span>
      <span>{day}</span>
    </div>
  );
}
