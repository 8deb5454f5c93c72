/**
 * A budget of API calls per sliding time window, as Open-Meteo counts them: `vansky fetch` never asks more than a
 * window allows, however the server dates a request.
 */

/** At most `calls` API calls in any `ms` milliseconds. */
export interface BudgetWindow {
  readonly calls: number;
  readonly ms: number;
}

/** A booked request's calls and when its answer ended (Infinity while in flight): counted by then at the latest. */
export interface Spend {
  readonly weight: number;
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

  /**
   * Waits until `weight` more calls fit every window, and books them; `onWait(ms)` is told of each wait of known
   * length (not of one for answers still in flight) before it begins, and may abort `signal` instead (a wait too
   * long). Undefined, nothing booked, once `signal` is aborted.
   */
  async take(weight: number, signal: AbortSignal, onWait: (ms: number) => void): Promise<Spend | undefined> {
    for (const w of this.windows)
      if (weight > w.calls)
        throw new Error(`a request of ${weight} calls exceeds the budget of ${w.calls} per ${w.ms} ms`);
    for (;;) {
      if (signal.aborted) return undefined;
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
      if (Number.isFinite(waitMs)) onWait(waitMs);
      if (signal.aborted) return undefined;
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiting.delete(wake);
          clearTimeout(timer);
          signal.removeEventListener("abort", wake);
          resolve();
        };
        this.waiting.add(wake);
        signal.addEventListener("abort", wake);
        const timer = Number.isFinite(waitMs) ? setTimeout(wake, waitMs + 1) : undefined;
      });
    }
  }

  /** Marks a booked request's answer as ended now. */
  done(spend: Spend): void {
    spend.end = performance.now();
    for (const wake of [...this.waiting]) wake();
  }
}
