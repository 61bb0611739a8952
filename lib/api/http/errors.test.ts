import { DatabaseBusyError } from '../../db/admission';
import { toErrorBody } from './errors';

/** What another bundle's copy of the class looks like: same name, another constructor. */
class CopyOfDatabaseBusyError extends Error {
  readonly retryAfterSeconds = 1;
  constructor() {
    super('The database is busy (client-gone).');
    this.name = 'DatabaseBusyError';
  }
}

test.each([
  ['the gate’s own class', new DatabaseBusyError('queue-full')],
  ['a copy of the class from another bundle', new CopyOfDatabaseBusyError()],
])('a busy database is a 503 with Retry-After, never a 500: %s', (_, error) => {
  const { status, headers, body } = toErrorBody(error, 'req-1');
  expect(status).toBe(503);
  expect(headers).toEqual({ 'Retry-After': '1' });
  expect(body.message).toBe('The server is busy. Please try again in a moment.');
});
