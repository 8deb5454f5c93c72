/**
 * The fetching of a request plan: its requests sent by a few concurrent workers through the polite client
 * (./http.ts), each answer split into its locations and each location's body read by the engine itself before
 * anything is written (`normalizeForecast`, `normalizeMarine`, what `vansky score` reads them with; an ensemble
 * answer by `outlookCountry` with the model asked, what `vansky outlook` reads it with) and held against what was
 * asked (its first hour, its days, an ensemble's model and runs: ../../request/checks.ts), and a location's files
 * handed to `write` (staged, ./stage.ts) as soon as all of its responses are in.
 * Forecast and marine data are independent: a marine failure (an error, a timeout, an unusable body) costs only the
 * marine file, and a multi-location marine request refused with a 400, or answered with a grid cell too far from its
 * point, is split in halves until only the locations that fail on their own are left out.
 */
import { isVanskyInputError, splitResponse } from "../../index.js";
import { answerProblem } from "../../request/checks.js";
import type { PoliteClient } from "./http.js";
import type { FetchTimes, LocationBodies } from "./parts.js";
import { halves } from "./plan.js";
import type { AnswerBody, AnyPlan, AnyRequest, Asked, Outcome } from "./types.js";

/** How a plan is fetched. */
export interface FetchRun {
  readonly client: PoliteClient;
  /** Requests under way at once. */
  readonly concurrency: number;
  /** Stages a location's files (rejects when they cannot be written: the location then fails). */
  readonly write: (id: string, bodies: LocationBodies) => Promise<void>;
  /** Called after each request. */
  readonly onRequest: () => void;
}

/**
 * What a run fetched: the locations written with their fetch times, those that failed (nothing written) with their
 * reasons, and those written without new marine data, with the marine failure's reason.
 */
export interface FetchResult {
  readonly times: Map<string, FetchTimes>;
  readonly failures: Map<string, string>;
  readonly marineFailures: Map<string, string>;
}

/** Why a body cannot be used; `far` when a grid cell lies too far from its point. */
type Failed = { readonly reason: string; readonly far?: boolean };
type Arrival = { readonly body: AnswerBody; readonly at: string };

/**
 * Why one location's body of `api`, answered at `at`, cannot replace an older one, or undefined when it can: the
 * engine cannot read it as its reader will (`normalizeForecast`, `normalizeMarine`, `outlookCountry` with the model
 * asked), or it is not what was `asked` (../../request/checks.ts: its first hour, its days, its model and runs).
 */
function unusable(api: AnyRequest["api"], body: unknown, id: string, at: string, asked: Asked): string | undefined {
  try {
    return answerProblem(body, { ...asked, api }, Date.parse(at), id);
  } catch (error) {
    return `unusable body: ${(error as Error).message}`;
  }
}

/**
 * The bodies of one answer, one per location asked, as they are kept (text, or bytes of a FlatBuffers answer) or
 * why one cannot be used; or why none can.
 */
function bodiesOf(request: AnyRequest, outcome: Outcome, asked: Asked): (AnswerBody | Failed)[] | Failed {
  if (!outcome.ok) return { reason: outcome.reason };
  const { body } = outcome;
  try {
    // FlatBuffers bytes are read as they are: split into each location's messages, never parsed
    const parsed = typeof body === "string" ? (JSON.parse(body) as unknown) : body;
    const split = splitResponse(request, parsed);
    return split.map((one, i) => {
      const reason = unusable(request.api, one, request.locations[i]?.id as string, outcome.at, asked);
      if (reason !== undefined) return { reason };
      // a one-location answer is kept byte for byte; the parts of a multi-location one are re-serialized, or their
      // messages' bytes copied out
      if (one === parsed) return body;
      return one instanceof Uint8Array ? one.slice() : JSON.stringify(one);
    });
  } catch (error) {
    const far = isVanskyInputError(error) && /^\[\d+\]\.latitude$/.test(error.path);
    return { reason: (error as Error).message, ...(far ? { far } : {}) };
  }
}

/**
 * Whether a multi-location answer fails for one of its points, so that its halves are asked again and only that
 * point fails, under its own name: a marine 400, which Open-Meteo sends when one point has no sea data, or, of
 * either API, a grid cell farther than `MAX_CELL_OFFSET_KM` from its point (vansky's own location check).
 */
const splittable = (request: AnyRequest, outcome: Outcome, bodies: (AnswerBody | Failed)[] | Failed) =>
  request.locations.length > 1 &&
  ((request.api === "marine" && !outcome.ok && outcome.status === 400) ||
    (!Array.isArray(bodies) && bodies.far === true));

/**
 * Fetches every request of `plan` and writes each location whose responses all arrived (its forecast or ensemble
 * answer, and its marine response when it has a sea point and that did not fail); resolves to what was written and
 * what failed, by id, with the reason (`forecast: HTTP 400: …`).
 */
export async function fetchPlan(plan: AnyPlan, run: FetchRun): Promise<FetchResult> {
  const marine = plan.requests.some((r) => r.api === "marine");
  const needsMarine = new Map(plan.points.map((p) => [p.id, marine && p.marineLatitude !== undefined]));
  const arrived = new Map<string, { main?: Arrival; marine?: Arrival | Failed }>();
  const failures = new Map<string, string>();
  const marineFailures = new Map<string, string>();
  const times = new Map<string, FetchTimes>();

  const settle = async (id: string) => {
    const got = arrived.get(id);
    if (failures.has(id) || got?.main === undefined || (needsMarine.get(id) && got.marine === undefined)) return;
    arrived.delete(id);
    const { main } = got;
    const sea = got.marine !== undefined && "body" in got.marine ? got.marine : undefined;
    if (got.marine !== undefined && "reason" in got.marine) marineFailures.set(id, got.marine.reason);
    try {
      await run.write(id, { main: main.body, ...(sea === undefined ? {} : { marine: sea.body }) });
      times.set(id, { forecast: main.at, marine: sea?.at ?? null });
    } catch (error) {
      marineFailures.delete(id);
      failures.set(id, `not written: ${(error as Error).message}`);
    }
  };

  const { forecastDays, members, model } = plan;
  const asked: Asked = { forecastDays, members, ...(model === undefined ? {} : { model }) };
  const queue = [...plan.requests];
  const handle = async (request: AnyRequest, outcome: Outcome) => {
    const bodies = bodiesOf(request, outcome, asked);
    if (splittable(request, outcome, bodies)) {
      queue.push(...halves(request));
      return;
    }
    for (const [i, { id }] of request.locations.entries()) {
      const body = Array.isArray(bodies) ? (bodies[i] as AnswerBody | Failed) : bodies;
      const usable = typeof body === "string" || body instanceof Uint8Array;
      if (!usable && request.api !== "marine") {
        failures.set(id, `${request.api}: ${body.reason}`);
        arrived.delete(id);
        continue;
      }
      const at = (outcome as { at: string }).at;
      const got = usable ? { body, at } : { reason: `marine: ${body.reason}` };
      arrived.set(id, { ...arrived.get(id), [request.api === "marine" ? "marine" : "main"]: got });
      await settle(id);
    }
  };

  let active = 0;
  const worker = async () => {
    for (;;) {
      const request = queue.shift();
      if (!request) {
        if (active === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 10)); // another worker may still split a batch
        continue;
      }
      active++;
      try {
        await handle(request, await run.client.send(request));
      } finally {
        active--;
      }
      run.onRequest();
    }
  };
  await Promise.all(Array.from({ length: Math.min(run.concurrency, queue.length) }, worker));
  return { times, failures, marineFailures };
}
