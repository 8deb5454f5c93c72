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

  // worked by hand: limit 10 a minute, T0 a whole minute. A refused request waits until the previous window's
  // weight, 10 × (1 − t/60 s), leaves room for one: 10 × (1 − t/60 s) + 1 <= 10 from t = 6 s into the window
  it("says the shortest wait in Retry-After: until the previous minute's weight leaves room for one", () => {
    const limiter = slidingWindowLimiter({ limit: 10, windowMs: 60_000 });
    for (let i = 0; i < 10; i++) limiter.take("a", T0);
    const refused = limiter.take("a", T0 + 60_000);
    expect(refused).toMatchObject({ allowed: false, remaining: 0, retryAfterMs: 6_000 });
    const late = limiter.take("a", T0 + 63_000); // 3 s in: 10 × 0.95 = 9.5 used, still no room
    expect(late).toMatchObject({ allowed: false, retryAfterMs: 3_000 });
    expect(limiter.take("a", T0 + 65_999).allowed).toBe(false);
    // at 6 s: 10 × 0.9 = 9 used, one more fits, and none after it (9 × 0.9 + 1 > 9)
    expect(limiter.take("a", T0 + 66_000)).toMatchObject({ allowed: true, remaining: 0 });
    expect(limiter.take("a", T0 + 66_000).allowed).toBe(false);
  });

  it("sends a burst that fills this minute to the next one, when this minute's count leaves room", () => {
    const limiter = slidingWindowLimiter({ limit: 10, windowMs: 60_000 });
    for (let i = 0; i < 10; i++) limiter.take("a", T0 + 30_000);
    // 30 s to the next minute, then 10 × (1 − t/60 s) + 1 <= 10 from t = 6 s: 36 s
    expect(limiter.take("a", T0 + 30_000)).toMatchObject({ allowed: false, retryAfterMs: 36_000 });
    expect(limiter.take("a", T0 + 65_999).allowed).toBe(false);
    expect(limiter.take("a", T0 + 66_000).allowed).toBe(true);
  });

  it("waits for the window's end when only the previous window's weight falling to nothing leaves room", () => {
    const limiter = slidingWindowLimiter({ limit: 2, windowMs: 1_000 });
    limiter.take("a", T0); // previous window: 1 at T0
    limiter.take("a", T0);
    expect(limiter.take("a", T0 + 1_500)).toMatchObject({ allowed: true }); // 2 × 0.5 + 0 = 1 used
    // now 2 × 0.5 + 1 = 2 used: refused; free = 2 − 1 − 1 = 0, so the previous weight must fall to 0: the window's end
    expect(limiter.take("a", T0 + 1_500)).toMatchObject({ allowed: false, retryAfterMs: 500 });
  });

  it("gives a limit of one a wait until the window's end, never a non-number", () => {
    const limiter = slidingWindowLimiter({ limit: 1, windowMs: 1_000 });
    limiter.take("a", T0);
    // 1 × 0.5 + 0 used, one more would make 1.5: the previous window's weight must fall to 0, at its end
    expect(limiter.take("a", T0 + 1_500)).toMatchObject({ allowed: false, retryAfterMs: 500 });
  });

  it("remembers a client of the previous window when it makes room for a new one", () => {
    const limiter = slidingWindowLimiter({ limit: 1, windowMs: 60_000 });
    limiter.take("a", T0);
    expect(limiter.take("b", T0 + 60_000).allowed).toBe(true); // a new client: a look for idle ones
    expect(limiter.take("a", T0 + 60_000).allowed).toBe(false); // a's request of the last minute still weighs 1
  });

  it("forgets idle clients before it forgets a busy one beyond maxClients", () => {
    const limiter = slidingWindowLimiter({ limit: 1, windowMs: 60_000, maxClients: 2 });
    limiter.take("busy", T0); // known first
    limiter.take("idle", T0);
    const later = T0 + 3 * 60_000;
    expect(limiter.take("busy", later).allowed).toBe(true); // its one request of this minute
    expect(limiter.take("new", later).allowed).toBe(true); // idle is forgotten to make room, not busy
    expect(limiter.take("busy", later).allowed).toBe(false);
  });

  it.each([
    [{ limit: 0 }, "limit", "0"],
    [{ windowMs: 1.5 }, "windowMs", "1.5"],
    [{ maxClients: -1 }, "maxClients", "-1"],
  ])("refuses %j: BAD_OPTION at the option's name, saying what it got", (options, path, got) => {
    expect(() => slidingWindowLimiter(options)).toThrow(
      expect.objectContaining({ code: "BAD_OPTION", path, problem: `expected a positive whole number, got ${got}` }),
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
