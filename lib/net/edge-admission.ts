/**
 * The edge gate at work (rules in edge-gate.ts, state in edge-queue.ts): a request hook
 * (request-hooks.ts) that, for each gated request, asks the database's gate and the web
 * tier's own counts, and hands the request on to Next at once, holds it back until a place
 * frees, or answers 503 (busy-answer.ts). Installed from instrumentation.ts on the Node.js
 * runtime, where the API runs in the same process as the pages (`next start`), so both share
 * the database gate's counters.
 */
import type { AdmissionGate } from '../db/admission';
import { subdomainFromHost } from '../tenancy/host';
import { answerBusy } from './busy-answer';
import { edgeKindOf, edgeLimitsFor, pathOf } from './edge-gate';
import { EdgeQueue } from './edge-queue';
import { addRequestHook } from './request-hooks';

export type EdgeAdmissionOptions = {
  /** The in-process database's gate; undefined when the API is upstream or not yet open. */
  databaseGate: () => AdmissionGate | undefined;
  /** The deployment's host, for the school named by a request's Host (lib/tenancy/host.ts). */
  appHost: string;
  /** Requests in flight per database place (edgeLimitsFor). */
  depth: number;
  /** How long a request may wait at the edge (EDGE_MAX_WAIT_MS by default). */
  maxWaitMs?: number;
};

/** Installs the hook; returns its removal. */
export function installEdgeAdmission(options: EdgeAdmissionOptions): () => void {
  const queues = { api: new EdgeQueue(options.maxWaitMs), page: new EdgeQueue(options.maxWaitMs) };
  return addRequestHook('edge-admission', (request, response, later) => {
    const kind = edgeKindOf(pathOf(request.url));
    if (!kind) return;
    const school = subdomainFromHost(request.headers.host, options.appHost) ?? '';
    const gate = options.databaseGate();
    const ticket = queues[kind].arrive({
      school,
      limits: edgeLimitsFor(gate?.limits, options.depth),
      databaseRefuses: gate?.refusesAtOnce(school) ?? false,
      go: later,
      refuse: () => answerBusy(response, kind),
    });
    // 'close' comes once the answer is sent, or when the client went away before it.
    if (ticket.outcome !== 'refuse') response.once('close', ticket.closed);
    if (ticket.outcome === 'wait') return 'held';
    if (ticket.outcome === 'refuse') return 'answered';
  });
}
