/**
 * The polite HTTP side of `vansky fetch`: a budget of API calls per sliding window (./budget.ts), retries with
 * exponential backoff and jitter on 429, 5xx, network errors and bad bodies, a 400 not retried and Open-Meteo's error
 * body reported. What a hostile server cannot do to a run: date its answers by a clock that runs ahead
 * (./clock.ts), send an answer without end (bodies are read up to `maxBodyBytes`, ./body.ts), or stall it without
 * a word: a `Retry-After` of a 429 or 503 (any value) is honoured up to `maxWaitMs`, a longer one stops the run's
 * requests at once, as does a wait of the budget longer than that, and every wait longer than `ANNOUNCED_WAIT_MS` is
 * told. The clock and randomness live here, in the command
 * line only.
 */
import { locationCount } from "../../adapters/flatbuffers/answer.js";
import { isVanskyInputError } from "../../errors.js";
import type { AnswerFormat } from "../../request/plan.js";
import { bytes, span } from "../core/text.js";
import { readBody } from "./body.js";
import { type BudgetWindow, CallBudget } from "./budget.js";
import { answerTime, httpDateMs, isoSecond } from "./clock.js";
import type { AnswerBody, AnyRequest, Outcome } from "./types.js";

/** How requests are sent. */
export interface HttpSettings {
  readonly budget: readonly BudgetWindow[];
  readonly retries: number;
  /** First retry delay, ms; doubled each attempt, with jitter. */
  readonly backoffMs: number;
  /** Whole-request timeout, body included, ms. */
  readonly timeoutMs: number;
  /** The longest body read, bytes: a longer answer fails its request. */
  readonly maxBodyBytes: number;
  /** The answers' format asked: a JSON answer is kept as text, a FlatBuffers answer as bytes. */
  readonly format: AnswerFormat;
  /** The longest `Retry-After` honoured, ms: a longer one stops the run (`PoliteClient.stopped`). */
  readonly maxWaitMs: number;
  /** Where the client tells of its waits and of a server's clock (one line, without `vansky: `). */
  readonly say: (line: string) => void;
}

/**
 * Why a run's requests stopped, and when a run may go on (RFC 3339, or words for an instant past any date): the
 * server asked for a longer wait than `maxWaitMs` (its answer's reason), or the budget would have made one.
 */
export interface Stop {
  readonly by: "server" | "budget";
  readonly reason: string;
  readonly until: string;
}

/** Waits longer than this are told on stderr, ms. */
export const ANNOUNCED_WAIT_MS = 3000;
const MAX_BACKOFF_MS = 120_000;

/** Waits `ms`, or less once `signal` is aborted. */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done);
  });

/**
 * `Retry-After` in ms: delay-seconds, or an HTTP-date less the answer's own `Date` (both the server's clock; else
 * less `receivedMs`); undefined when absent or unreadable (the request is then tried again after its backoff). Any
 * number of seconds is read, at most `Number.MAX_SAFE_INTEGER` ms (285 616 years: a wait no run honours).
 */
export function retryAfterMs(header: string | null, date: string | null, receivedMs: number): number | undefined {
  if (header === null) return undefined;
  if (/^\d+$/.test(header.trim())) return Math.min(Number(header.trim()) * 1000, Number.MAX_SAFE_INTEGER);
  const at = httpDateMs(header);
  if (Number.isNaN(at)) return undefined;
  const server = httpDateMs(date);
  return Math.max(0, at - (Number.isNaN(server) ? receivedMs : server));
}

/** What the messages call the budget. */
const BUDGET = "the budget of API calls (--budget)";

/** The latest instant a `Date` can hold, epoch ms (ECMAScript: 100 000 000 days from 1970). */
const LAST_DATE_MS = 8.64e15;

/**
 * When a stopped run may go on, `untilMs` (epoch ms): RFC 3339 to the next whole second (a run then is not too
 * early), or words for an instant past any date.
 */
