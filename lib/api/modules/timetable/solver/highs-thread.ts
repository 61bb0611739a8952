/**
 * HiGHS run on a worker thread of its own. Its WebAssembly build solves synchronously: on the
 * server's thread a 40-second solve would leave every request (and the job's lease renewal)
 * waiting. The thread loads the package from node_modules itself, so no bundle of the app
 * carries the solver or its 3.5 MB of WebAssembly. HiGHS writes its log through the module's
 * `print` (Emscripten's loader option); the thread posts each line to the caller's `onLog`
 * while the solve runs, then the answer.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';

export type HighsColumns = Record<string, { Primal?: number } | undefined>;
export type HighsAnswer = { Status: string; Columns: HighsColumns };
export type HighsSettings = Record<string, string | number | boolean>;

const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const print = (line) => parentPort.postMessage({ log: String(line) });
require(workerData.highs)({ print })
  .then((highs) => {
    const { Status, Columns } = highs.solve(workerData.text, workerData.options);
    parentPort.postMessage({ answer: { Status, Columns } });
  })
  .catch((error) => parentPort.postMessage({ error: String((error && error.message) || error) }));
`;

type FromThread = { log: string } | { answer: HighsAnswer } | { error: string };

/** Solves the LP text; `onLog` hears each line of HiGHS's log (with `output_flag` on). */
export function solveOnThread(
  text: string,
  options: HighsSettings,
  onLog: (line: string) => void = () => {},
): Promise<HighsAnswer> {
  const highs = path.join(process.cwd(), 'node_modules', 'highs', 'build', 'highs.js');
  return new Promise((resolve, reject) => {
    const worker = new Worker(THREAD, { eval: true, workerData: { highs, text, options } });
    worker.on('message', (message: FromThread) => {
      if ('log' in message) return onLog(message.log);
      void worker.terminate();
      if ('error' in message) reject(new Error(`The solver failed: ${message.error}`));
      else resolve(message.answer);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0 && code !== 1) reject(new Error(`The solver's thread ended (${code}).`));
    });
  });
}
