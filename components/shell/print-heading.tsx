'use client';
/**
 * On paper only: the school's name and the date printed, above whatever the page shows (a
 * list with its current filter, a profile). The date is filled in the browser, in its locale.
 */
import { useEffect, useState } from 'react';

export function PrintHeading({ schoolName }: { schoolName: string }) {
  const [printedOn, setPrintedOn] = useState('');
  useEffect(() => {
    const stamp = () =>
      setPrintedOn(new Date().toLocaleDateString(undefined, { dateStyle: 'long' }));
    stamp();
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, []);
  return (
    <div className="print-only print-heading">
      <span className="print-heading-school">{schoolName}</span>
      <span>{printedOn}</span>
    </div>
  );
}
