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

/** Driving severity 0-5 of a WMO code (0 for clear to overcast and for unknown codes; NaN for NaN). */
export function driveSeverity(code: number): number {
  if (Number.isNaN(code)) return Number.NaN;
  return SEVERITY_BY_CODE[code] ?? 0;
}

/** Whether a code reports precipitation, snow or a storm (drizzle 51 and above). */
export const isWetCode = (code: number): boolean => code >= 51;
/** The lowest thunderstorm code (95 slight or moderate, 96 and 99 with hail). */
export const THUNDERSTORM_CODE = 95;
/** Any thunderstorm code (95-99). */
export const isThunderstorm = (code: number): boolean => code >= THUNDERSTORM_CODE;
/** Thunderstorm with hail (96 slight, 99 heavy). */
export const isHail = (code: number): boolean => code === 96 || code === 99;
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
 * precipitation is shown as overcast (3), OpenVan's own rule against false alarms from daily codes.
 */
export function effectiveDailyCode(code: number, precipitationMm: number, dryBelowMm: number): number {
  return isWetCode(code) && precipitationMm < dryBelowMm ? 3 : code;
}
