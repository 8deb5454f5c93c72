export type { DailyField, ForecastSeries, HourlyField } from "./adapters/forecast.js";
export { normalizeForecast } from "./adapters/forecast.js";
export { DEFAULT_LIMITS, type NormalizeOptions, type ResponseHeader } from "./adapters/header.js";
export type { MarineDailyField, MarineHourlyField, MarineSeries } from "./adapters/marine.js";
export { normalizeMarine } from "./adapters/marine.js";
export type { Series } from "./adapters/section.js";
export { COUNTRIES, type Country, getCountry, type Region } from "./countries/index.js";
export { isVanskyInputError, VanskyInputError, type VanskyInputErrorCode } from "./errors.js";
export { apparentTemperatureC } from "./physics/apparent-temperature.js";
export {
  absoluteHumidityGm3,
  dewPointC,
  dewPointFromVapourPressureC,
  relativeHumidityPct,
  saturationVapourPressureHpa,
  vapourPressureHpa,
} from "./physics/humidity.js";
export { type SunDay, sunDay } from "./physics/sun.js";
