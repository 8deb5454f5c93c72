/**
 * WMO weather codes as Open-Meteo uses them (the subset of WMO-No. 306 code table 4677 in Open-Meteo's docs) and
 * their driving severity, 0 none to 5 extreme (docs/model.md, drive_score): freezing precipitation and hail are the
 * worst, then heavy snow and storms.
 */
const SEVERITY: Readonly<Record<number, number>> = {
  45: 2,
  48: 3, // fog, depositing rime fog (icing)
  51: 1,
  53: 1,
  55: 2, // drizzle
  56: 4,
  57: 4, // freezing drizzle
  61: 1,
  63: 2,
  65: 3, // rain
  66: 4,
  67: 5, // freezing rain
  71: 2,
  73: 3,
  75: 4,
  77: 2, // snow, snow grains
  80: 1,
  81: 2,
  82: 3, // rain showers
  85: 3,
  86: 4, // snow showers
  95: 3,
  96: 4,
  99: 5, // thunderstorm, with hail
};

/**
 * `SEVERITY` as a table indexed by code: reading an object by a number held as a double goes through a slow
 * property lookup, a typed array by index does not (and gives `undefined` for anything but codes 0-99).
 */
const SEVERITY_BY_CODE = new Uint8Array(100);
for (const [code, severity] of Object.entries(SEVERITY)) SEVERITY_BY_CODE[Number(code)] = severity;

/**
 * Severity from which a code stands for an hour of heavy precipitation or worse (heavy rain 65, violent showers 82,
 * storms, moderate and heavy snow, rime fog).
 */
export const HEAVY_CODE_SEVERITY = 3;

/** Driving severity of a thunderstorm code read as a strong thunderstorm, not hail (96 and 99 of a derived code). */
const STORM_SEVERITY = SEVERITY_BY_CODE[95] as number;

/**
 * Driving severity 0-5 of a WMO code (0 for clear to overcast and for unknown codes; NaN for NaN); 96 and 99 as
 * hail where `hailCodes` (the answer's codes mean hail: `codesMeanHail`), else as a thunderstorm's.
 */
export function driveSeverity(code: number, hailCodes = true): number {
  if (Number.isNaN(code)) return Number.NaN;
  if (!hailCodes && isHail(code)) return STORM_SEVERITY;
  return SEVERITY_BY_CODE[code] ?? 0;
}

/** Whether a code reports precipitation, snow or a storm (drizzle 51 and above). */
export const isWetCode = (code: number): boolean => code >= 51;
/** The lowest thunderstorm code (95 slight or moderate, 96 and 99 with hail). */
export const THUNDERSTORM_CODE = 95;
/** Any thunderstorm code (95-99). */
export const isThunderstorm = (code: number): boolean => code >= THUNDERSTORM_CODE;
/**
 * Thunderstorm with hail (96 slight, 99 heavy) in WMO's table and DWD ICON's `ww`; in Open-Meteo's derived code 96
 * is a strong thunderstorm and 99 never given (`codesMeanHail` tells which an answer has).
 */
export const isHail = (code: number): boolean => code === 96 || code === 99;

/** A box of latitudes and longitudes, degrees, south and west inclusive. */
interface Box {
  readonly south: number;
  readonly north: number;
  readonly west: number;
  readonly east: number;
}
const inBox = (b: Box, lat: number, lon: number) => lat >= b.south && lat < b.north && lon >= b.west && lon < b.east;

/**
 * ICON-D2's domain, Open-Meteo's "Central Europe" (server `Icon.swift`: 1215 × 746 points of 0.02° from 43.18 N,
 * 3.94 W).
 */
const ICON_D2: Box = { south: 43.18, north: 58.08, west: -3.94, east: 20.34 };
/**
 * Where `best_match` takes KNMI's Harmonie before ICON (the Netherlands and Belgium; `ForecastapiController.swift`).
 */
const KNMI: Box = { south: 49.35, north: 53.79, west: 2.19, east: 7.66 };
/** Where it takes the Met Office's UKV before ICON (`RegionGeometry.isInUKVArea`, less its Channel triangle). */
const UKV: Box = { south: 49.9, north: 61, west: -11, east: 1.8 };
/** The latitude from which it takes MET Norway's Nordic model before ICON, degrees north. */
const NORDIC_FROM_LAT = 54.9;

