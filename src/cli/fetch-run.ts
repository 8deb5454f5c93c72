/**
 * The fetching of a request plan: its requests sent by a few concurrent workers through the polite client
 * (./fetch-http.ts), each answer split into its locations, and a location's files written as soon as all of its
 * responses are in (its forecast, and its marine response when it has a sea point), so an interrupted run keeps
 * what it finished.
 */
import { type PlannedRequest, type RequestPlan, splitResponse } from "../index.js";
import type { LocationBodies } from "./fetch-files.js";
import type { Outcome, PoliteClient } from "./fetch-http.js";

/** How a plan is fetched. */
export interface FetchRun {
  readonly client: PoliteClient;
  /** Requests under way at once. */
  readonly concurrency: number;
  /** Writes a location's files (rejects when they cannot be written: the location then fails). */
  readonly write: (id: string, bodies: LocationBodies) => Promise<void>;
  /** Called after each request. */
  readonly onRequest: () => void;
}

/** When a location's responses were answered (`answerTime`): its forecast's, and its marine response's or null. */
export interface FetchTimes {
  readonly forecast: string;
  readonly marine: string | null;
}

/** What a run fetched: the locations written with their fetch times, and the failed ones with their reasons. */
export interface FetchResult {
  readonly times: Map<string, FetchTimes>;
  readonly failures: Map<string, string>;
}

/** The bodies of one answer, one per location asked, as text; or why the answer cannot be used. */
function bodiesOf(request: PlannedRequest, outcome: Outcome): string[] | { reason: string } {
  if (!outcome.ok) return { reason: outcome.reason };
  try {
    const parsed = JSON.parse(outcome.text) as unknown;
    const split = splitResponse(request, parsed);
    // a one-location answer is kept byte for byte; the parts of a multi-location one are re-serialized
    return Array.isArray(parsed) ? split.map((one) => JSON.stringify(one)) : [outcome.text];
  } catch (error) {
    return { reason: (error as Error).message };
  }
}

type Arrival = { readonly text: string; readonly at: string };

/**
 * Fetches every request of `plan` and writes each location whose responses all arrived; resolves to the locations
 * written, with when their responses were answered, and those that failed, by id, with the reason
 * (`forecast: HTTP 400: …`).
 */
export async function fetchPlan(plan: RequestPlan, run: FetchRun): Promise<FetchResult> {
  const needsMarine = new Map(plan.points.map((p) => [p.id, p.marineLatitude !== undefined]));
  const arrived = new Map<string, { forecast?: Arrival; marine?: Arrival }>();
  const failures = new Map<string, string>();
  const times = new Map<string, FetchTimes>();

  const settle = async (id: string) => {
    const got = arrived.get(id);
    if (failures.has(id) || got?.forecast === undefined || (needsMarine.get(id) && got.marine === undefined)) return;
    arrived.delete(id);
    try {
      const { forecast, marine } = got;
      await run.write(id, { forecast: forecast.text, ...(marine === undefined ? {} : { marine: marine.text }) });
      times.set(id, { forecast: forecast.at, marine: marine?.at ?? null });
    } catch (error) {
      failures.set(id, `not written: ${(error as Error).message}`);
    }
  };

  const handle = async (request: PlannedRequest, outcome: Outcome) => {
    const bodies = bodiesOf(request, outcome);
    for (const [i, { id }] of request.locations.entries()) {
      if (!Array.isArray(bodies)) {
        failures.set(id, `${request.api}: ${bodies.reason}`);
        arrived.delete(id);
        continue;
      }
      const at = (outcome as { at: string }).at;
      arrived.set(id, { ...arrived.get(id), [request.api]: { text: bodies[i] as string, at } });
      await settle(id);
    }
  };

  const queue = [...plan.requests];
  const worker = async () => {
    for (let request = queue.shift(); request; request = queue.shift()) {
      await handle(request, await run.client.send(request));
      run.onRequest();
    }
  };
  await Promise.all(Array.from({ length: Math.min(run.concurrency, queue.length) }, worker));
  return { times, failures };
}
