/**
 * The ensemble models against ../shared/research/ensemble.md's table (the Ensemble API's documentation: members with
 * the control, the centres' names) and the variables each model lacks (src/outlook/models.ts: GEPS no gusts and no
 * visibility, ENS no visibility, GEFS all nine).
 */
import { describe, expect, it } from "vitest";
import {
  DEFAULT_ENSEMBLE_MODEL,
  ENSEMBLE_MODELS,
  ENSEMBLE_SCORE_VARIABLES,
  isEnsembleModelId,
} from "../../src/outlook/models.js";

const lacking = (id: keyof typeof ENSEMBLE_MODELS) =>
  ENSEMBLE_SCORE_VARIABLES.filter((v) => !ENSEMBLE_MODELS[id].variables.includes(v));

describe("ENSEMBLE_MODELS", () => {
  it("names each centre's ensemble and counts its runs with the control: GEPS 21, GEFS 31, ENS 51", () => {
    expect(Object.entries(ENSEMBLE_MODELS).map(([id, m]) => [id, m.name, m.members])).toEqual([
      ["gem_global", "ECCC GEPS", 21],
      ["gfs_seamless", "NOAA GEFS", 31],
      ["ecmwf_ifs025", "ECMWF ENS", 51],
    ]);
  });

  it("asks each model the score variables it has: GEPS lacks gusts and visibility, ENS visibility, GEFS none", () => {
    expect(lacking("gem_global")).toEqual(["wind_gusts_10m", "visibility"]);
    expect(lacking("ecmwf_ifs025")).toEqual(["visibility"]);
    expect(lacking("gfs_seamless")).toEqual([]);
  });

  it("defaults to GEFS, the one model whose members carry every variable the scores read", () => {
    expect(DEFAULT_ENSEMBLE_MODEL).toBe("gfs_seamless");
    expect(lacking(DEFAULT_ENSEMBLE_MODEL)).toEqual([]);
  });
});

describe("isEnsembleModelId", () => {
  it("knows the three ids and nothing else, not even what every object inherits", () => {
    expect(["gem_global", "gfs_seamless", "ecmwf_ifs025"].every(isEnsembleModelId)).toBe(true);
    expect(["icon_seamless", "", "GFS_SEAMLESS", "toString", "__proto__", "constructor"].some(isEnsembleModelId)).toBe(
      false,
    );
  });
});