/**
 * Whether a point lies in the UKV area: its rectangle less the Channel triangle (49.9 N 0.2 W, 49.9 N 1.8 E,
 * 51.1 N 1.8 E).
 */
function inUkv(lat: number, lon: number): boolean {
  if (!inBox(UKV, lat, lon)) return false;
  // west of 0.2 W the slope lies below 49.9 N, outside the rectangle: the slope alone bounds the triangle
  return !(lat - UKV.south <= ((lon + 0.2) * (51.1 - 49.9)) / (1.8 + 0.2));
}

/**
 * A DWD ICON model of Open-Meteo's (deterministic: its ensembles' codes are derived), or an ICON run by MeteoSwiss or
 * ItaliaMeteo.
 */
const isIconModel = (model: string): boolean =>
  model.includes("icon") && !model.endsWith("_eps") && !model.endsWith("_ensemble");

/**
 * Whether an answer's codes 96 and 99 mean hail (docs/model.md, "Weather codes by source"). Only DWD ICON's native
 * `ww` diagnoses hail (96 slight, 99 heavy: the latter ICON-D2's alone); every other model's code is Open-Meteo's
 * derived `WeatherCode.calculate`, where 96 is a strong thunderstorm (2022-12 to 2024-05: gusts from 18 km/h or
 * 10 mm/h; 2024-05 to 2026-06 never; since 2026-06 a thunderstorm probability above 85 %) and 99 is never given.
 * So: never for an Ensemble API answer (ICON-EPS has no `ww`), always for a named ICON model, never for another named
 * model; for `best_match` (unsuffixed keys, no model named) where it reads ICON-D2, Open-Meteo's "Central Europe"
 * ("thunderstorm forecast with hail is only available in Central Europe", its docs' note), outside the areas it gives
 * KNMI, the Met Office and MET Norway first.
 */
export function codesMeanHail(model: string | null, ensemble: boolean, latitude: number, longitude: number): boolean {
  if (ensemble) return false;
  if (model !== null && model !== "best_match") return isIconModel(model);
  return (
    inBox(ICON_D2, latitude, longitude) &&
    !inBox(KNMI, latitude, longitude) &&
    !inUkv(latitude, longitude) &&
    latitude < NORDIC_FROM_LAT
  );
}
/** Freezing drizzle (56, 57) or freezing rain (66, 67). */
export const isFreezingPrecipitation = (code: number): boolean =>
  code === 56 || code === 57 || code === 66 || code === 67;
/** Snowfall (71-75), snow grains (77) or snow showers (85, 86). */
export const isSnow = (code: number): boolean => (code >= 71 && code <= 77) || code === 85 || code === 86;
/** Fog (45) or depositing rime fog (48). */
export const isFog = (code: number): boolean => code === 45 || code === 48;
/** Depositing rime fog: fog that freezes onto surfaces, roads included, below 0 °C. */
export const isRimeFog = (code: number): boolean => code === 48;
/**
 * Whether a code already stands for heavy rain or worse: heavy rain, freezing rain and drizzle, violent
 * showers, thunderstorms (severity 3 and above), but not rime fog or snow, whose severity is their ice and snow.
 */
export const isHeavyRainCode = (code: number): boolean =>
  driveSeverity(code) >= HEAVY_CODE_SEVERITY && !isFog(code) && !isSnow(code);

/**
 * A daily code as the day will feel: a wet, snow or storm code on a day with less than `dryBelowMm` of
 * precipitation is shown as overcast (3), OpenVan's own rule against false alarms from daily codes; freezing
 * drizzle or rain (56, 57, 66, 67) stays whatever its amount, since a tenth of a millimetre glazes a road, a step
 * or an awning (the freezing-rain advice warns of it at any amount).
 */
export function effectiveDailyCode(code: number, precipitationMm: number, dryBelowMm: number): number {
  return isWetCode(code) && precipitationMm < dryBelowMm && !isFreezingPrecipitation(code) ? 3 : code;
}
