import { describe, expect, it } from "vitest";
import { MODEL_IDS, parseKeySuffix } from "../../src/adapters/models.js";

describe("parseKeySuffix", () => {
  it("reads nothing, a member, a model, and a member before a model, as Open-Meteo writes them", () => {
    expect(parseKeySuffix("", undefined)).toEqual({ member: 0, model: undefined });
    expect(parseKeySuffix("_member01", undefined)).toEqual({ member: 1, model: undefined });
    expect(parseKeySuffix("_member30", undefined)).toEqual({ member: 30, model: undefined });
    expect(parseKeySuffix("_member100", undefined)).toEqual({ member: 100, model: undefined });
    expect(parseKeySuffix("_gfs_seamless", undefined)).toEqual({ member: 0, model: "gfs_seamless" });
    expect(parseKeySuffix("_member05_icon_seamless_eps", undefined)).toEqual({ member: 5, model: "icon_seamless_eps" });
  });

  it.each([
    "_low",
    "_mid",
    "_high",
    "_clear_sky",
    "_clear_sky_max",
    "_instant",
    "_previous_day1",
    "_spread",
    "_max",
    "_mean",
    "_member",
    "_member1",
    "_member00",
    "_member01_",
    "_member01_low",
    "gfs_seamless",
    "_gfs_seamless_",
    "_GFS_SEAMLESS",
    "_xmember01",
    "_member01x",
    "xgfs_seamless",
    "xmember01",
  ])("takes %j for another variable's tail, not a suffix", (tail) => {
    expect(parseKeySuffix(tail, undefined)).toBeUndefined();
  });

  it("accepts the caller's model beside the table's", () => {
    expect(parseKeySuffix("_future_model_x", undefined)).toBeUndefined();
    expect(parseKeySuffix("_future_model_x", "future_model_x")).toEqual({ member: 0, model: "future_model_x" });
    expect(parseKeySuffix("_member02_future_model_x", "future_model_x")).toEqual({
      member: 2,
      model: "future_model_x",
    });
  });
});

describe("MODEL_IDS", () => {
  it("holds the models named in Open-Meteo's docs and the ensemble and marine ones", () => {
    for (const model of [
      "best_match",
      "gfs_seamless",
      "icon_seamless",
      "ecmwf_ifs025",
      "meteofrance_seamless",
      "jma_seamless",
      "gem_seamless",
      "ukmo_seamless",
      "icon_seamless_eps",
      "ncep_gefs025",
      "ecmwf_wam025",
      "meteofrance_wave",
    ])
      expect(MODEL_IDS.has(model), model).toBe(true);
  });

  it("holds no word that ends an Open-Meteo variable name (aggregations, levels, cloud layers)", () => {
    for (const word of ["low", "mid", "high", "max", "min", "mean", "sum", "dominant", "instant", "spread", "sky"])
      expect(MODEL_IDS.has(word), word).toBe(false);
    for (const model of MODEL_IDS) expect(model).toMatch(/^[A-Za-z][A-Za-z0-9_]*[A-Za-z0-9]$/);
  });
});
