import { describe, expect, it } from "vitest";
import type { ForecastSeries } from "../../src/adapters/forecast.js";
import { normalizeForecast } from "../../src/adapters/forecast.js";
import { sunDay } from "../../src/physics/sun.js";
import { driveWindow, drivingHours, unsafeHourReason } from "../../src/plan/drive-window.js";
import { defaultProfile } from "../../src/profile/index.js";

const HOUR = 3_600_000;
/** Lisbon, 2026-07-15, WEST (UTC+1): local midnight is 23:00 UTC the day before. */
const TODAY_MS = Date.UTC(2026, 6, 15) - HOUR;
const TODAY = { date: "2026-07-15", dateMs: TODAY_MS, endMs: TODAY_MS + 24 * HOUR };
const SUN = sunDay(Math.floor(Date.UTC(2026, 6, 15) / 86_400_000), 38.72, -9.14);

type Hour = {
  code?: number;
  rainMm?: number;
  gustKmh?: number;
  visibilityM?: number;
  tempC?: number;
  /** The apparent temperature, °C (unknown unless given: the air's then counts). */
  apparentC?: number;
};

/** An hourly-only Lisbon response: 24 calm, dry, clear 20 °C hours, with `changes` at local hours. */
function lisbon(changes: Record<number, Hour> = {}): ForecastSeries {
  const hours = Array.from({ length: 24 }, (_, h) => ({
    code: 1,
    rainMm: 0,
    gustKmh: 20,
    visibilityM: 20_000,
    tempC: 20,
    ...changes[h],
  }));
  return normalizeForecast({
    latitude: 38.72,
    longitude: -9.14,
    utc_offset_seconds: 3600,
    timezone: "Europe/Lisbon",
    hourly_units: {
      time: "iso8601",
      temperature_2m: "°C",
      apparent_temperature: "°C",
      precipitation: "mm",
      weather_code: "wmo code",
      wind_gusts_10m: "km/h",
      visibility: "m",
    },
    hourly: {
      time: hours.map((_, h) => `2026-07-15T${String(h).padStart(2, "0")}:00`),
      temperature_2m: hours.map((h) => h.tempC),
      apparent_temperature: hours.map((h) => h.apparentC ?? null),
      precipitation: hours.map((h) => h.rainMm),
      weather_code: hours.map((h) => h.code),
      wind_gusts_10m: hours.map((h) => h.gustKmh),
      visibility: hours.map((h) => h.visibilityM),
    },
  }) as ForecastSeries;
}

/** `f` with only the stamps `keep` accepts (the local hours of a Lisbon response): gaps, coarser or shorter axes. */
function only(f: ForecastSeries, keep: (h: number) => boolean): ForecastSeries {
  const h = f.hourly as NonNullable<ForecastSeries["hourly"]>;
  const kept = [...h.timeMs.keys()].filter(keep);
  const pick = (c: Float64Array) => Float64Array.from(kept, (i) => c[i] as number);
  const columns = Object.fromEntries(Object.entries(h.columns).map(([k, c]) => [k, pick(c as Float64Array)]));
  return { ...f, hourly: { ...h, timeMs: pick(h.timeMs), columns } } as ForecastSeries;
}

const local = (h: number, m = 0) => TODAY_MS + h * HOUR + m * 60_000;
const window = (f: ForecastSeries, nowMs: number) => driveWindow(f, TODAY, nowMs, defaultProfile);
const minuteFloor = (ms: number) => Math.floor(ms / 60_000) * 60_000;

