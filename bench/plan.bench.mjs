/**
 * What a refresh costs the operator, in Open-Meteo API calls by its own counting (`callWeight`), by request plan:
 * every country of the table and its sea point, 7 days. Counts from the built package's `openMeteoRequests`, not
 * timings: the same on every machine. Figure 8 is the lean plan's (issue 24: at most 800, 12 refreshes a day on the
 * free tier's 10 000 calls); the full plan's is reported beside it.
 */
import { COUNTRIES, OPEN_METEO_FREE_LIMITS, openMeteoRequests } from "../dist/index.js";

/** A plan's calls per refresh, per forecast location and per sea point, and its refreshes a day on the free tier. */
function costOf(plan) {
  const { requests, weight } = openMeteoRequests(
    COUNTRIES.map((c) => c.code),
    { plan },
  );
  const perLocation = (api) => {
    const of = requests.filter((r) => r.api === api);
    return of.reduce((w, r) => w + r.weight, 0) / of.reduce((n, r) => n + r.locations.length, 0);
  };
  return {
    calls: weight,
    perLocation: perLocation("forecast"),
    perSeaPoint: perLocation("marine"),
    refreshesPerDay: Math.floor(OPEN_METEO_FREE_LIMITS.perDay / weight),
  };
}

/** Figure 8 and the context of both plans. */
export function planCost() {
  const lean = costOf("lean");
  const full = costOf("full");
  return {
    figures: { leanCalls: lean.calls },
    context: { plans: { lean, full } },
    absolute: { fullCalls: full.calls },
  };
}
