import {
  DEFAULT_THEME,
  MIN_CONTRAST,
  contrastRatio,
  parseHex,
  readableOn,
  themeCss,
  themeVariables,
  toHex,
  withContrast,
  type Rgb,
} from './colours';

const rgb = (hex: string) => parseHex(hex) as Rgb;

describe('parseHex', () => {
  test.each([
    ['#56cc99', [86, 204, 153]],
    ['#56CC99', [86, 204, 153]],
    ['56cc99', [86, 204, 153]],
    ['#5c9', [85, 204, 153]],
    ['green', null],
    ['#56cc9', null],
    ['#56cc99;}body{', null],
  ])('%s', (input, expected) => expect(parseHex(input)).toEqual(expected));
});

describe('contrastRatio (WCAG 2)', () => {
  test.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#6c757d', '#f3f6f8', 4.33], // the Export CSV button the issue measured at 4.32
    ['#215679', '#ffffff', 7.86],
  ])('%s on %s', (a, b, expected) =>
    expect(contrastRatio(rgb(a), rgb(b))).toBeCloseTo(expected, 1),
  );
});

describe('readableOn picks the text colour with more contrast', () => {
  test.each([
    ['#56cc99', 'dark'],
    ['#215679', 'white'],
    ['#ffff00', 'dark'],
    ['#000080', 'white'],
    ['#777777', 'dark'],
  ])('%s → %s text', (bg, expected) => {
    const text = readableOn(rgb(bg));
    expect(toHex(text) === '#ffffff' ? 'white' : 'dark').toBe(expected);
    expect(contrastRatio(text, rgb(bg))).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });
});

describe('withContrast keeps a colour but makes it readable', () => {
  test.each([
    ['a light green on white is darkened', '#56cc99', ['#ffffff']],
    ['yellow on white and grey', '#ffff00', ['#ffffff', '#f3f6f8']],
    ['a light text on a dark sidebar is lightened', '#5a6a7a', ['#10324a']],
  ])('%s', (_name, colour, backgrounds) => {
    const result = withContrast(rgb(colour), backgrounds.map(rgb));
    for (const bg of backgrounds)
      expect(contrastRatio(result, rgb(bg))).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });
  test('an already readable colour is left as it is', () => {
    expect(toHex(withContrast(rgb('#215679'), [rgb('#ffffff')]))).toBe('#215679');
  });
});

describe('themeVariables: every text colour reads on its surface', () => {
  const pairs: [string, string][] = [
    ['--schola-on-primary', '--schola-primary'],
    ['--schola-on-primary-hover', '--schola-primary-hover'],
    ['--schola-on-primary-active', '--schola-primary-active'],
    ['--schola-on-secondary', '--schola-secondary'],
    ['--schola-on-secondary-hover', '--schola-secondary-hover'],
    ['--schola-on-secondary-active', '--schola-secondary-active'],
    ['--schola-sidebar-muted', '--schola-secondary'],
    ['--schola-on-secondary-deep', '--schola-secondary-deep'],
    ['--schola-primary-text', '#ffffff'],
    ['--schola-primary-text', '#f3f6f8'],
    ['--schola-secondary-text', '#ffffff'],
    ['--schola-secondary-text', '#eef3f6'],
  ];
  test.each([
    ['the default', DEFAULT_THEME],
    ['pale colours', { primary: '#fff3b0', secondary: '#e0f7ff' }],
    ['dark colours', { primary: '#1a1a40', secondary: '#000000' }],
    ['mid tones', { primary: '#ff6600', secondary: '#808080' }],
    ['pure red and blue', { primary: '#ff0000', secondary: '#0000ff' }],
  ])('%s', (_name, theme) => {
    const vars = themeVariables(theme);
    const value = (v: string) => rgb(v.startsWith('#') ? v : (vars[v] as string));
    // Each pair named in the failure message, so a broken one says which.
    for (const [text, surface] of pairs)
      expect({
        text,
        surface,
        readable: contrastRatio(value(text), value(surface)) >= MIN_CONTRAST,
      }).toEqual({
        text,
        surface,
        readable: true,
      });
  });

  test('the colours themselves are the school’s', () => {
    const vars = themeVariables({ primary: '#AA3377', secondary: '#112233' });
    expect(vars['--schola-primary']).toBe('#aa3377');
    expect(vars['--schola-secondary']).toBe('#112233');
    expect(vars['--schola-primary-rgb']).toBe('170, 51, 119');
  });

  test('a malformed colour falls back to the default, and nothing else reaches the CSS', () => {
    const css = themeCss({ primary: 'red;}body{display:none', secondary: '#215679' });
    expect(css).toContain(`--schola-primary:${DEFAULT_THEME.primary}`);
    expect(css).not.toContain('display');
    expect(css.startsWith(':root{')).toBe(true);
  });
});
