/**
 * The TypeScript types of the output and the published JSON Schemas cannot drift apart: `tsc --noEmit` (part of
 * `npm test`) checks here that the type each schema describes (json-schema-to-ts) is exactly the type the engine
 * returns, in both directions; the test below keeps the file in the suite.
 */
import type { FromSchema, JSONSchema } from "json-schema-to-ts";
import { describe, expect, it } from "vitest";
import type { WeatherCountryResponse, WeatherListResponse } from "../../src/assemble/envelopes.js";
import type { ForecastDay, Marine, Recommendation, VanSkyCountry, Weather } from "../../src/assemble/types.js";
import type { OutlookCountryResponse, OutlookListResponse } from "../../src/outlook/envelopes.js";
import type { OutlookDay, ScoreQuantiles, VanSkyOutlook } from "../../src/outlook/types.js";
import {
  type forecastDaySchema,
  type marineSchema,
  type outlookCountryResponseSchema,
  type outlookDaySchema,
  type outlookListResponseSchema,
  type recommendationSchema,
  schemas,
  type scoreQuantilesSchema,
  type vanSkyCountrySchema,
  type vanSkyOutlookSchema,
  type weatherCountryResponseSchema,
  type weatherListResponseSchema,
  type weatherSchema,
} from "../../src/schema/index.js";

/** `true` when A and B are the same type (invariant comparison), else a compile error below. */
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Mutable<T> = T extends readonly (infer U)[]
  ? Mutable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: Mutable<T[K]> }
    : T;
type Described<S extends JSONSchema> = Mutable<FromSchema<S>>;

const checks: {
  weather: Equals<Described<typeof weatherSchema>, Weather>;
  marine: Equals<Described<typeof marineSchema>, Marine>;
  forecastDay: Equals<Described<typeof forecastDaySchema>, ForecastDay>;
  recommendation: Equals<Described<typeof recommendationSchema>, Recommendation>;
  country: Equals<Described<typeof vanSkyCountrySchema>, VanSkyCountry>;
  list: Equals<Described<typeof weatherListResponseSchema>, WeatherListResponse>;
  single: Equals<Described<typeof weatherCountryResponseSchema>, WeatherCountryResponse>;
  quantiles: Equals<Described<typeof scoreQuantilesSchema>, ScoreQuantiles>;
  outlookDay: Equals<Described<typeof outlookDaySchema>, OutlookDay>;
  outlook: Equals<Described<typeof vanSkyOutlookSchema>, VanSkyOutlook>;
  outlookList: Equals<Described<typeof outlookListResponseSchema>, OutlookListResponse>;
  outlookSingle: Equals<Described<typeof outlookCountryResponseSchema>, OutlookCountryResponse>;
} = {
  weather: true,
  marine: true,
  forecastDay: true,
  recommendation: true,
  country: true,
  list: true,
  single: true,
  quantiles: true,
  outlookDay: true,
  outlook: true,
  outlookList: true,
  outlookSingle: true,
};

describe("schemas and types", () => {
  it("describe the same shapes (checked by the compiler) and every schema is published", () => {
    expect(Object.values(checks).every(Boolean)).toBe(true);
    expect(Object.keys(schemas)).toHaveLength(12);
  });
});
