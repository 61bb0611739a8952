/**
 * The school's theme as CSS custom properties: from its two colours (school settings), the
 * shades for hover and pressed states and, for every surface, a text colour that keeps WCAG
 * AA contrast (4.5:1) on it. Pure and Edge-safe; the shell and the login page render the
 * result, globals.css and shell.css only read the variables.
 */

export type Rgb = readonly [number, number, number];
export type Theme = { primary: string; secondary: string };

export const DEFAULT_THEME: Theme = { primary: '#56cc99', secondary: '#215679' };
/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** The page backgrounds links and outlined buttons sit on: white cards and the shell's grey. */
const PAGE_BACKGROUNDS: readonly Rgb[] = [WHITE, [243, 246, 248], [238, 243, 246]];

/** `#56CC99` or `#5c9` → [86, 204, 153]; anything else → null. */
export function parseHex(value: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!m) return null;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 relative luminance. */
export function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `amount` of the way from `from` to `to` (0 → from, 1 → to), in whole channel values. */
export function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return from.map((c, i) => Math.round(c + (to[i]! - c) * amount)) as unknown as Rgb;
}

/**
 * White or black, whichever reads better on `background`. Only black reaches 4.5:1 on every
 * mid tone where white does not (a softer ink would fail on some of them).
 */
export function readableOn(background: Rgb): Rgb {
  return contrastRatio(WHITE, background) >= contrastRatio(BLACK, background) ? WHITE : BLACK;
}

/** `colour` as a surface for text: kept, or darkened just enough for white text to read. */
export function asSurface(colour: Rgb): Rgb {
  if (contrastRatio(readableOn(colour), colour) >= MIN_CONTRAST) return colour;
  return darkenUnder(colour, WHITE);
}

function darkenUnder(colour: Rgb, text: Rgb): Rgb {
  for (let step = 1; step <= 20; step++) {
    const candidate = mix(colour, BLACK, step / 20);
    if (contrastRatio(text, candidate) >= MIN_CONTRAST) return candidate;
  }
  return BLACK;
}

/**
 * `colour` darkened (or, on dark backgrounds, lightened) step by step until it reaches
 * `min` contrast on every one of `backgrounds`; the hue is kept as far as the contrast allows.
 */
export function withContrast(colour: Rgb, backgrounds: readonly Rgb[], min = MIN_CONTRAST): Rgb {
  const ok = (c: Rgb) => backgrounds.every((bg) => contrastRatio(c, bg) >= min);
  const towards = readableOn(backgrounds[0]!);
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(colour, towards, step / 20);
    if (ok(candidate)) return candidate;
  }
  return towards;
}

const rgbList = (c: Rgb) => c.map((v) => Math.round(v)).join(', ');

/** The CSS custom properties of a theme; an unreadable colour falls back to the default's. */
export function themeVariables(theme: Theme): Record<string, string> {
  const primary = parseHex(theme.primary) ?? parseHex(DEFAULT_THEME.primary)!;
  const secondary = parseHex(theme.secondary) ?? parseHex(DEFAULT_THEME.secondary)!;
  const vars: Record<string, string> = {};
  const surface = (name: string, chosen: Rgb) => {
    const colour = asSurface(chosen);
    const hover = asSurface(mix(colour, BLACK, 0.12));
    const active = asSurface(mix(colour, BLACK, 0.2));
    vars[`--schola-${name}`] = toHex(colour);
    vars[`--schola-${name}-rgb`] = rgbList(colour);
    vars[`--schola-${name}-hover`] = toHex(hover);
    vars[`--schola-${name}-active`] = toHex(active);
    vars[`--schola-on-${name}`] = toHex(readableOn(colour));
    vars[`--schola-on-${name}-hover`] = toHex(readableOn(hover));
    vars[`--schola-on-${name}-active`] = toHex(readableOn(active));
    // The colour as text or an outline on the page (links, outlined buttons).
    vars[`--schola-${name}-text`] = toHex(withContrast(colour, PAGE_BACKGROUNDS));
  };
  surface('primary', primary);
  surface('secondary', secondary);

  // The sidebar wears the secondary colour; its quieter text still reads at 4.5:1.
  const sidebar = asSurface(secondary);
  const onSidebar = readableOn(sidebar);
  vars['--schola-sidebar-muted'] = toHex(withContrast(mix(onSidebar, sidebar, 0.2), [sidebar]));
  const deep = asSurface(mix(secondary, BLACK, 0.45));
  vars['--schola-secondary-deep'] = toHex(deep);
  vars['--schola-on-secondary-deep'] = toHex(readableOn(deep));
  vars['--schola-primary-tint'] = toHex(mix(primary, WHITE, 0.85));
  return vars;
}

/** The theme as one `:root { ... }` rule, built only from parsed colours (nothing injected). */
export function themeCss(theme: Theme): string {
  const body = Object.entries(themeVariables(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${body}}`;
}
