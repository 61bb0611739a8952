'use client';
/** SPEC §9: a button back to the top, shown once the page has scrolled more than 100 px. */
import { useSyncExternalStore } from 'react';
import { LineIcon } from './menu-icon';
import { useShellText } from './shell-text';

export const SCROLL_TOP_THRESHOLD_PX = 100;

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

export function ScrollToTop() {
  const text = useShellText();
  const shown = useSyncExternalStore(
    subscribe,
    () => window.scrollY > SCROLL_TOP_THRESHOLD_PX,
    () => false,
  );
  if (!shown) return null;
  return (
    <button
      type="button"
      className="scroll-to-top btn btn-secondary"
      aria-label={text.scrollToTop}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <LineIcon d="M12 19V5M5 12l7-7 7 7" size={18} strokeWidth={2} />
    </button>
  );
}
