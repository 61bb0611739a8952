import 'server-only';
/**
 * The school's colours for every page of the school's address (the shell and the sign-in
 * pages): one `:root` rule of custom properties that globals.css and the shell's styles read.
 * Server-rendered, so the first paint already wears them; after the settings are saved the
 * settings screen refreshes the server parts and the new colours apply at once. A style
 * element (no script), carrying the request's CSP nonce when there is one.
 */
import { headers } from 'next/headers';
import { currentSchool } from '@/lib/session/current-user';
import { themeCss } from '@/lib/theme/colours';

async function styleNonce(): Promise<string | undefined> {
  const policy = (await headers()).get('content-security-policy') ?? '';
  return /'nonce-([^']+)'/.exec(policy)?.[1];
}

export async function SchoolTheme() {
  const theme = (await currentSchool())?.info?.theme;
  if (!theme) return null;
  return (
    <style nonce={await styleNonce()} data-school-theme="">
      {themeCss(theme)}
    </style>
  );
}
