/**
 * Small line icons for the menu, drawn inline so the shell needs no icon font or extra
 * package. Decorative: the item's title is always its accessible name.
 */
import type { MenuIconName } from '@/lib/menu/types';

const PATHS: Record<MenuIconName, string> = {
  dashboard: 'M3 3h7v9H3zM14 3h7v5h-7zM14 12h7v9h-7zM3 16h7v5H3z',
  fees: 'M3 6h18v12H3zM3 10h18M7 15h4',
  attendance: 'M4 5h16v15H4zM4 9h16M9 3v4M15 3v4M8 14l2.5 2.5L16 12',
  'teacher-attendance': 'M12 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM4 21c0-4 4-6 8-6s8 2 8 6',
  leave: 'M4 5h16v15H4zM4 9h16M9 3v4M15 3v4M9 15h6',
  calendar: 'M4 5h16v15H4zM4 9h16M9 3v4M15 3v4M8 13h2M14 13h2M8 17h2',
  megaphone: 'M3 10v4h4l8 5V5L7 10zM18 9a4 4 0 0 1 0 6',
  students: 'M12 4 2 9l10 5 10-5zM6 11v5c3 3 9 3 12 0v-5',
  teachers: 'M3 4h18v12H3zM8 20h8M12 16v4M7 12l3-3 2 2 4-4',
  staff:
    'M8 7a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM17 8a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM2 20c0-3 3-5 6-5s6 2 6 5M14 16c3-1 8 0 8 4',
  'fee-setup': 'M4 4h16v16H4zM8 9h8M8 13h8M8 17h5',
  payroll: 'M3 7h18v10H3zM12 9.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM6 10v4M18 10v4',
  expenses: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  inventory: 'M3 8l9-5 9 5v8l-9 5-9-5zM3 8l9 5 9-5M12 13v8',
  classes: 'M4 19V5a2 2 0 0 1 2-2h12v16H6a2 2 0 0 0-2 2 2 2 0 0 0 2 2h12',
  academic: 'M4 20h16M6 20V10M10 20V10M14 20V10M18 20V10M3 10l9-6 9 6z',
  settings:
    'M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1',
  subscription: 'M4 4h16v16H4zM8 12l3 3 5-6',
  backup:
    'M12 3c5 0 8 1.3 8 3s-3 3-8 3-8-1.3-8-3 3-3 8-3zM4 6v12c0 1.7 3 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3 3 8 3s8-1.3 8-3',
  audit: 'M9 4h6v3H9zM6 5h3M15 5h3v16H6V5M9 11h6M9 15h4',
  account: 'M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM4 21c0-4 4-6 8-6s8 2 8 6',
};

/** A decorative line icon from one SVG path, in the current text colour. */
export function LineIcon({
  d,
  size = 20,
  strokeWidth = 1.8,
  filled = false,
}: {
  d: string;
  size?: number;
  strokeWidth?: number;
  filled?: boolean;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

export function MenuIcon({ name, size = 20 }: { name?: MenuIconName; size?: number }) {
  return <LineIcon d={PATHS[name ?? 'dashboard']} size={size} />;
}
