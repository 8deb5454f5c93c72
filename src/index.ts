export { COUNTRIES, type Country, getCountry, type Region } from "./countries/index.js";
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