const untilText = (untilMs: number): string =>
  untilMs <= LAST_DATE_MS ? isoSecond(Math.ceil(untilMs / 1000) * 1000) : "a date past the year 275760";

/** Why a request the run stopped before was not sent: the server's reason and the wait it asked, or the budget's. */
export const notSentReason = (stop: Stop): string =>
  stop.by === "server"
    ? `not sent: ${stop.reason} (it asks to wait until ${stop.until})`
    : `not sent: ${stop.reason} allows no more requests until ${stop.until}`;

/**
 * A 200 answer's body as it is kept, `data` read whole in `format`: JSON text that parses, or FlatBuffers bytes whose
 * size-prefixed messages are whole (a cut body fails here and is asked again); else why it is not whole.
 */
export function wholeAnswer(data: Uint8Array, format: AnswerFormat): { body: AnswerBody } | { reason: string } {
  if (format === "flatbuffers")
    try {
      locationCount(data, "");
      return { body: data };
    } catch (error) {
      const problem = isVanskyInputError(error) ? error.problem : (error as Error).message;
      return { reason: `${problem} (${data.length} bytes)` };
    }
  const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString("utf8");
  try {
    JSON.parse(text);
    return { body: text };
  } catch {
    return { reason: `incomplete or invalid JSON (${data.length} bytes)` };
  }
}

/** Open-Meteo's `{"error": true, "reason": ...}`, else the start of the body. */
function reasonOf(status: number, text: string): string {
  try {
    const body = JSON.parse(text) as { error?: unknown; reason?: unknown };
    if (body.error === true && typeof body.reason === "string") return `HTTP ${status}: ${body.reason}`;
  } catch {}
  return `HTTP ${status}${text ? `: ${text.slice(0, 200)}` : ""}`;
}

/** Sends plan requests politely (see the module comment). */
export class PoliteClient {
  private readonly budget: CallBudget;
  /** Until when every request waits, as a server asked (`performance.now()` ms). */
  private pausedUntil = 0;
  private readonly stopping = new AbortController();
  private readonly clockTold = new Set<string>();
  private budgetToldUntil = 0;
  /** API calls booked, retries included. */
  spent = 0;
  /** Set when a server asked for a longer wait than `maxWaitMs`: no request is sent after it. */
  stopped: Stop | undefined;

  constructor(
    private readonly settings: HttpSettings,
    private readonly random: () => number = Math.random,
  ) {
    this.budget = new CallBudget(settings.budget);
  }

  /** Tells of a wait of `ms` for `why`, when it is long enough to be noticed. */
  private wait(ms: number, why: string): void {
    if (ms > ANNOUNCED_WAIT_MS) this.settings.say(`waiting ${span(ms)} ${why}`);
  }

  /** Tells once per server that its clock is off, and by how much. */
  private clockOff(url: string, offMs: number): void {
    const origin = new URL(url).origin;
    if (this.clockTold.has(origin)) return;
    this.clockTold.add(origin);
    const way = offMs > 0 ? "ahead of" : "behind";
    this.settings.say(
      `warning: the clock of ${origin} is ${span(offMs)} ${way} this machine's: its answers are dated by their receipt here`,
    );
  }

