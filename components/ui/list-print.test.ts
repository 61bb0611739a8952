import { filterOf, isFiltered } from './list-print';

describe('filterOf: the list and filter a printout reads, from the CSV link', () => {
  test('drops only the format', () => {
    const { path, params } = filterOf(
      '/api/students?status=active&search=ada&sort=name&format=csv',
    );
    expect(path).toBe('/api/students');
    expect(params.toString()).toBe('status=active&search=ada&sort=name');
  });
});

describe('isFiltered: "no match" is said only when something narrows the list', () => {
  test.each([
    ['nothing set', '/api/students?format=csv', false],
    ['only a sort', '/api/students?sort=-name&format=csv', false],
    ['a search', '/api/students?search=ada&format=csv', true],
    ['a filter', '/api/students?class_section_id=3&format=csv', true],
  ])('%s', (_name, href, expected) => expect(isFiltered(href)).toBe(expected));
});