describe("driveWindow", () => {
  it("runs from now to civil dusk on a fair day", () => {
    expect(window(lisbon(), local(12))).toEqual({ startMs: local(12), endMs: minuteFloor(SUN.civilDuskMs) });
  });

  it("starts at civil dawn, rounded up to the minute, when now is before it", () => {
    const w = window(lisbon(), local(3));
    expect(w?.startMs).toBe(Math.ceil(SUN.civilDawnMs / 60_000) * 60_000);
  });

  it("takes the longest safe run: a storm stamped 15:00 and 45 mph gusts stamped 17:00 leave 17:00 to dusk", () => {
    // rain and gusts stamped 15:00 and 17:00 fell and blew in the hours ending then (14-15, 16-17); thunder at 15:00
    const f = lisbon({ 15: { code: 95, rainMm: 4 }, 17: { gustKmh: 80 } });
    expect(window(f, local(12))).toEqual({ startMs: local(17), endMs: minuteFloor(SUN.civilDuskMs) });
    const reasons = drivingHours(f, TODAY, local(12), defaultProfile).map((h) => h.reason);
    expect(reasons.slice(0, 7)).toEqual([null, null, "heavy_rain", "thunderstorm", "dangerous_gusts", null, null]);
  });

  it("keeps the earliest of equally long runs", () => {
    const fog = { visibilityM: 150 };
    const f = lisbon({ 14: fog, 17: fog, 18: fog, 19: fog, 20: fog, 21: fog }); // 12-14 and 15-17: two hours each
    expect(window(f, local(12))).toEqual({ startMs: local(12), endMs: local(14) });
  });

  it("marks a freezing hour unsafe while rain fell within the three hours before it (rain of 12:00-13:00)", () => {
    const f = lisbon({
      13: { rainMm: 0.4, code: 61 },
      14: { tempC: -1 },
      15: { tempC: -1 },
      16: { tempC: -1 },
      17: { tempC: -1 },
    });
    const reasons = drivingHours(f, TODAY, local(12), defaultProfile).map((h) => h.reason);
    // the hours 14:00 and 15:00 start within three hours of 13:00, when the rain stamped 13:00 ended; 16:00 does not
    expect(reasons.slice(0, 6)).toEqual([null, null, "frozen_wet_road", "frozen_wet_road", null, null]);
  });

  it("looks back exactly three hours for a wet road: rain stamped 11:00 makes 13:00 unsafe below 0 °C, not 14:00", () => {
    expect(defaultProfile.driveWindow.wetRoadHours).toBe(3);
    const cold = { tempC: -1 };
    const f = lisbon({ 11: { rainMm: 0.2, code: 61 }, 12: cold, 13: cold, 14: cold, 15: cold });
    const reasons = drivingHours(f, TODAY, local(12), defaultProfile).map((h) => h.reason);
    expect(reasons.slice(0, 4)).toEqual(["frozen_wet_road", "frozen_wet_road", null, null]);
  });

  it("judges an hour that feels like the extreme-heat danger's 39 °C unsafe, 38.9 °C not (review N1)", () => {
    expect(defaultProfile.van.caps.dangerHeatApparentC.at).toBe(39);
    // the apparent temperature, never cooler than the air (as the heat messages and the van score's caps read it);
    // where it is unknown, the air's
    const f = lisbon({
      13: { apparentC: 39 },
      14: { apparentC: 38.9, tempC: 41 },
      15: { tempC: 39 },
      16: { apparentC: 38.9, tempC: 38.9 },
    });
    const reasons = drivingHours(f, TODAY, local(12), defaultProfile).map((h) => h.reason);
    // 41 °C of dry air that feels 38.9 °C is 41 °C in a van: unsafe (it was safe, beside the extreme_heat danger)
    expect(reasons.slice(0, 6)).toEqual([null, "extreme_heat", "extreme_heat", "extreme_heat", null, null]);
  });

  it("keeps the window out of the afternoon heat extreme_heat warns of (review N1: BH's 15:00 to 18:58)", () => {
    // Lisbon at 06:00, felt 40 °C from 11:00 to 17:00: dawn to 11:00 (5 h) is longer than 18:00 to dusk (3.6 h)
    const heat: Record<number, Hour> = {};
    for (let h = 11; h <= 17; h++) heat[h] = { apparentC: 40 };
    expect(window(lisbon(heat), local(6))).toEqual({ startMs: local(6), endMs: local(11) });
    // from 12:00 on, only the cooler evening is left
    expect(window(lisbon(heat), local(12))).toEqual({ startMs: local(18), endMs: minuteFloor(SUN.civilDuskMs) });
  });

  it("keeps out of every hour from the day's first freezing precipitation on (the roads stay iced until gritted)", () => {
    const hazards = { freezingFromMs: local(15), iceFromMs: Number.POSITIVE_INFINITY };
    const f = lisbon({ 15: { code: 66, tempC: 0 } });
    const reasons = drivingHours(f, TODAY, local(12), defaultProfile, hazards).map((h) => h.reason);
    expect(reasons.slice(0, 6)).toEqual([null, null, null, "freezing_precipitation", "iced_road", "iced_road"]);
    expect(driveWindow(f, TODAY, local(12), defaultProfile, hazards)).toEqual({ startMs: local(12), endMs: local(15) });
    // under way at the day's start (or placed by the daily code alone): no window today
    const allDay = { freezingFromMs: TODAY_MS, iceFromMs: Number.POSITIVE_INFINITY };
    expect(driveWindow(lisbon(), TODAY, local(6), defaultProfile, allDay)).toBeNull();
  });

  it("keeps out of tonight's frozen hours on a black-ice night, from 22:00 (review N11; a polar day reaches them)", () => {
    // the same July day at 89° N: the Sun never sets, the window could run to midnight
    const polar = (changes: Record<number, Hour>) => ({ ...lisbon(changes), latitude: 89 });
    const hazards = { freezingFromMs: Number.POSITIVE_INFINITY, iceFromMs: local(22) };
    const f = polar({ 21: { tempC: -1 }, 22: { tempC: 0 }, 23: { tempC: 0.1 } });
    const reasons = drivingHours(f, TODAY, local(20), defaultProfile, hazards).map((h) => h.reason);
    // 21:00 is not tonight yet, 23:00 is above 0 °C: only 22:00 holds tonight's ice
    expect(reasons).toEqual([null, null, "black_ice", null]);
    expect(driveWindow(f, TODAY, local(20), defaultProfile)?.endMs).toBe(TODAY_MS + 24 * HOUR);
    expect(driveWindow(f, TODAY, local(20), defaultProfile, hazards)).toEqual({ startMs: local(20), endMs: local(22) });
  });

  it("judges gusts from 72 km/h (45 mph) dangerous, and 71.9 km/h not, in the hour they end", () => {
    expect(defaultProfile.driveWindow.maxGustKmh).toBe(72);
    const f = lisbon({ 13: { gustKmh: 72 }, 14: { gustKmh: 71.9 } });
    const reasons = drivingHours(f, TODAY, local(12), defaultProfile).map((h) => h.reason);
    expect(reasons.slice(0, 3)).toEqual(["dangerous_gusts", null, null]);
  });

  it("reads a 3-hourly series by its own step: a rain sum over three hours as a rate, steps of three hours", () => {
    // 7.2 mm stamped 15:00 fell over 12:00-15:00: 2.4 mm/h, under the 2.5 mm/h limit; 7.8 mm is 2.6 mm/h, over it
    const three = (rainMm: number) => only(lisbon({ 15: { rainMm } }), (h) => h % 3 === 0);
    const hours = drivingHours(three(7.2), TODAY, local(12), defaultProfile);
    expect(hours[0]).toEqual({ startMs: local(12), endMs: local(15), reason: null });
    expect(drivingHours(three(7.8), TODAY, local(12), defaultProfile)[0]?.reason).toBe("heavy_rain");
  });

  it("is null when no safe run lasts two hours, and without hourly data", () => {
    const stormy: Record<number, Hour> = {};
    for (let h = 0; h < 24; h += 2) stormy[h] = { code: 95, rainMm: 5 };
    expect(window(lisbon(stormy), local(6))).toBeNull();
    expect(window({ ...lisbon(), hourly: null }, local(6))).toBeNull();
    expect(drivingHours({ ...lisbon(), hourly: null }, TODAY, local(6), defaultProfile)).toEqual([]);
  });

  it("is null after dusk", () => {
    expect(window(lisbon(), local(23))).toBeNull();
  });

  it("has no hours in polar night: the same July day at 89° S, where the Sun stays below −6° (declination +21.5°)", () => {
    const antarctic = { ...lisbon(), latitude: -89 };
    expect(drivingHours(antarctic, TODAY, local(6), defaultProfile)).toEqual([]);
    expect(window(antarctic, local(6))).toBeNull();
  });

  it("needs a run of two hours: 12:00-14:00 is a window, 12:01-14:00 (1 h 59 min) is not", () => {
    expect(defaultProfile.driveWindow.minHours).toBe(2);
    const fogFrom14: Record<number, Hour> = {};
    for (let h = 14; h < 24; h++) fogFrom14[h] = { visibilityM: 150 };
    expect(window(lisbon(fogFrom14), local(12))).toEqual({ startMs: local(12), endMs: local(14) });
    expect(window(lisbon(fogFrom14), local(12, 1))).toBeNull();
  });
});

