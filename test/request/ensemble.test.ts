import { describe, expect, it } from "vitest";
import { HOURLY_VARIABLES } from "../../src/adapters/variables.js";
import { COUNTRIES } from "../../src/countries/index.js";
import {
  DEFAULT_ENSEMBLE_MODEL,
  ENSEMBLE_MODELS,
  ENSEMBLE_SCORE_VARIABLES,
  openMeteoEnsembleRequests,
} from "../../src/request/ensemble.js";
import { expectInputError } from "../adapters/helpers.js";

const ALL = COUNTRIES.map((c) => c.code);

describe("openMeteoEnsembleRequests", () => {
  it("plans an outlook of every country within half the free tier's day: GEPS, 7 variables × 21 runs, 3 675 calls", () => {
    const plan = openMeteoEnsembleRequests(ALL);
    expect(plan.model).toBe(DEFAULT_ENSEMBLE_MODEL);
    expect(plan.model).toBe("gem_global");
    expect(plan.members).toBe(21);
    expect(plan.forecastDays).toBe(14);
    const withoutGustsAndVisibility = ENSEMBLE_SCORE_VARIABLES.filter(
      (v) => v !== "wind_gusts_10m" && v !== "visibility",
    );
    expect(plan.variables).toEqual(withoutGustsAndVisibility);
    // per location max(1, 7 × 21 / 10) = 14.7 calls; 250 × 14.7
    expect(plan.weight).toBe(3675);
    expect(plan.weight).toBeLessThanOrEqual(5000);
    expect(plan.requests.flatMap((r) => r.locations.map((l) => l.id))).toEqual(ALL);
    for (const r of plan.requests) {
      expect(r.api).toBe("ensemble");
      expect(r.weight).toBeCloseTo(14.7 * r.locations.length, 9);
      expect(r.weight).toBeLessThanOrEqual(600);
      expect(r.variables).toBe(7);
    }
    // 600 / 14.7: 40 locations a request
    expect(plan.requests.map((r) => r.locations.length)).toEqual([40, 40, 40, 40, 40, 40, 10]);
  });

  it("asks the model, the score variables hourly, the location's zone and the days", () => {
    const [request] = openMeteoEnsembleRequests(["PT", "CH"]).requests;
    expect(request?.method).toBe("GET");
    const url = new URL(request?.url as string);
    expect(url.origin + url.pathname).toBe("https://ensemble-api.open-meteo.com/v1/ensemble");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      latitude: "38.7167,46.9481",
      longitude: "-9.1333,7.4474",
      hourly: ENSEMBLE_MODELS.gem_global.variables.join(","),
      models: "gem_global",
      timezone: "auto",
      forecast_days: "14",
    });
    expect(request?.weight).toBe(29.4);
  });

  it("counts variables × members by Open-Meteo's rule: GEFS 27.9 and ENS 40.8 calls a location, more beyond 14 days", () => {
    expect(openMeteoEnsembleRequests(["PT"], { model: "gfs_seamless" }).weight).toBe(27.9);
    expect(openMeteoEnsembleRequests(["PT"], { model: "ecmwf_ifs025" }).weight).toBe(40.8);
    expect(openMeteoEnsembleRequests(ALL, { model: "gfs_seamless" }).weight).toBe(6975);
    // 16 days: 14.7 × 16 / 14
    expect(openMeteoEnsembleRequests(["PT"], { forecastDays: 16 }).weight).toBe(16.8);
    expect(openMeteoEnsembleRequests(["PT"], { forecastDays: 7 }).weight).toBe(14.7);
  });

  it("asks only variables the adapter reads, and of each model those it has", () => {
    const names = new Set(HOURLY_VARIABLES.map((v) => v.name));
    for (const v of ENSEMBLE_SCORE_VARIABLES) expect(names.has(v), v).toBe(true);
    expect(ENSEMBLE_MODELS.gem_global.variables).not.toContain("wind_gusts_10m");
    expect(ENSEMBLE_MODELS.gem_global.variables).not.toContain("visibility");
    expect(ENSEMBLE_MODELS.gfs_seamless.variables).toEqual(ENSEMBLE_SCORE_VARIABLES);
    expect(ENSEMBLE_MODELS.ecmwf_ifs025.variables).not.toContain("visibility");
    expect(ENSEMBLE_MODELS.ecmwf_ifs025.variables).toHaveLength(8);
  });

  it("uses the customer API with a key, POST for a long URL, and the limits given", () => {
    const keyed = openMeteoEnsembleRequests(["PT"], { apikey: "k&1" });
    expect(keyed.requests[0]?.url).toMatch(
      /^https:\/\/customer-ensemble-api\.open-meteo\.com\/v1\/ensemble\?.*&apikey=k%261$/,
    );
    const post = openMeteoEnsembleRequests(["PT", "CH"], { maxUrlLength: 100, ensembleUrl: "http://127.0.0.1:1/e" });
    expect(post.requests[0]).toMatchObject({ method: "POST", url: "http://127.0.0.1:1/e" });
    expect(post.requests[0]?.body).toContain("models=gem_global");
    expect(openMeteoEnsembleRequests(ALL.slice(0, 10), { maxLocations: 3 }).requests).toHaveLength(4);
  });

  it("refuses an unknown model, days beyond the model's horizon, unknown codes and duplicates", () => {
    expectInputError(
      () => openMeteoEnsembleRequests(["PT"], { model: "icon_seamless" as never }),
      "BAD_OPTION",
      "model",
    );
    expectInputError(() => openMeteoEnsembleRequests(["PT"], { forecastDays: 17 }), "BAD_OPTION", "forecastDays");
    expect(openMeteoEnsembleRequests(["PT"], { model: "gfs_seamless", forecastDays: 35 }).forecastDays).toBe(35);
    expectInputError(
      () => openMeteoEnsembleRequests(["PT"], { model: "ecmwf_ifs025", forecastDays: 16 }),
      "BAD_OPTION",
    );
    expectInputError(() => openMeteoEnsembleRequests(["ZZ"]), "BAD_OPTION", "locations[0]");
    expectInputError(() => openMeteoEnsembleRequests(["PT", "PT"]), "BAD_OPTION", "locations[1]");
  });
});
