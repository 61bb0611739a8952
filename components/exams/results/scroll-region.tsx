import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways inside a named region reached by keyboard (a phone shows
 * its first columns and the rest a swipe or an arrow key away), as the month grids do.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="table-responsive mb-3">
      {children}
    </div>
  );
}