describe("drivingHours", () => {
  const hours = (f: ForecastSeries, nowMs: number) => drivingHours(f, TODAY, nowMs, defaultProfile);

  it("holds the last stamp for the step before it: an axis ending 17:00 drives 17:00-18:00", () => {
    const hs = hours(
      only(lisbon(), (h) => h <= 17),
      local(12),
    );
    expect(hs.map((h) => h.startMs)).toEqual([12, 13, 14, 15, 16, 17].map((h) => local(h)));
    expect(hs.at(-1)).toEqual({ startMs: local(17), endMs: local(18), reason: null });
  });

  it("steps to the next stamp across a gap, and holds the last for that same two-hour step", () => {
    const f = only(lisbon(), (h) => h === 12 || h === 14);
    expect(hours(f, local(12))).toEqual([
      { startMs: local(12), endMs: local(14), reason: null },
      { startMs: local(14), endMs: local(16), reason: null },
    ]);
  });

  it("holds a lone stamp for an hour", () => {
    const f = only(lisbon(), (h) => h === 12);
    expect(hours(f, local(12))).toEqual([{ startMs: local(12), endMs: local(13), reason: null }]);
  });

  it("ends at civil dusk: a minute before it leaves that minute, at or after it nothing", () => {
    const dusk = SUN.civilDuskMs; // 20:31:44.9 UTC, 21:31 WEST
    expect(hours(lisbon(), dusk - 60_000)).toEqual([{ startMs: dusk - 60_000, endMs: dusk, reason: null }]);
    expect(hours(lisbon(), dusk)).toEqual([]);
    expect(hours(lisbon(), dusk + 60_000)).toEqual([]);
  });
});

