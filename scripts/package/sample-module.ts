/**
 * `vansky/sample`: the sample vansky ships, as a module (ESM and CJS, typed; the build inlines the responses): seven
 * countries of the July world fixtures, one per continent (CH landlocked), Portugal's coast with its sea point and
 * Antarctica (polar day and night), each an input `scoreCountry` takes as it is; the countries `vansky score
 * --sample` scores. And the Ensemble API answers of three of them (PT, CH, AU: GEFS, 31 runs, 14 days), each an input
 * `outlookCountry` takes as it is, with its record's forecast beside it; the outlooks `vansky outlook --sample` makes.
 */

import auEnsemble from "../../fixtures/ensemble/2026-07-15/AU.ensemble.json" with { type: "json" };
import chEnsemble from "../../fixtures/ensemble/2026-07-15/CH.ensemble.json" with { type: "json" };
import ptEnsemble from "../../fixtures/ensemble/2026-07-15/PT.ensemble.json" with { type: "json" };
import aqForecast from "../../fixtures/world/2026-07-15/AQ.forecast.json" with { type: "json" };
import aqMarine from "../../fixtures/world/2026-07-15/AQ.marine.json" with { type: "json" };
import auForecast from "../../fixtures/world/2026-07-15/AU.forecast.json" with { type: "json" };
import auMarine from "../../fixtures/world/2026-07-15/AU.marine.json" with { type: "json" };
import brForecast from "../../fixtures/world/2026-07-15/BR.forecast.json" with { type: "json" };
import brMarine from "../../fixtures/world/2026-07-15/BR.marine.json" with { type: "json" };
import chForecast from "../../fixtures/world/2026-07-15/CH.forecast.json" with { type: "json" };
import jpForecast from "../../fixtures/world/2026-07-15/JP.forecast.json" with { type: "json" };
import jpMarine from "../../fixtures/world/2026-07-15/JP.marine.json" with { type: "json" };
import keForecast from "../../fixtures/world/2026-07-15/KE.forecast.json" with { type: "json" };
import keMarine from "../../fixtures/world/2026-07-15/KE.marine.json" with { type: "json" };
import ptForecast from "../../fixtures/world/2026-07-15/PT.forecast.json" with { type: "json" };
import ptMarine from "../../fixtures/world/2026-07-15/PT.marine.json" with { type: "json" };
import type { CountryInput } from "../../src/assemble/input.js";
import type { OutlookInput } from "../../src/outlook/types.js";

/** A sample input: a country's responses, with the instant they stand for as `now` and as `fetchedAt`. */
export type SampleInput = CountryInput & { readonly now: string; readonly fetchedAt: string };

/** The instant the sample stands for, as its responses were requested: 2026-07-15T12:00:00Z. */
export const SAMPLE_REFERENCE: string = "2026-07-15T12:00:00Z";

const input = (code: string, forecast: unknown, marine: unknown): SampleInput =>
  Object.freeze({ code, forecast, marine, now: SAMPLE_REFERENCE, fetchedAt: SAMPLE_REFERENCE });

/**
 * The sample's inputs in code order, synthetic Open-Meteo forecast and marine responses (null inland):
 * `scoreCountries(SAMPLE_INPUTS)` gives seven VanSkyCountry records, each fetched at SAMPLE_REFERENCE.
 */
export const SAMPLE_INPUTS: readonly SampleInput[] = Object.freeze([
  input("AQ", aqForecast, aqMarine),
  input("AU", auForecast, auMarine),
  input("BR", brForecast, brMarine),
  input("CH", chForecast, null),
  input("JP", jpForecast, jpMarine),
  input("KE", keForecast, keMarine),
  input("PT", ptForecast, ptMarine),
]);

/** A sample outlook input: a country's ensemble answer, its record's forecast and its marine answer, dated. */
export type SampleEnsembleInput = OutlookInput & { readonly now: string; readonly fetchedAt: string };

const ensembleInput = (code: string, ensemble: unknown, forecast: unknown, marine: unknown): SampleEnsembleInput =>
  Object.freeze({
    code,
    forecast: ensemble,
    deterministic: forecast,
    marine,
    now: SAMPLE_REFERENCE,
    fetchedAt: SAMPLE_REFERENCE,
  });

/**
 * The sample's ensemble inputs in code order (AU, CH, PT): synthetic Open-Meteo Ensemble API answers of GEFS
 * (`gfs_seamless`: 31 runs of the nine score variables, 14 days) with the record's forecast as `deterministic`:
 * `outlookCountries(SAMPLE_ENSEMBLE_INPUTS, { model: SAMPLE_ENSEMBLE_MODEL })` gives three VanSkyOutlooks.
 */
export const SAMPLE_ENSEMBLE_INPUTS: readonly SampleEnsembleInput[] = Object.freeze([
  ensembleInput("AU", auEnsemble, auForecast, auMarine),
  ensembleInput("CH", chEnsemble, chForecast, null),
  ensembleInput("PT", ptEnsemble, ptForecast, ptMarine),
]);

/** The model of the sample's ensemble answers. */
export const SAMPLE_ENSEMBLE_MODEL: string = "gfs_seamless";
