/**
 * The public API, entry point by entry point: a name appears or disappears only by editing these lists, never by
 * accident. Values are checked at run time in the sources and in the built package (ESM and CJS); types by the
 * barrel's export statements.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const INDEX = [
  "CATALOGS",
  "CLDR_LOCALES",
  "COUNTRIES",
  "DAILY_VARIABLES",
  "DEFAULT_LIMITS",
  "ENSEMBLE_MODELS",
  "ENSEMBLE_SCORE_VARIABLES",
  "DEFAULT_ENSEMBLE_MODEL",
  "HOURLY_VARIABLES",
  "KEY_PREFIX",
  "LOCALES",
  "MAX_CELL_OFFSET_KM",
  "MARINE_DAILY_VARIABLES",
  "MARINE_HOURLY_VARIABLES",
  "OPEN_METEO_FREE_LIMITS",
  "RECOMMENDATION_KEYS",
  "RECOMMENDATION_NAMES",
  "REQUEST_VARIABLES",
  "SOLAR_CONSTANT_WM2",
  "VanskyInputError",
  "absoluteHumidityGm3",
  "apparentTemperatureC",
  "awningStatus",
  "bestMoveDay",
  "callWeight",
  "condensationRisk",
  "defaultProfile",
  "defineProfile",
  "derivedDayFields",
  "dewPointC",
  "dewPointFromVapourPressureC",
  "driveScore",
  "driveWindow",
  "drivingHours",
  "energyWeightedIrradianceWm2",
  "explainCountry",
  "forecastDays",
  "formatRecommendation",
  "getCountry",
  "heatIndexC",
  "humidexC",
  "inputsFromResponses",
  "interpolate",
  "isVanskyInputError",
  "messageCatalog",
  "normalizeForecast",
  "normalizeMarine",
  "openMeteoRequests",
  "openMeteoEnsembleRequests",
  "outlookCountries",
  "outlookCountry",
  "outlookCountryResponse",
  "outlookListResponse",
  "peakSunHours",
  "pvYieldKWhPerKWp",
  "radiantExposureKWhm2",
  "recommend",
  "relativeHumidityPct",
  "restOfDay",
  "resolveLocale",
  "saturationVapourPressureHpa",
  "scoreCountries",
  "scoreCountriesSettled",
  "scoreCountry",
  "scoreLabel",
  "seaDays",
  "seaScore",
  "sleepScore",
  "splitResponse",
  "solarScore",
  "sunDay",
  "type Adjustment",
  "type AppliedCap",
  "type BreakdownOptions",
  "type AwningResult",
  "type AwningStatus",
  "type Cap",
  "type Catalog",
  "type Component",
  "type CondensationResult",
  "type CondensationRisk",
  "type Confidence",
  "type Country",
  "type CountryFailure",
  "type CountryExplanation",
  "type CountryInput",
  "type Current",
  "type Curve",
  "type DailyField",
  "type DailyVariableField",
  "type DayExplanation",
  "type DayWeather",
  "type DeepPartial",
  "type DriveDay",
  "type DriveHazards",
  "type DriveHour",
  "type DriveWindow",
  "type EnsembleModel",
  "type EnsembleModelId",
  "type EnsembleRequestOptions",
  "type EnsembleRequestPlan",
  "type EnsembleScoreVariable",
  "type EnvelopeMeta",
  "type ForecastDay",
  "type ForecastDaysOptions",
  "type ForecastSeries",
  "type HourlyField",
  "type Locale",
  "type Marine",
  "type MarineDailyField",
  "type MarineHourlyField",
  "type MarineSeries",
  "type MessageCatalog",
  "type MoveDayCandidate",
  "type NightWeather",
  "type NormalizeOptions",
  "type OutlookCountryResponse",
  "type OutlookDay",
  "type OutlookListResponse",
  "type OutlookOptions",
  "type PlannedEnsembleRequest",
  "type PlannedLocation",
  "type PlannedRequest",
  "type Profile",
  "type ProfileOverrides",
  "type PvParameters",
  "type Quantity",
  "type Recommendation",
  "type RecommendationDraft",
  "type RecommendationInputs",
  "type RecommendationKey",
  "type RecommendationName",
  "type RecommendationParam",
  "type RecommendationParams",
  "type RecommendationSpec",
  "type RecommendationType",
  "type RestOfDay",
  "type RequestOptions",
  "type RequestPlan",
  "type RequestPlanName",
  "type RequestPoint",
  "type Region",
  "type ResponseHeader",
  "type ScoreBreakdown",
  "type ScoreLabel",
  "type ScoreOptions",
  "type ScoreQuantiles",
  "type SeaDay",
  "type SettledBatch",
  "type Series",
  "type SolarResult",
  "type SunDay",
  "type TimeKind",
  "type VanBonusInputs",
  "type VanSkyCountry",
  "type VanSkyOutlook",
  "type VanskyInputErrorCode",
  "type VanskyWarning",
  "type VanskyWarningCode",
  "type VariableSpec",
  "type Weather",
  "type WeatherCountryResponse",
  "type WeatherListResponse",
  "unsafeHourReason",
  "vanScore",
  "vapourPressureHpa",
  "weatherCountryResponse",
  "weatherListResponse",
  "windChillC",
];

const SCHEMA = [
  "errorRecordSchema",
  "forecastDaySchema",
  "marineSchema",
  "openapiFragment",
  "outlookCountryResponseSchema",
  "outlookDaySchema",
  "outlookListResponseSchema",
  "recommendationSchema",
  "schemaDocument",
  "schemas",
  "scoreQuantilesSchema",
  "vanSkyCountrySchema",
  "vanSkyOutlookSchema",
  "weatherCountryResponseSchema",
  "weatherListResponseSchema",
  "weatherSchema",
];

const SERVE = [
  "API_VERSION",
  "DEFAULT_RATE_LIMIT",
  "WeatherscoreStore",
  "createWeatherscoreHandler",
  "openapiDocument",
  "slidingWindowLimiter",
  "type Bodies",
  "type Body",
  "type OutlookSnapshot",
  "type RateLimitOptions",
  "type RateLimitResult",
  "type RateLimiter",
  "type RecordSet",
  "type RefreshReport",
  "type RequestContext",
  "type SlidingWindowOptions",
  "type Snapshot",
  "type UpdateOptions",
  "type WeatherscoreErrorCode",
  "type WeatherscoreHandler",
  "type WeatherscoreHandlerOptions",
];

const SAMPLE = ["SAMPLE_INPUTS", "SAMPLE_REFERENCE", "type SampleInput"];

const REPORT = [
  "DEFAULT_MAX_AGE_HOURS",
  "MAP_HEIGHT",
  "MAP_WIDTH",
  "PALETTE",
  "REPORT_FIELDS",
  "project",
  "renderMap",
  "renderReport",
  "scoreBand",
  "type Band",
  "type ReportField",
  "type ReportInput",
  "type ReportOptions",
];

/** The names a barrel exports, types marked `type `, read from its export statements. */
function declared(file: string): string[] {
  const text = readFileSync(new URL(`../${file}`, import.meta.url), "utf8");
  const names: string[] = [];
  for (const m of text.matchAll(/export (type )?\{([^}]*)\}/g)) {
    for (const name of (m[2] as string)
      .split(",")
      .map((n) => n.trim())
      .filter(Boolean))
      names.push(m[1] ? `type ${name.replace(/^type /, "")}` : name);
  }
  for (const m of text.matchAll(/^export (const|function|class|interface|type) (\w+)/gm))
    names.push(m[1] === "interface" || m[1] === "type" ? `type ${m[2]}` : (m[2] as string));
  return names.sort();
}

