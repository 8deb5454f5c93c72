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
  it("plans an outlook of every country that sees every hazard within 7 000 calls: GEFS, 9 variables × 31 runs, 6 975", () => {
    const plan = openMeteoEnsembleRequests(ALL);
    expect(plan.model).toBe(DEFAULT_ENSEMBLE_MODEL);
    expect(plan.model).toBe("gfs_seamless");
    expect(plan.members).toBe(31);
    expect(plan.forecastDays).toBe(14);
    // every input the scores read: gusts and visibility included
    expect(plan.variables).toEqual(ENSEMBLE_SCORE_VARIABLES);
    // per location max(1, 9 × 31 / 10) = 27.9 calls; 250 × 27.9
    expect(plan.weight).toBe(6975);
    expect(plan.weight).toBeLessThanOrEqual(7000);
    expect(plan.requests.flatMap((r) => r.locations.map((l) => l.id))).toEqual(ALL);
    for (const r of plan.requests) {
      expect(r.api).toBe("ensemble");
      expect(r.weight).toBeCloseTo(27.9 * r.locations.length, 9);
      expect(r.weight).toBeLessThanOrEqual(600);
      expect(r.variables).toBe(9);
    }
    // ⌊600 / 27.9⌋ = 21 locations a request: eleven of 21, one of 19
    expect(plan.requests.map((r) => r.locations.length)).toEqual([...Array(11).fill(21), 19]);
  });

  it("asks the model, the score variables hourly, the location's zone and the days", () => {
    const [request] = openMeteoEnsembleRequests(["PT", "CH"]).requests;
    expect(request?.method).toBe("GET");
    const url = new URL(request?.url as string);
    expect(url.origin + url.pathname).toBe("https://ensemble-api.open-meteo.com/v1/ensemble");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      latitude: "38.7167,46.9481",
      longitude: "-9.1333,7.4474",
      hourly: ENSEMBLE_MODELS.gfs_seamless.variables.join(","),
      models: "gfs_seamless",
      timezone: "auto",
      forecast_days: "14",
    });
    expect(request?.weight).toBe(55.8);
  });

  it("counts variables × members by Open-Meteo's rule: GEPS 14.7 and ENS 40.8 calls a location, more beyond 14 days", () => {
    expect(openMeteoEnsembleRequests(["PT"], { model: "gem_global" }).weight).toBe(14.7);
    expect(openMeteoEnsembleRequests(["PT"], { model: "ecmwf_ifs025" }).weight).toBe(40.8);
    expect(openMeteoEnsembleRequests(ALL, { model: "gem_global" }).weight).toBe(3675);
    expect(openMeteoEnsembleRequests(ALL, { model: "ecmwf_ifs025" }).weight).toBe(10200);
    // 16 days: 14.7 × 16 / 14
    expect(openMeteoEnsembleRequests(["PT"], { model: "gem_global", forecastDays: 16 }).weight).toBe(16.8);
    expect(openMeteoEnsembleRequests(["PT"], { model: "gem_global", forecastDays: 7 }).weight).toBe(14.7);
    // GEFS 20 days: 27.9 × 20 / 14 = 39.857…, in tenths 39.9
    expect(openMeteoEnsembleRequests(["PT"], { forecastDays: 20 }).weight).toBe(39.9);
  });

  it("pools models in one request: the variables any has × all their runs, up to the shortest horizon", () => {
    const plan = openMeteoEnsembleRequests(["PT"], { model: ["gfs_seamless", "ecmwf_ifs025"] });
    expect([plan.model, plan.models, plan.members]).toEqual(["gfs_seamless", ["gfs_seamless", "ecmwf_ifs025"], 82]);
    expect(plan.variables).toEqual(ENSEMBLE_SCORE_VARIABLES);
    expect(new URL(plan.requests[0]?.url as string).searchParams.get("models")).toBe("gfs_seamless,ecmwf_ifs025");
    // 9 variables × (31 + 51) runs / 10
    expect(plan.weight).toBe(73.8);
    expect(openMeteoEnsembleRequests(ALL, { model: ["gfs_seamless", "ecmwf_ifs025"] }).weight).toBe(18450);
    // GEPS and ENS: ENS's 8 variables (GEPS has no other) × 72 runs
    expect(openMeteoEnsembleRequests(["PT"], { model: ["gem_global", "ecmwf_ifs025"] }).weight).toBe(57.6);
    // ENS runs 15 days
    expectInputError(
      () => openMeteoEnsembleRequests(["PT"], { model: ["gfs_seamless", "ecmwf_ifs025"], forecastDays: 16 }),
      "BAD_OPTION",
      "forecastDays",
    );
    expectInputError(
      () => openMeteoEnsembleRequests(["PT"], { model: ["gfs_seamless", "gfs_seamless"] }),
      "BAD_OPTION",
      "model",
    );
    expectInputError(() => openMeteoEnsembleRequests(["PT"], { model: [] }), "BAD_OPTION", "model");
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
    expect(post.requests[0]?.body).toContain("models=gfs_seamless");
    expect(openMeteoEnsembleRequests(ALL.slice(0, 10), { maxLocations: 3 }).requests).toHaveLength(4);
  });

  it("asks format=flatbuffers when told, at the same cost", () => {
    const json = openMeteoEnsembleRequests(["PT", "CH"]);
    const fb = openMeteoEnsembleRequests(["PT", "CH"], { format: "flatbuffers" });
    expect(new URL(fb.requests[0]?.url ?? "").searchParams.get("format")).toBe("flatbuffers");
    expect(new URL(json.requests[0]?.url ?? "").searchParams.has("format")).toBe(false);
    expect(fb.weight).toBe(json.weight);
  });

  it("refuses an unknown model, days beyond the model's horizon, unknown codes and duplicates", () => {
    expectInputError(
      () => openMeteoEnsembleRequests(["PT"], { model: "icon_seamless" as never }),
      "BAD_OPTION",
      "model",
    );
    expectInputError(
      () => openMeteoEnsembleRequests(["PT"], { model: "gem_global", forecastDays: 17 }),
      "BAD_OPTION",
      "forecastDays",
    );
    expectInputError(() => openMeteoEnsembleRequests(["PT"], { forecastDays: 36 }), "BAD_OPTION", "forecastDays");
    expect(openMeteoEnsembleRequests(["PT"], { model: "gfs_seamless", forecastDays: 35 }).forecastDays).toBe(35);
    expectInputError(
      () => openMeteoEnsembleRequests(["PT"], { model: "ecmwf_ifs025", forecastDays: 16 }),
      "BAD_OPTION",
    );
    expectInputError(() => openMeteoEnsembleRequests(["ZZ"]), "BAD_OPTION", "locations[0]");
    expectInputError(() => openMeteoEnsembleRequests(["PT", "PT"]), "BAD_OPTION", "locations[1]");
  });
});
