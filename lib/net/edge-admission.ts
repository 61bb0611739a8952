/**
 * The edge gate at work (rules in edge-gate.ts): a request hook (request-hooks.ts) that, for
 * each gated request, asks the database's gate and the web tier's own counts, and either
 * answers 503 at once (busy-answer.ts) or counts the request in until its response closes.
 * Installed from instrumentation.ts on the Node.js runtime, where the API runs in the same
 * process as the pages (`next start`), so both share the database gate's counters.
 */
import type { AdmissionGate } from '../db/admission';
import { subdomainFromHost } from '../tenancy/host';
import { answerBusy } from './busy-answer';
import { InFlight, edgeKindOf, edgeLimitsFor, pathOf, refusesAtEdge } from './edge-gate';
import { addRequestHook } from './request-hooks';

export type EdgeAdmissionOptions = {
  /** The in-process database's gate; undefined when the API is upstream or not yet open. */
  databaseGate: () => AdmissionGate | undefined;
  /** The deployment's host, for the school named by a request's Host (lib/tenancy/host.ts). */
  appHost: string;
  /** Requests in flight per database place (edgeLimitsFor). */
  depth: number;
};

/** Installs the hook; returns its removal. */
export function installEdgeAdmission(options: EdgeAdmissionOptions): () => void {
  const inFlight = { api: new InFlight(), page: new InFlight() };
  return addRequestHook('edge-admission', (request, response) => {
    const kind = edgeKindOf(pathOf(request.url));
    if (!kind) return;
    const school = subdomainFromHost(request.headers.host, options.appHost) ?? '';
    const gate = options.databaseGate();
    const counts = inFlight[kind];
    const refused = refusesAtEdge({
      ...counts.count(school),
      limits: edgeLimitsFor(gate?.limits, options.depth),
      databaseRefuses: gate?.refusesAtOnce(school) ?? false,
    });
    if (refused) {
      answerBusy(response, kind);
      return 'answered';
    }
    // 'close' comes once the answer is sent, or when the client went away before it.
    response.once('close', counts.enter(school));
  });
}