  /** Sends one request until it succeeds, fails for good, runs out of retries, or the run stops. */
  async send(request: AnyRequest): Promise<Outcome> {
    let reason = "";
    const signal = this.stopping.signal;
    for (let attempt = 0; attempt <= this.settings.retries; attempt++) {
      if (attempt > 0) {
        const backoff = Math.min(MAX_BACKOFF_MS, this.settings.backoffMs * 2 ** (attempt - 1));
        const waitMs = backoff * (0.5 + this.random() / 2);
        const paused = this.pausedUntil - performance.now();
        if (waitMs > paused) this.wait(waitMs, `before trying a ${request.api} request again: ${reason}`);
        await sleep(Math.max(waitMs, paused), signal);
      }
      if (this.halt()) return this.notSent();
      const spend = await this.budget.take(request.weight, signal, (ms) => {
        if (ms > this.settings.maxWaitMs) {
          const stop: Stop = { by: "budget", reason: BUDGET, until: untilText(Date.now() + ms) };
          this.stop(stop, `${BUDGET} allows the next request in ${span(ms)}, at ${stop.until}`);
          return;
        }
        if (performance.now() + ms <= this.budgetToldUntil + ANNOUNCED_WAIT_MS) return;
        this.budgetToldUntil = performance.now() + ms;
        this.wait(ms, `for ${BUDGET}`);
      });
      if (!spend || this.halt()) return this.notSent();
      this.spent += request.weight;
      try {
        const startMs = Date.now();
        const response = await fetch(request.url, {
          method: request.method,
          ...(request.body === null
            ? {}
            : { body: request.body, headers: { "content-type": "application/x-www-form-urlencoded" } }),
          signal: AbortSignal.timeout(this.settings.timeoutMs),
        });
        const receivedMs = Date.now();
        const date = response.headers.get("date");
        const time = answerTime(date, startMs, receivedMs);
        if (time.offMs !== undefined) this.clockOff(request.url, time.offMs);
        const data = await readBody(response, this.settings.maxBodyBytes);
        if (data === undefined)
          return {
            ok: false,
            reason: `the answer is larger than --max-body ${bytes(this.settings.maxBodyBytes)}`,
            status: response.status,
          };
        if (response.status === 200) {
          const whole = wholeAnswer(data, this.settings.format);
          if ("body" in whole) return { ok: true, body: whole.body, at: time.at };
          reason = whole.reason;
          continue;
        }
        // an error answer is Open-Meteo's JSON in either format
        reason = reasonOf(response.status, Buffer.from(data).toString("utf8"));
        const after =
          response.status === 429 || response.status === 503
            ? retryAfterMs(response.headers.get("retry-after"), date, receivedMs)
            : undefined;
        if (after !== undefined && after > this.settings.maxWaitMs) {
          const stop: Stop = { by: "server", reason, until: untilText(receivedMs + after) };
          this.stop(stop, `the server asks to wait ${span(after)}, until ${stop.until}`);
          return { ok: false, reason: `${reason} (it asks to wait until ${stop.until})`, status: response.status };
        }
        if (after !== undefined) {
          // paused on the monotonic clock: a wall clock that jumps neither shortens nor lengthens the wait
          const until = performance.now() + after;
          if (until > this.pausedUntil + ANNOUNCED_WAIT_MS) this.wait(after, `as the server asks: ${reason}`);
          this.pausedUntil = Math.max(this.pausedUntil, until);
          continue;
        }
        if (response.status === 429) continue;
        if (response.status < 500) return { ok: false, reason, status: response.status };
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        reason =
          (error as Error).name === "TimeoutError"
            ? `no answer in ${this.settings.timeoutMs} ms`
            : `${(error as Error).message}${cause ? ` (${cause})` : ""}`;
      } finally {
        this.budget.done(spend);
      }
    }
    return { ok: false, reason: `${reason}, after ${this.settings.retries + 1} attempts` };
  }

  /** Why the run stopped, or undefined (a call, so that TypeScript reads it anew after each await). */
  private halt(): Stop | undefined {
    return this.stopped;
  }

  /** The outcome of a request the run stopped before it was sent. */
  private notSent(): Outcome {
    return { ok: false, reason: notSentReason(this.halt() as Stop) };
  }

  /** Stops every request not yet sent: `wait` (a wait longer than `maxWaitMs`, in words) was asked. */
  private stop(stop: Stop, wait: string): void {
    if (this.stopped) return;
    this.stopped = stop;
    const more = `more than --max-wait ${span(this.settings.maxWaitMs)}`;
    this.settings.say(`stopping: ${wait}, ${more}${stop.by === "server" ? `: ${stop.reason}` : ""}`);
    this.stopping.abort();
  }
}
