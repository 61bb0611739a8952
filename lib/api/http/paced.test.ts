/**
 * An export read through the database's bulk lane (paced.ts, lib/db/bulk-lane.ts): each batch
 * is fetched inside a step of the lane, and none ahead of it.
 */
import { csvResponse } from './csv';
import { pacedResponse } from './paced';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an export read through the lane', () => {
  /** Three batches of two rows, counting how many the export has asked for. */
  function counted() {
    const asked = { batches: 0 };
    async function* batches() {
      for (let b = 0; b < 3; b++) {
        asked.batches++;
        yield [{ name: `row ${b}a` }, { name: `row ${b}b` }];
      }
    }
    const response = csvResponse(
      'pupils.csv',
      [{ header: 'Name', value: (r) => r.name }],
      batches(),
    );
    return { response, asked };
  }

  test('fetches a batch only when the reader asks for one (none read ahead of the lane)', async () => {
    const { response, asked } = counted();
    const reader = response.body!.getReader();
    await reader.read(); // the header line
    await sleep(10);
    expect(asked.batches).toBe(0);
    await reader.read();
    await sleep(10);
    expect(asked.batches).toBe(1);
    await reader.cancel();
  });

  test('is the same file, each chunk read inside a step of its own', async () => {
    const { response } = counted();
    let steps = 0;
    const paced = pacedResponse(response, (work) => {
      steps++;
      return work();
    });
    expect(paced.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await paced.arrayBuffer())).toBe(
      '\uFEFFName\r\nrow 0a\r\nrow 0b\r\nrow 1a\r\nrow 1b\r\nrow 2a\r\nrow 2b\r\n',
    );
    // The header, three batches, and the read that found the end.
    expect(steps).toBe(5);
  });
});