const values = (list: string[]) => list.filter((n) => !n.startsWith("type ")).sort();
const require = createRequire(import.meta.url);
const built = (file: string) => new URL(`../dist/${file}`, import.meta.url).pathname;

// each entry's source module, imported statically: a path built at run time would be Vite's warning in every run
describe.each([
  ["vansky", "src/index.ts", () => import("../src/index.js"), "index", INDEX],
  ["vansky/schema", "src/schema/index.ts", () => import("../src/schema/index.js"), "schema", SCHEMA],
  ["vansky/serve", "src/serve/index.ts", () => import("../src/serve/index.js"), "serve", SERVE],
  ["vansky/report", "src/report/index.ts", () => import("../src/report/index.js"), "report", REPORT],
  [
    "vansky/sample",
    "scripts/package/sample-module.ts",
    () => import("../scripts/package/sample-module.js"),
    "sample",
    SAMPLE,
  ],
] as const)("%s", (_, source, load, entry, expected) => {
  it("declares exactly the listed names and types", () => {
    expect(declared(source)).toEqual([...expected].sort());
  });

  it("exports exactly the listed values from the sources and from the built ESM and CJS files", async () => {
    expect(Object.keys(await load()).sort()).toEqual(values([...expected]));
    expect(existsSync(built(`${entry}.js`)), "dist is missing: run npm run build").toBe(true);
    expect(Object.keys(await import(built(`${entry}.js`))).sort()).toEqual(values([...expected]));
    expect(Object.keys(require(built(`${entry}.cjs`))).sort()).toEqual(values([...expected]));
  });
});
