/**
 * The footer: the school and the product behind it. Rendered on the server and handed to the
 * shell as a slot, so its words and code stay out of the shell's first-load JS.
 */
import { getT } from '@/lib/i18n/server';

export async function Footer({ schoolName }: { schoolName: string }) {
  const t = await getT('shell');
  return (
    <footer className="shell-footer">
      <span>{t('copyright', { year: new Date().getFullYear(), school: schoolName })}</span>
      <span>{t('poweredBy')}</span>
    </footer>
  );
}
