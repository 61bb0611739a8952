/**
 * Bootstrap's stylesheet for the page's direction (lib/i18n/direction-styles.ts): LTR or RTL,
 * read once from the installed package and wrapped in a cascade layer.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BOOTSTRAP_FILES, layered } from '@/lib/i18n/direction-styles';

const served = new Map<string, Promise<string>>();
const FILES = new Set<string>(Object.values(BOOTSTRAP_FILES));

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const name = (await params).file;
  if (!FILES.has(name)) return new Response('Not found', { status: 404 });
  let css = served.get(name);
  if (!css) {
    const path = join(process.cwd(), 'node_modules', 'bootstrap', 'dist', 'css', name);
    css = readFile(path, 'utf8').then(layered);
    served.set(name, css);
  }
  return new Response(await css, {
    headers: {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
