import { describe, expect, it } from "vitest";
import {
  codesMeanHail,
  driveSeverity,
  effectiveDailyCode,
  isFog,
  isFreezingPrecipitation,
  isHail,
  isHeavyRainCode,
  isRimeFog,
  isSnow,
  isThunderstorm,
  isWetCode,
  THUNDERSTORM_CODE,
} from "../../src/day/codes.js";

describe("codesMeanHail (what 96 and 99 mean in an answer)", () => {
  const BERLIN = [52.52, 13.41] as const;
  it("reads best_match's codes as DWD ICON's ww (hail) in Central Europe, ICON-D2's domain", () => {
    expect(codesMeanHail(null, false, ...BERLIN)).toBe(true);
    expect(codesMeanHail("best_match", false, 47.37, 8.54)).toBe(true); // Zurich
    expect(codesMeanHail(null, false, 48.21, 16.37)).toBe(true); // Vienna
    // the domain's corners: 43.18 N 3.94 W in it, just outside not
    expect(codesMeanHail(null, false, 43.18, -3.94)).toBe(true);
    expect(codesMeanHail(null, false, 43.17, 0)).toBe(false);
    expect(codesMeanHail(null, false, 50, 20.35)).toBe(false);
  });

  it("reads them as Open-Meteo's derived code (96 a strong thunderstorm) elsewhere, Kolkata and Lisbon included", () => {
    expect(codesMeanHail(null, false, 22.625, 88.375)).toBe(false); // the Kolkata recording's grid cell
    expect(codesMeanHail(null, false, 38.72, -9.14)).toBe(false); // Lisbon
    expect(codesMeanHail(null, false, 40.71, -74.01)).toBe(false); // New York
  });

  it("leaves out the parts of ICON-D2's domain best_match gives KNMI, the Met Office and MET Norway first", () => {
    expect(codesMeanHail(null, false, 52.37, 4.9)).toBe(false); // Amsterdam (KNMI, 49.35-53.79 N, 2.19-7.66 E)
    expect(codesMeanHail(null, false, 51.51, -0.13)).toBe(false); // London (UKV)
    expect(codesMeanHail(null, false, 55.68, 12.57)).toBe(false); // Copenhagen (from 54.9 N)
    // the Channel triangle the UKV area leaves out (49.9 N 0.2 W, 49.9 N 1.8 E, 51.1 N 1.8 E): France, ICON's
    expect(codesMeanHail(null, false, 50.0, 1.7)).toBe(true);
    expect(codesMeanHail(null, false, 51.0, 0.0)).toBe(false); // Sussex, above the triangle's slope
    // the slope from 49.9 N 0.2 W to 51.1 N 1.8 E (0.6° north a degree east): at 0.8 E it passes 50.5 N
    expect(codesMeanHail(null, false, 50.4, 0.8)).toBe(true);
    expect(codesMeanHail(null, false, 50.6, 0.8)).toBe(false);
    expect(codesMeanHail(null, false, 49.9, -0.2)).toBe(true); // the triangle's corner
    expect(codesMeanHail(null, false, 49.95, -1)).toBe(false); // west of it: the UKV rectangle
  });

  it("takes each area's south and west edges in it, its north and east edges out", () => {
    expect(codesMeanHail(null, false, 53.79, 5)).toBe(true); // KNMI's north edge: ICON's
    expect(codesMeanHail(null, false, 54, 5)).toBe(true); // north of KNMI, south of the Nordic
    expect(codesMeanHail(null, false, 51, 7.66)).toBe(true); // KNMI's east edge: ICON's
    expect(codesMeanHail(null, false, 51, 7.65)).toBe(false);
    expect(codesMeanHail(null, false, 54.9, 10)).toBe(false); // the Nordic's from 54.9 N
    expect(codesMeanHail(null, false, 54.89, 10)).toBe(true);
  });

  it("follows a named model: ICON's anywhere, any other's never, an ensemble's never", () => {
    expect(codesMeanHail("icon_seamless", false, 22.6, 88.4)).toBe(true);
    expect(codesMeanHail("dwd_icon_d2", false, ...BERLIN)).toBe(true);
    expect(codesMeanHail("meteoswiss_icon_ch1", false, 47.37, 8.54)).toBe(true);
    expect(codesMeanHail("gfs_seamless", false, ...BERLIN)).toBe(false);
    expect(codesMeanHail("ecmwf_ifs025", false, ...BERLIN)).toBe(false);
    expect(codesMeanHail("icon_seamless_eps", false, ...BERLIN)).toBe(false);
    expect(codesMeanHail("icon_global_ensemble", false, ...BERLIN)).toBe(false); // a key suffix's spelling
    expect(codesMeanHail("gem_global", true, ...BERLIN)).toBe(false);
    expect(codesMeanHail(null, true, ...BERLIN)).toBe(false);
  });
});

