/** The default rate limiter's laws: bursts, fixed windows, steady clients, Retry-After, independent clients. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { slidingWindowLimiter } from "../../src/serve/rate-limit.js";

const T0 = Date.UTC(2026, 6, 15, 12);
const config = fc.record({ limit: fc.integer({ min: 1, max: 50 }), windowMs: fc.integer({ min: 100, max: 120_000 }) });
/** Nondecreasing arrival times from gaps. */
function arrivals(gaps: number[]): number[] {
  let t = T0;
  return gaps.map((gap) => (t += gap));
}

describe("slidingWindowLimiter", () => {
  it("lets exactly `limit` requests of a burst through, remaining counting down to 0", () => {
    fc.assert(
      fc.property(config, fc.integer({ min: 0, max: 10 }), ({ limit, windowMs }, extra) => {
        const limiter = slidingWindowLimiter({ limit, windowMs });
        const results = Array.from({ length: limit + extra }, () => limiter.take("a", T0));
        expect(results.filter((r) => r.allowed)).toHaveLength(limit);
        expect(results.slice(0, limit).map((r) => r.remaining)).toEqual(
          Array.from({ length: limit }, (_, i) => limit - 1 - i),
        );
        for (const r of results.slice(limit)) expect(r).toMatchObject({ allowed: false, remaining: 0, limit });
      }),
    );
  });

  it("never lets more than `limit` through in any fixed window", () => {
    fc.assert(
      fc.property(
        config,
        fc.array(fc.integer({ min: 0, max: 3000 }), { maxLength: 300 }),
        ({ limit, windowMs }, gaps) => {
          const limiter = slidingWindowLimiter({ limit, windowMs });
          const perWindow = new Map<number, number>();
          for (const t of arrivals(gaps)) {
            if (!limiter.take("a", t).allowed) continue;
            const w = Math.floor(t / windowMs);
            perWindow.set(w, (perWindow.get(w) ?? 0) + 1);
          }
          for (const n of perWindow.values()) expect(n).toBeLessThanOrEqual(limit);
        },
      ),
    );
  });

  it("never refuses a client sending at a steady half of the limit's rate", () => {
    fc.assert(
      fc.property(fc.integer({ min: 6, max: 200 }), fc.integer({ min: 1000, max: 120_000 }), (limit, windowMs) => {
        const limiter = slidingWindowLimiter({ limit, windowMs });
        const gap = (2 * windowMs) / limit;
        for (let i = 0; i < 3 * limit; i++) expect(limiter.take("a", T0 + Math.ceil(i * gap)).allowed).toBe(true);
      }),
    );
  });

  it("allows the next request once Retry-After has passed", () => {
    fc.assert(
      fc.property(
        config,
        fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 200 }),
        ({ limit, windowMs }, gaps) => {
          const limiter = slidingWindowLimiter({ limit, windowMs });
          for (const t of arrivals(gaps)) {
            const result = limiter.take("a", t);
            if (result.allowed) continue;
            expect(result.retryAfterMs).toBeGreaterThan(0);
            expect(result.retryAfterMs).toBeLessThanOrEqual(2 * windowMs);
            const probe = slidingWindowLimiter({ limit, windowMs });
            // replaying the same history into a fresh limiter, then asking at t + retryAfterMs
            for (const u of arrivals(gaps)) {
              if (u > t) break;
              probe.take("a", u);
            }
            expect(probe.take("a", t + result.retryAfterMs).allowed).toBe(true);
            return;
          }
        },
      ),
    );
  });

  it("counts each client on its own, and forgets the longest-known beyond maxClients", () => {
    const limiter = slidingWindowLimiter({ limit: 1, windowMs: 60_000, maxClients: 2 });
    expect([limiter.take("a", T0), limiter.take("b", T0), limiter.take("a", T0)].map((r) => r.allowed)).toEqual([
      true,
      true,
      false,
    ]);
    expect(limiter.take("c", T0).allowed).toBe(true);
    expect(limiter.take("a", T0).allowed).toBe(true);
  });
});
