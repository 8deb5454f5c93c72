/**
 * The polite HTTP side of `vansky fetch`: a budget of API calls per sliding time window, bounded concurrency,
 * retries with exponential backoff and jitter on 429, 5xx and network errors, `Retry-After` honoured, Open-Meteo's
 * error body reported and a 400 not retried. The clock and randomness live here, in the command line only.
 */
import type { PlannedRequest } from "../../index.js";

/** At most `calls` API calls in any `ms` milliseconds. */
export interface BudgetWindow {
  readonly calls: number;
  readonly ms: number;
}

/** How requests are sent. */
export interface HttpSettings {
  readonly budget: readonly BudgetWindow[];
  readonly retries: number;
  /** First retry delay, ms; doubled each attempt, with jitter. */
  readonly backoffMs: number;
  /** Whole-request timeout, body included, ms. */
  readonly timeoutMs: number;
}

/**
 * A request's outcome: the body text and when the server answered it (`at`, see `answerTime`), or why it failed for
 * good (with the last HTTP status, when there was one).
 */
export type Outcome =
  | { readonly ok: true; readonly text: string; readonly at: string }
  | { readonly ok: false; readonly reason: string; readonly status?: number };

/**
 * When an answer was made: its `Date` header (RFC 9110 §6.6.1, the server's clock) when it has a readable one, else
 * `receivedMs`, the clock when its headers arrived; RFC 3339 in UTC, to the second.
 */
export function answerTime(header: string | null, receivedMs: number): string {
  const dated = header === null ? Number.NaN : Date.parse(header);
  return new Date(Number.isNaN(dated) ? receivedMs : dated).toISOString().replace(/\.\d{3}Z$/, "Z");
}

const MAX_BACKOFF_MS = 120_000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

interface Spend {
  readonly weight: number;
  /** When the request's answer ended (Infinity while in flight): the server counted it by then at the latest. */
  end: number;
}

/**
 * A sliding-window budget of API calls. A request counts from before it is sent until a window's length after its
 * answer ends, so however the server dates it (arrival, answer), no window of the server's holds more than allowed.
 */
export class CallBudget {
  private spends: Spend[] = [];
  private readonly waiting = new Set<() => void>();

  constructor(private readonly windows: readonly BudgetWindow[]) {}

  /** Waits until `weight` more calls fit every window, and books them. */
  async take(weight: number): Promise<Spend> {
    for (const w of this.windows)
      if (weight > w.calls)
        throw new Error(`a request of ${weight} calls exceeds the budget of ${w.calls} per ${w.ms} ms`);
    for (;;) {
      const now = performance.now();
      const longest = Math.max(0, ...this.windows.map((w) => w.ms));
      this.spends = this.spends.filter((s) => s.end > now - longest);
      let waitMs = 0;
      for (const w of this.windows) {
        const live = this.spends.filter((s) => s.end > now - w.ms).sort((a, b) => a.end - b.end);
        let used = live.reduce((sum, s) => sum + s.weight, 0);
        // Expire the oldest answers until the request fits: the wait is the last of them leaving the window.
        for (const s of live) {
          if (used + weight <= w.calls) break;
          used -= s.weight;
          waitMs = Math.max(waitMs, s.end + w.ms - now);
        }
        if (used + weight > w.calls) waitMs = Number.POSITIVE_INFINITY; // in-flight requests must end first
      }
      if (waitMs === 0) {
        const spend = { weight, end: Number.POSITIVE_INFINITY };
        this.spends.push(spend);
        return spend;
      }
      await new Promise<void>((resolve) => {
        this.waiting.add(resolve);
        if (Number.isFinite(waitMs)) setTimeout(resolve, waitMs + 1);
      });
    }
  }

  /** Marks a booked request's answer as ended now. */
  done(spend: Spend): void {
    spend.end = performance.now();
    for (const wake of this.waiting) wake();
    this.waiting.clear();
  }
}

/** `Retry-After` in ms: delay-seconds or an HTTP date; undefined when absent or unreadable. */
function retryAfterMs(header: string | null): number | undefined {
  if (header === null) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
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
  private pausedUntil = 0;
  /** API calls booked, retries included. */
  spent = 0;

  constructor(
    private readonly settings: HttpSettings,
    private readonly random: () => number = Math.random,
  ) {
    this.budget = new CallBudget(settings.budget);
  }

  /** Sends one request until it succeeds, fails for good, or runs out of retries. */
  async send(request: PlannedRequest): Promise<Outcome> {
    let reason = "";
    for (let attempt = 0; attempt <= this.settings.retries; attempt++) {
      let waitMs = 0;
      if (attempt > 0) {
        const backoff = Math.min(MAX_BACKOFF_MS, this.settings.backoffMs * 2 ** (attempt - 1));
        waitMs = backoff * (0.5 + this.random() / 2);
      }
      await sleep(Math.max(waitMs, this.pausedUntil - Date.now()));
      const spend = await this.budget.take(request.weight);
      this.spent += request.weight;
      try {
        const response = await fetch(request.url, {
          method: request.method,
          ...(request.body === null
            ? {}
            : { body: request.body, headers: { "content-type": "application/x-www-form-urlencoded" } }),
          signal: AbortSignal.timeout(this.settings.timeoutMs),
        });
        const at = answerTime(response.headers.get("date"), Date.now());
        const text = await response.text();
        if (response.status === 200) {
          try {
            JSON.parse(text);
            return { ok: true, text, at };
          } catch {
            reason = `incomplete or invalid JSON (${text.length} bytes)`;
            continue;
          }
        }
        reason = reasonOf(response.status, text);
        if (response.status === 429) {
          const after = retryAfterMs(response.headers.get("retry-after"));
          if (after !== undefined) this.pausedUntil = Math.max(this.pausedUntil, Date.now() + after);
          continue;
        }
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
}
