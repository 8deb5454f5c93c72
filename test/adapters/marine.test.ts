import { describe, expect, it } from "vitest";
import { normalizeMarine } from "../../src/adapters/marine.js";
import { SHARED } from "../shared.js";
import { expectInputError, hasRealFixtures, real, realFixtureNames, toImperial, world } from "./helpers.js";

type Json = Record<string, unknown>;

describe.skipIf(!hasRealFixtures)("normalizeMarine on the real recorded responses", SHARED, () => {
  it("normalizes all six; the inland Amsterdam point (wave_height [null]) is no marine data", () => {
    const marines = realFixtureNames.filter((f) => f.startsWith("marine"));
    expect(marines).toHaveLength(6);
    for (const name of marines) expect(() => normalizeMarine(real(name)), name).not.toThrow();
    expect(normalizeMarine(real("marine-amsterdam-inland-null-openmeteophp-1.json"))).toBeNull();
  });

  it('reads North Sea waves and ignores the all-null variables whose unit is "undefined"', () => {
    const m = normalizeMarine(real("marine-northsea-all-sections-frenck-1.json"));
    expect(m?.current?.values.waveHeightM).toBe(0.76);
    expect(m?.hourly?.columns.waveHeightM[2]).toBe(0.82);
    expect(m?.daily?.columns.waveHeightMaxM[0]).toBe(0.88);
    expect(m?.timezone).toBe("Europe/Amsterdam");
  });

  it("takes the sea temperature from the current block when there is no hourly one (Stockholm)", () => {
    const m = normalizeMarine(real("marine-stockholm-current-sst-1.json"));
    expect(m?.current?.values.seaSurfaceTemperatureC).toBe(20.2);
    expect(m?.daily).toBeNull();
  });

  it("reads a 2023 response without elevation (Philippines, daily swell only)", () => {
    const m = normalizeMarine(real("marine-philippines-daily-shipcentral-1.json"));
    expect(m?.elevationM).toBeNaN();
    expect(m?.daily?.coverage.swellWaveHeightMaxM).toBe(1);
    expect(m?.daily?.coverage.waveHeightMaxM).toBe(0);
  });

  it("reads the two-location Adriatic array in location_id order", () => {
    const both = normalizeMarine(real("marine-croatia-multilocation-shiplog-1.json") as unknown[]);
    expect(both).toHaveLength(2);
    expect(both.map((m) => m?.locationId)).toEqual([0, 1]);
  });
});

describe("normalizeMarine on purpose-built responses", () => {
  const base = () => world("2026-07-15", "PT.marine.json");

  it("derives the daily mean sea temperature from the hourly values (the Marine API documents no daily SST)", () => {
    const raw = base();
    const sst = (raw.hourly as Json).sea_surface_temperature as number[];
    const m = normalizeMarine(raw);
    expect(m?.daily?.columns.seaSurfaceTemperatureMeanC[0]).toBeCloseTo(
      sst.slice(0, 24).reduce((a, b) => a + b, 0) / 24,
      9,
    );
  });

  it("treats all-zero waves as no wave data, not a flat calm sea; with no sea temperature either, as no marine data", () => {
    const raw = base();
    const hourly = raw.hourly as Json;
    hourly.wave_height = (hourly.wave_height as number[]).map(() => 0);
    hourly.swell_wave_height = (hourly.swell_wave_height as number[]).map(() => 0);
    (raw.daily as Json).wave_height_max = new Array(8).fill(0); // the fixture's 8 days
    const zeroWaves = normalizeMarine(raw);
    expect(zeroWaves?.hourly?.coverage.waveHeightM).toBe(0);
    expect(zeroWaves?.hourly?.coverage.wavePeriodS).toBe(0);
    expect(zeroWaves?.daily?.coverage.waveHeightMaxM).toBe(0);
    expect(zeroWaves?.hourly?.coverage.swellWavePeriodS).toBe(0);
    expect(zeroWaves?.hourly?.coverage.seaSurfaceTemperatureC).toBe(1);
    hourly.sea_surface_temperature = (hourly.sea_surface_temperature as number[]).map(() => null);
    expect(normalizeMarine(raw)).toBeNull();
  });

  it("converts wave heights in feet (length_unit=imperial) into metres", () => {
    const metric = normalizeMarine(base());
    const imperial = normalizeMarine(toImperial(base()));
    const a = metric?.hourly?.columns.waveHeightM as Float64Array;
    const b = imperial?.hourly?.columns.waveHeightM as Float64Array;
    for (let i = 0; i < a.length; i++) expect(Math.abs((a[i] as number) - (b[i] as number))).toBeLessThan(0.001);
  });

  it("rejects a header-only marine response and a bad unit", () => {
    const raw = base();
    delete raw.hourly;
    delete raw.hourly_units;
    delete raw.daily;
    delete raw.daily_units;
    expectInputError(() => normalizeMarine(raw), "MISSING_SECTION", "");
    const bad = base();
    (bad.hourly_units as Json).wave_height = "yd";
    expectInputError(() => normalizeMarine(bad), "UNKNOWN_UNIT", "hourly_units.wave_height");
  });
});

