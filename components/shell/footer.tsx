'use client';
/** The footer: the school and the product behind it (words from the server, shell-text.tsx). */
import { useShellText } from './shell-text';

export function Footer() {
  const text = useShellText();
  return (
    <footer className="shell-footer">
      <span>{text.copyright}</span>
      <span>{text.poweredBy}</span>
    </footer>
  );
}
