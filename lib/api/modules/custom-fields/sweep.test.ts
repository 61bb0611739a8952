/**
 * The daily sweep of unsaved file-field uploads: a file no value holds, older than a day, is
 * removed and recorded in the school's audit log; one saved on a record stays, and so does a
 * fresh upload whose form may still be open. The sweep is a schedule of the job queue.
 */
import { existsSync, readdirSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { schedules } from '../../../jobs/registry';
import { privateDir } from '../../../storage/files';
import { unique, type TestApi } from '../../test-support/harness';
import { studentBody } from '../../test-support/fixtures';
import { make, startAsAdmin, type As } from '../academics/test-support/factories';
import { SWEEP_SCHEDULE, sweepUnsavedFieldFiles } from './sweep';
import { fieldFileForm } from './test-support/foreign-rows';

let t: TestApi;
let as: As;
beforeAll(async () => ({ t, as } = await startAsAdmin()));
afterAll(() => t.close());

const TWO_DAYS_AGO = new Date(Date.now() - 2 * 24 * 3600 * 1000);

test('an old upload no value holds is swept and recorded; a saved or fresh one stays', async () => {
  expect(schedules().has(SWEEP_SCHEDULE)).toBe(true);
  const field = (await make(t, as, '/api/custom-fields', {
    entity: 'student',
    label: unique('Scan'),
    kind: 'file',
  })) as { id: number; key: string };
  const upload = async () => {
    const res = await t.call('POST', `/api/custom-fields/${field.id}/file`, {
      ...as,
      body: fieldFileForm(),
    });
    expect(res.status).toBe(200);
    return (res.body.data.url as string).replace('/api/files/', '');
  };
  const [saved, unsaved, fresh] = [await upload(), await upload(), await upload()];
  const admitted = await t.call('POST', '/api/students', {
    ...as,
    body: { ...(await studentBody(t, as)), custom_fields: { [field.key]: `/api/files/${saved}` } },
  });
  expect(admitted.status).toBe(200);

  const schoolId = Number(
    readdirSync(path.join(t.storageDir, 'private')).find((d) =>
      existsSync(path.join(privateDir(t.storageDir, Number(d)), saved)),
    ),
  );
  const dir = privateDir(t.storageDir, schoolId);
  for (const name of [saved, unsaved]) utimesSync(path.join(dir, name), TWO_DAYS_AGO, TWO_DAYS_AGO);

  expect(await sweepUnsavedFieldFiles(t.handle.db, t.storageDir, schoolId, new Date())).toEqual([
    unsaved,
  ]);
  expect(existsSync(path.join(dir, unsaved))).toBe(false);
  expect(existsSync(path.join(dir, saved))).toBe(true);
  expect(existsSync(path.join(dir, fresh))).toBe(true);
  expect((await t.call('GET', `/api/files/${saved}`, as)).status).toBe(200);

  const log = await t.call('GET', '/api/audit-log?entity=custom-fields&action=sweep', as);
  expect(log.status).toBe(200);
  expect(log.body.data[0].after).toEqual({ unsaved_files_removed: [unsaved] });

  // A second run finds nothing more to remove.
  expect(await sweepUnsavedFieldFiles(t.handle.db, t.storageDir, schoolId, new Date())).toEqual([]);
});
