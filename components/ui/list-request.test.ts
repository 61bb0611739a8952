import { listPrefetchQueries, listRequest } from './list-request';

const at = (query: string) => new URLSearchParams(query);

describe("a list screen's requests", () => {
  it('asks for the first page of 20 and the count apart, leaving blank filters out', () => {
    const request = listRequest('/api/students', at(''), { class_section_id: '', status: '' });
    expect(request.pageUrl).toBe('/api/students?page=1&per_page=20&total=omit');
    expect(request.totalUrl).toBe('/api/students?total=only');
    expect(request.pageKey).toEqual(['list', '/api/students', 'page=1&per_page=20&total=omit']);
    expect(request.csvHref).toBe('/api/students?format=csv');
  });

  it('carries filters, search and sort from the address; the count is not sorted', () => {
    const request = listRequest('/api/students', at('page=3&per_page=50&search=ada&sort=-name'), {
      status: 'active',
    });
    expect(request.pageUrl).toBe(
      '/api/students?status=active&search=ada&sort=-name&page=3&per_page=50&total=omit',
    );
    expect(request.totalUrl).toBe('/api/students?status=active&search=ada&total=only');
    expect(request.csvHref).toBe('/api/students?status=active&search=ada&sort=-name&format=csv');
  });

  it('refuses what the page size and number cannot be: page 1, 20 a page', () => {
    const request = listRequest('/api/x', at('page=-2&per_page=7'));
    expect([request.page, request.perPage]).toEqual([1, 20]);
  });

  it('prefetches under the keys the browser reads, each answer whole', () => {
    const [page, total] = listPrefetchQueries('/api/students', at(''));
    const request = listRequest('/api/students', at(''), { guardian_id: '' });
    expect(page!.queryKey).toEqual(request.pageKey);
    expect(total!.queryKey).toEqual(request.totalKey);
    expect(page!.path).toBe(request.pageUrl);
    const body = { data: [{ id: 1 }], meta: { page: 1 } };
    expect(page!.pick(body)).toBe(body);
  });
});