describe("driveSeverity", () => {
  it("rates codes by the research note's table (§6.4), unknown and fractional codes 0, NaN for NaN", () => {
    const cases: [number, number][] = [
      [0, 0], // clear
      [3, 0], // overcast
      [45, 2], // fog
      [48, 3], // depositing rime fog
      [55, 2], // dense drizzle
      [57, 4], // dense freezing drizzle
      [65, 3], // heavy rain
      [67, 5], // heavy freezing rain
      [75, 4], // heavy snow
      [82, 3], // violent rain showers
      [95, 3], // thunderstorm
      [99, 5], // thunderstorm with heavy hail
      [4, 0], // not an Open-Meteo code
      [61.5, 0],
      [150, 0],
      [-1, 0],
    ];
    for (const [code, severity] of cases) expect(driveSeverity(code), String(code)).toBe(severity);
    expect(driveSeverity(Number.NaN)).toBeNaN();
  });

  it("rates 96 and 99 as a thunderstorm (3) where the codes do not mean hail, and nothing else differently", () => {
    expect(driveSeverity(96, false)).toBe(3);
    expect(driveSeverity(99, false)).toBe(3);
    expect(driveSeverity(96, true)).toBe(4);
    for (const code of [0, 45, 57, 65, 67, 75, 95]) expect(driveSeverity(code, false)).toBe(driveSeverity(code, true));
  });
});

describe("isHeavyRainCode", () => {
  it("is heavy rain, freezing rain and drizzle, violent showers and storms; not rime fog or snow", () => {
    const heavy = [56, 57, 65, 66, 67, 82, 95, 96, 99];
    const not = [0, 3, 45, 48, 55, 61, 63, 71, 73, 75, 77, 80, 81, 85, 86, Number.NaN];
    for (const code of heavy) expect(isHeavyRainCode(code), String(code)).toBe(true);
    for (const code of not) expect(isHeavyRainCode(code), String(code)).toBe(false);
  });
});

describe("isWetCode and effectiveDailyCode", () => {
  it("counts drizzle (51) and every code above as wet, fog (45, 48) and clouds below it as dry", () => {
    for (const code of [51, 53, 61, 65, 71, 80, 95, 99]) expect(isWetCode(code), String(code)).toBe(true);
    for (const code of [0, 1, 2, 3, 45, 48]) expect(isWetCode(code), String(code)).toBe(false);
  });

  it("shows a wet code on a day under 1 mm as overcast (3), at 1 mm as itself, and leaves dry codes alone", () => {
    expect(effectiveDailyCode(51, 0.9, 1)).toBe(3);
    expect(effectiveDailyCode(95, 0, 1)).toBe(3);
    expect(effectiveDailyCode(61, 1, 1)).toBe(61);
    expect(effectiveDailyCode(45, 0, 1)).toBe(45);
    expect(effectiveDailyCode(61, Number.NaN, 1)).toBe(61);
  });
});

/** Open-Meteo's WMO codes (code table 4677 subset): 0-3 clouds, 45/48 fog, 51-57 drizzle, 61-67 rain, 71-77 snow, 80-86 showers, 95-99 storms. */
const ALL_CODES = [
  0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86, 95, 96, 99,
];
/** The codes of `ALL_CODES` (and the in-between integers 70 and 78) for which `is` holds. */
const which = (is: (code: number) => boolean) => [...ALL_CODES, 70, 78].filter(is).sort((a, b) => a - b);

describe("the code families", () => {
  it("counts 95 (thunderstorm) and up as thunderstorms, 94 and the showers below not", () => {
    expect(THUNDERSTORM_CODE).toBe(95);
    expect(isThunderstorm(95)).toBe(true);
    expect(isThunderstorm(94)).toBe(false);
    expect(which(isThunderstorm)).toEqual([95, 96, 99]);
  });

  it("counts only 96 and 99 (thunderstorm with slight and heavy hail) as hail, not the plain storm 95", () => {
    expect(which(isHail)).toEqual([96, 99]);
  });

  it("counts freezing drizzle 56, 57 and freezing rain 66, 67 as freezing precipitation, nothing else", () => {
    expect(which(isFreezingPrecipitation)).toEqual([56, 57, 66, 67]);
  });

  it("counts snowfall 71-75, snow grains 77 and snow showers 85, 86 as snow; 70 and 78 beside the range not", () => {
    expect(which(isSnow)).toEqual([71, 73, 75, 77, 85, 86]);
    expect(isSnow(71)).toBe(true);
    expect(isSnow(70)).toBe(false);
    expect(isSnow(77)).toBe(true);
    expect(isSnow(78)).toBe(false);
  });

  it("counts fog 45 and rime fog 48 as fog, and only 48 as rime fog", () => {
    expect(which(isFog)).toEqual([45, 48]);
    expect(which(isRimeFog)).toEqual([48]);
  });
});