describe("a current block's empty waves", () => {
  const marine = (current: Json): Json => ({
    latitude: 54,
    longitude: 7,
    utc_offset_seconds: 0,
    timezone: "GMT",
    current_units: {
      time: "iso8601",
      interval: "seconds",
      wave_height: "m",
      wave_direction: "°",
      wave_period: "s",
      sea_surface_temperature: "°C",
    },
    current: { time: "2026-07-15T12:00", interval: 900, sea_surface_temperature: 17.5, ...current },
  });

  it("drops a zero wave height with its direction and period: no wave is above 0, so there is no wave data", () => {
    const m = normalizeMarine(marine({ wave_height: 0, wave_direction: 270, wave_period: 5 }));
    expect(m?.current?.values.waveHeightM).toBeNaN();
    expect(m?.current?.values.waveDirectionDeg).toBeNaN();
    expect(m?.current?.values.wavePeriodS).toBeNaN();
    expect(m?.current?.values.seaSurfaceTemperatureC).toBe(17.5);
  });

  it("keeps a wave height above 0 with its direction and period", () => {
    const m = normalizeMarine(marine({ wave_height: 0.8, wave_direction: 270, wave_period: 5 }));
    expect(m?.current?.values).toMatchObject({ waveHeightM: 0.8, waveDirectionDeg: 270, wavePeriodS: 5 });
  });

  it("drops a direction and period without a wave height: none is above 0, as with a null one", () => {
    const m = normalizeMarine({
      ...marine({ wave_direction: 270, wave_period: 5 }),
      current_units: {
        time: "iso8601",
        interval: "seconds",
        wave_direction: "°",
        wave_period: "s",
        sea_surface_temperature: "°C",
      },
    });
    expect(m?.current?.values.waveHeightM).toBeNaN();
    expect(m?.current?.values.waveDirectionDeg).toBeNaN();
    expect(m?.current?.values.wavePeriodS).toBeNaN();
    expect(m?.current?.values.seaSurfaceTemperatureC).toBe(17.5);
  });
});

describe("empty swell, in each section, and the no-data null", () => {
  const HOURS = Array.from({ length: 24 }, (_, h) => `2026-07-15T${String(h).padStart(2, "0")}:00`);
  /** A GMT marine response off Sylt with the given sections. */
  const sylt = (sections: Json): Json => ({
    latitude: 54.9,
    longitude: 8.1,
    utc_offset_seconds: 0,
    timezone: "GMT",
    ...sections,
  });

  it("drops all-zero hourly swell with its direction and period, and keeps the waves", () => {
    const m = normalizeMarine(
      sylt({
        hourly_units: {
          time: "iso8601",
          wave_height: "m",
          swell_wave_height: "m",
          swell_wave_direction: "°",
          swell_wave_period: "s",
        },
        hourly: {
          time: HOURS,
          wave_height: new Array(24).fill(0.6),
          swell_wave_height: new Array(24).fill(0),
          swell_wave_direction: new Array(24).fill(280),
          swell_wave_period: new Array(24).fill(9),
        },
      }),
    );
    const coverage = m?.hourly?.coverage;
    expect([coverage?.swellWaveHeightM, coverage?.swellWaveDirectionDeg, coverage?.swellWavePeriodS]).toEqual([
      0, 0, 0,
    ]);
    expect(m?.hourly?.columns.swellWavePeriodS[0]).toBeNaN();
    expect(coverage?.waveHeightM).toBe(1);
  });

  it("drops an all-zero daily swell maximum with its dominant direction and period, and keeps the waves", () => {
    const m = normalizeMarine(
      sylt({
        daily_units: {
          time: "iso8601",
          wave_height_max: "m",
          swell_wave_height_max: "m",
          swell_wave_direction_dominant: "°",
          swell_wave_period_max: "s",
        },
        daily: {
          time: ["2026-07-15"],
          wave_height_max: [1.2],
          swell_wave_height_max: [0],
          swell_wave_direction_dominant: [280],
          swell_wave_period_max: [9],
        },
      }),
    );
    const daily = m?.daily;
    expect([daily?.coverage.swellWaveHeightMaxM, daily?.coverage.swellWaveDirectionDominantDeg]).toEqual([0, 0]);
    expect(daily?.coverage.swellWavePeriodMaxS).toBe(0);
    expect(daily?.columns.swellWaveDirectionDominantDeg[0]).toBeNaN();
    expect(daily?.columns.waveHeightMaxM[0]).toBe(1.2);
  });

  it("is no marine data (null) for a current block whose every value is null, without other sections", () => {
    const units = { time: "iso8601", wave_height: "m", sea_surface_temperature: "°C" };
    const raw = sylt({
      current_units: units,
      current: { time: "2026-07-15T12:00", wave_height: null, sea_surface_temperature: null },
    });
    expect(normalizeMarine(raw)).toBeNull();
  });

  it("reads an array of responses in location_id order", () => {
    const one = (latitude: number, id?: number): Json => ({
      ...sylt({
        current_units: { time: "iso8601", sea_surface_temperature: "°C" },
        current: { time: "2026-07-15T12:00", sea_surface_temperature: 17 },
      }),
      latitude,
      ...(id === undefined ? {} : { location_id: id }),
    });
    const out = normalizeMarine([one(55, 1), one(54)]);
    expect(out.map((m) => [m?.locationId, m?.latitude])).toEqual([
      [0, 54],
      [1, 55],
    ]);
  });

  it("says a marine response has no section", () => {
    try {
      normalizeMarine(sylt({}));
      expect.unreachable();
    } catch (error) {
      expect((error as { problem: string }).problem).toBe(
        "the marine response has no current, hourly or daily section",
      );
    }
  });
});