describe("unsafeHourReason at its edges", () => {
  const reason = (f: ForecastSeries, h: number) => unsafeHourReason(f, h, defaultProfile);

  it("is no_data without an hourly section", () => {
    const dailyOnly = normalizeForecast({
      latitude: 38.72,
      longitude: -9.14,
      utc_offset_seconds: 3600,
      timezone: "Europe/Lisbon",
      daily_units: { time: "iso8601", temperature_2m_max: "°C" },
      daily: { time: ["2026-07-15"], temperature_2m_max: [28] },
    }) as ForecastSeries;
    expect(reason(dailyOnly, 0)).toBe("no_data");
  });

  it("reads a fog code as fog only where the visibility is unknown; a known visibility decides alone", () => {
    const f = lisbon({
      3: { code: 45, visibilityM: null as never },
      4: { code: 1, visibilityM: null as never },
      5: { code: 45, visibilityM: 20_000 },
      6: { code: 1, visibilityM: 199 },
      7: { code: 1, visibilityM: 200 },
    });
    expect([3, 4, 5, 6, 7].map((h) => reason(f, h))).toEqual(["fog", null, null, "fog", null]);
  });

  it("names freezing drizzle and rain (56, 67) freezing_precipitation and snow (71, 86) snow", () => {
    const f = lisbon({ 12: { code: 56 }, 13: { code: 67 }, 14: { code: 71 }, 15: { code: 86 } });
    expect([12, 13, 14, 15].map((h) => reason(f, h))).toEqual([
      "freezing_precipitation",
      "freezing_precipitation",
      "snow",
      "snow",
    ]);
  });

  it("reads depositing rime fog (48) as freezing_fog at 0 °C and below; above, as fog by its visibility alone", () => {
    const f = lisbon({
      12: { code: 48, tempC: 0 },
      13: { code: 48, tempC: -1 },
      14: { code: 48, tempC: 0.1, visibilityM: 20_000 },
      15: { code: 48, tempC: 2, visibilityM: 150 },
    });
    // code 48's severity 3 is fog's, not rain's: no heavy_rain without rain
    expect([12, 13, 14, 15].map((h) => reason(f, h))).toEqual(["freezing_fog", "freezing_fog", null, "fog"]);
  });

  it("judges rain above 2.5 mm/h heavy, 2.5 mm/h itself not (an hour's rain stamped at its end)", () => {
    expect(defaultProfile.driveWindow.maxRainMmH).toBe(2.5);
    // 2.5 mm over the hour 12:00-13:00 is 2.5 mm/h; 2.6 mm over 14:00-15:00 is 2.6 mm/h
    const f = lisbon({ 13: { rainMm: 2.5 }, 15: { rainMm: 2.6 } });
    expect(reason(f, 12)).toBeNull();
    expect(reason(f, 14)).toBe("heavy_rain");
  });

  it("judges a heavy-rain code (heavy rain 65) heavy_rain without measured rain, moderate rain (63) not", () => {
    const f = lisbon({ 12: { code: 65 }, 13: { code: 63 } });
    expect(reason(f, 12)).toBe("heavy_rain");
    expect(reason(f, 13)).toBeNull();
  });

  it("has no rain or gusts for the last stamp: no interval of the axis ends after it", () => {
    // gusts of 80 km/h stamped 01:00 blew over 00:00-01:00: they belong to stamp 0, never to the last one (23:00)
    const f = lisbon({ 1: { gustKmh: 80 } });
    expect(reason(f, 0)).toBe("dangerous_gusts");
    expect(reason(f, 23)).toBeNull();
  });

  it("calls a wet road freezing at 0 °C, not at 0.1 °C", () => {
    // 0.2 mm stamped 11:00 fell over 10:00-11:00, within three hours before 12:00
    const wet = (tempC: number) => lisbon({ 11: { rainMm: 0.2 }, 12: { tempC } });
    expect(reason(wet(0), 12)).toBe("frozen_wet_road");
    expect(reason(wet(0.1), 12)).toBeNull();
  });

  it("counts the rain that falls during a freezing hour (stamped at its end), not the rain after it", () => {
    // 0.4 mm stamped 13:00 fell over 12:00-13:00, during the hour; stamped 14:00 it fell over 13:00-14:00, after it
    expect(reason(lisbon({ 12: { tempC: -1 }, 13: { rainMm: 0.4 } }), 12)).toBe("frozen_wet_road");
    expect(reason(lisbon({ 12: { tempC: -1 }, 14: { rainMm: 0.4 } }), 12)).toBeNull();
  });
});
