export type { DailyField, ForecastSeries, HourlyField } from "./adapters/forecast.js";
export { normalizeForecast } from "./adapters/forecast.js";
export type { ResponseHeader } from "./adapters/header.js";
export type { MarineDailyField, MarineHourlyField, MarineSeries } from "./adapters/marine.js";
export { normalizeMarine } from "./adapters/marine.js";
export { DEFAULT_LIMITS, type NormalizeOptions } from "./adapters/options.js";
export type { Current, Series } from "./adapters/section.js";
export type { Quantity } from "./adapters/units.js";
export {
  DAILY_VARIABLES,
  type DailyVariableField,
  HOURLY_VARIABLES,
  MARINE_DAILY_VARIABLES,
  MARINE_HOURLY_VARIABLES,
  type TimeKind,
  type VariableSpec,
} from "./adapters/variables.js";
export {
  type CountryFailure,
  type SettledBatch,
  scoreCountries,
  scoreCountriesSettled,
} from "./assemble/batch.js";
export {
  type CountryExplanation,
  type CountryInput,
  type DayExplanation,
  explainCountry,
  type ScoreOptions,
  scoreCountry,
} from "./assemble/country.js";
export {
  type EnvelopeMeta,
  type WeatherCountryResponse,
  type WeatherListResponse,
  weatherCountryResponse,
  weatherListResponse,
} from "./assemble/envelopes.js";
export type { ForecastDay, Marine, Recommendation, VanSkyCountry, Weather } from "./assemble/types.js";
export { type AwningResult, type AwningStatus, awningStatus } from "./classify/awning.js";
export { type CondensationResult, type CondensationRisk, condensationRisk } from "./classify/condensation.js";
export { COUNTRIES, type Country, getCountry, type Region } from "./countries/index.js";
export { type ForecastDaysOptions, forecastDays } from "./day/forecast-days.js";
export { type SeaDay, seaDays } from "./day/sea.js";
export { type DayWeather, derivedDayFields, type NightWeather } from "./day/weather.js";
export {
  isVanskyInputError,
  VanskyInputError,
  type VanskyInputErrorCode,
  type VanskyWarning,
  type VanskyWarningCode,
} from "./errors.js";
export { type Curve, interpolate } from "./math/curve.js";
export {
  type OutlookCountryResponse,
  type OutlookListResponse,
  outlookCountryResponse,
  outlookListResponse,
} from "./outlook/envelopes.js";
export { outlookCountries, outlookCountry } from "./outlook/outlook.js";
export type {
  EstimatedVariable,
  OutlookDay,
  OutlookInput,
  OutlookOptions,
  RecordDay,
  ScoreQuantiles,
  VanSkyOutlook,
  WithheldFields,
} from "./outlook/types.js";
export { apparentTemperatureC } from "./physics/apparent-temperature.js";
export { heatIndexC } from "./physics/heat-index.js";
export { humidexC } from "./physics/humidex.js";
export {
  absoluteHumidityGm3,
  dewPointC,
  dewPointFromVapourPressureC,
  relativeHumidityPct,
  saturationVapourPressureHpa,
  vapourPressureHpa,
} from "./physics/humidity.js";
export {
  energyWeightedIrradianceWm2,
  type PvParameters,
  peakSunHours,
  pvYieldKWhPerKWp,
  radiantExposureKWhm2,
  SOLAR_CONSTANT_WM2,
} from "./physics/solar.js";
export { type SunDay, sunDay } from "./physics/sun.js";
export { windChillC } from "./physics/wind-chill.js";
export { bestMoveDay, type MoveDayCandidate } from "./plan/best-move-day.js";
export {
  type DriveDay,
  type DriveHour,
  type DriveWindow,
  driveWindow,
  drivingHours,
  unsafeHourReason,
} from "./plan/drive-window.js";
export type { DriveHazards } from "./plan/hazards.js";
export {
  type Cap,
  type DeepPartial,
  defaultProfile,
  defineProfile,
  type Profile,
  type ProfileOverrides,
} from "./profile/index.js";
export {
  CATALOGS,
  CLDR_LOCALES,
  formatRecommendation,
  LOCALES,
  type Locale,
  type MessageCatalog,
  messageCatalog,
  resolveLocale,
} from "./recommend/format.js";
export {
  KEY_PREFIX,
  RECOMMENDATION_KEYS,
  RECOMMENDATION_NAMES,
  type RecommendationKey,
  type RecommendationName,
  type RecommendationParam,
  type RecommendationParams,
  type RecommendationSpec,
  type RecommendationType,
} from "./recommend/keys.js";
export type { Catalog } from "./recommend/messages/catalog.js";
export { type RestOfDay, restOfDay } from "./recommend/rest-of-day.js";
export {
  type RecommendationDraft,
  type RecommendationInputs,
  recommend,
} from "./recommend/rules.js";
export {
  DEFAULT_ENSEMBLE_MODEL,
  ENSEMBLE_MODELS,
  ENSEMBLE_SCORE_VARIABLES,
  type EnsembleModel,
  type EnsembleModelId,
  type EnsembleRequestOptions,
  type EnsembleRequestPlan,
  type EnsembleScoreVariable,
  openMeteoEnsembleRequests,
  type PlannedEnsembleRequest,
} from "./request/ensemble.js";
export {
  type AnswerFormat,
  callWeight,
  OPEN_METEO_FREE_LIMITS,
  openMeteoRequests,
  type PlannedLocation,
  type PlannedRequest,
  type RequestOptions,
  type RequestPlan,
} from "./request/plan.js";
export type { RequestPoint } from "./request/points.js";
export { inputsFromResponses, MAX_CELL_OFFSET_KM, splitResponse } from "./request/responses.js";
export { REQUEST_VARIABLES, type RequestPlanName } from "./request/variables.js";
export type { Adjustment, AppliedCap, BreakdownOptions, Component, ScoreBreakdown } from "./scores/breakdown.js";
export { driveScore } from "./scores/drive.js";
export { type ScoreLabel, scoreLabel } from "./scores/label.js";
export { seaScore } from "./scores/sea.js";
export { sleepScore } from "./scores/sleep.js";
export { type SolarResult, solarScore } from "./scores/solar.js";
export { type VanBonusInputs, vanScore } from "./scores/van.js";
export { type Observation, observationsOf, type VerificationCase } from "./verify/cases.js";
export type { BrierSummary, RankHistogram, ReliabilityBin } from "./verify/scores.js";
export {
  type FittedCalibration,
  fitCalibration,
  type HeldOutLead,
  type LeadVerification,
  type OutlookVerification,
  verifyOutlooks,
} from "./verify/verify.js";
