import { pageCounter } from './download-progress';

const bytes = (s: string) => new TextEncoder().encode(s);

test('counts page objects, not the page tree, across chunk boundaries', () => {
  const count = pageCounter();
  expect(count(bytes('<<\n/Type /Pages\n/Kids [3 0 R]>> <<\n/Type /Pa'))).toBe(0);
  expect(count(bytes('ge\n/Parent 1 0 R>> <<\n/Type /Page\n'))).toBe(2);
  expect(count(bytes('junk /Type /Page\n/Type /Pages'))).toBe(3);
});

test('a marker inside the carried tail is not counted twice', () => {
  const count = pageCounter();
  expect(count(bytes('xx/Type /Page\n'))).toBe(1);
  expect(count(bytes('more bytes'))).toBe(1);
  expect(count(bytes('/Type /Page '))).toBe(2);
});
