/**
 * The named layouts that `?layout=` selects (SPEC §2 names dubai, london and seoul). Each is a
 * set of classes the shell's CSS keys on; the choice is remembered in localStorage.
 */
export const LAYOUTS = {
  dubai: 'Dark sidebar on the left, light header',
  london: 'Light sidebar, coloured header',
  seoul: 'Compact, sidebar on the right',
} as const;

export type LayoutName = keyof typeof LAYOUTS;
export const DEFAULT_LAYOUT: LayoutName = 'dubai';
export const LAYOUT_STORAGE_KEY = 'schola.layout';

export function asLayoutName(value: string | null | undefined): LayoutName | undefined {
  const name = value?.trim().toLowerCase();
  return name && Object.hasOwn(LAYOUTS, name) ? (name as LayoutName) : undefined;
}

/** The `layout` query parameter of a path-with-search such as `/dashboard?layout=london`. */
export function layoutFromPathAndSearch(pathAndSearch: string | null): LayoutName | undefined {
  if (!pathAndSearch) return undefined;
  const query = pathAndSearch.split('?')[1];
  return query ? asLayoutName(new URLSearchParams(query).get('layout')) : undefined;
}
