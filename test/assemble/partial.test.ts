/**
 * Stale and partial data: a `current` block far from now, days without temperature, humidity from daily extremes,
 * and a batch with bad inputs. Values are worked out from the fixtures by hand, never copied from the output.
 */
import { describe, expect, it } from "vitest";
import { scoreCountries, scoreCountriesSettled } from "../../src/assemble/batch.js";
import { type CountryInput, explainCountry, scoreCountry } from "../../src/assemble/country.js";
import type { VanskyWarning } from "../../src/errors.js";
import { expectInputError, hasRealFixtures, real, world } from "../adapters/helpers.js";
import { SHARED } from "../shared.js";
import { expectContract } from "./contract.js";

type Json = Record<string, unknown>;
type Hourly = { time: string[]; [variable: string]: (number | null)[] | string[] };

const pt = (now = "2026-07-15T12:00:00Z") => ({
  code: "PT",
  forecast: world("2026-07-15", "PT.forecast.json"),
  marine: world("2026-07-15", "PT.marine.json"),
  now,
});
const hourlyOf = (input: { forecast: Json }) => input.forecast.hourly as Hourly;
const at = (input: { forecast: Json }, variable: string, wall: string) =>
  (hourlyOf(input)[variable] as number[])[hourlyOf(input).time.indexOf(wall)] as number;

describe("current values at now", () => {
  it("are the current block's within an hour of its time (12:00 UTC here)", () => {
    const input = pt("2026-07-15T12:45:00Z");
    const { record, warnings } = explainCountry(input);
    const current = input.forecast.current as Json;
    expect(record.weather.temp_current).toBe(current.temperature_2m);
    expect(record.weather.humidity).toBe(current.relative_humidity_2m);
    expect(warnings).toEqual([]);
  });

  it("are the hourly values at now, with a warning, when now is three hours later (and between hours, interpolated)", () => {
    const input = pt("2026-07-15T15:00:00Z");
    const { record, warnings } = explainCountry(input);
    expect(record.weather.temp_current).toBe(at(input, "temperature_2m", "2026-07-15T16:00"));
    expect(record.weather.feels_like_current).toBe(at(input, "apparent_temperature", "2026-07-15T16:00"));
    expect(record.weather.cloud_cover).toBe(at(input, "cloud_cover", "2026-07-15T16:00"));
    expect(warnings).toEqual([expect.objectContaining({ code: "STALE_CURRENT", path: "current.time" })]);
    const half = scoreCountry(pt("2026-07-15T15:30:00Z"));
    const mean =
      (at(input, "temperature_2m", "2026-07-15T16:00") + at(input, "temperature_2m", "2026-07-15T17:00")) / 2;
    expect(half.weather.temp_current).toBe(Math.round(mean * 10) / 10);
  });

  it("take each value the current block lacks from the hourly values at now (a real block has only is_day)", () => {
    // 12:30 UTC is 13:30 local: halfway between the hours stamped 13:00 and 14:00
    const input = pt("2026-07-15T12:30:00Z");
    const current = input.forecast.current as Json;
    for (const key of Object.keys(current))
      if (key !== "time" && key !== "interval" && key !== "is_day") delete current[key];
    const { record, warnings } = explainCountry(input);
    const half = (v: string) => (at(input, v, "2026-07-15T13:00") + at(input, v, "2026-07-15T14:00")) / 2;
    expect(record.weather.temp_current).toBe(Math.round(half("temperature_2m") * 10) / 10);
    expect(record.weather.feels_like_current).toBe(Math.round(half("apparent_temperature") * 10) / 10);
    expect(record.weather.cloud_cover).toBe(Math.round(half("cloud_cover")));
    expect(warnings).toEqual([]);
    // time and wind only, temperature from the current block kept where it has one
    const windy = pt("2026-07-15T12:30:00Z");
    const c = windy.forecast.current as Json;
    delete c.relative_humidity_2m;
    expect(scoreCountry(windy).weather.temp_current).toBe(c.temperature_2m);
    expect(scoreCountry(windy).weather.humidity).toBe(Math.round(half("relative_humidity_2m")));
  });

  it("come from the hourly values when the response has no current block, and are null past its hours", () => {
    const input = pt("2026-07-18T06:00:00Z");
    delete input.forecast.current;
    delete input.forecast.current_units;
    expect(scoreCountry(input).weather.temp_current).toBe(at(input, "temperature_2m", "2026-07-18T07:00"));
    const hourly = hourlyOf(input);
    for (const key of Object.keys(hourly)) hourly[key] = (hourly[key] as unknown[]).slice(0, 48) as number[];
    const late = scoreCountry({ ...input, now: "2026-07-18T06:00:00Z" });
    expect(late.weather.temp_current).toBeNull();
    expect(late.weather.feels_like_current).toBeNull();
  });
});

/** PT with no temperature on the local date `date`, daily and hourly. */
function withoutTemperatureOn(date: string, now = "2026-07-15T12:00:00Z") {
  const input = pt(now);
  const daily = input.forecast.daily as Record<string, unknown[]>;
  const d = (daily.time as string[]).indexOf(date);
  for (const key of [
    "temperature_2m_max",
    "temperature_2m_min",
    "apparent_temperature_max",
    "apparent_temperature_min",
  ])
    (daily[key] as unknown[])[d] = null;
  const hourly = hourlyOf(input);
  for (const [i, t] of hourly.time.entries())
    if (t.startsWith(date))
      for (const key of ["temperature_2m", "apparent_temperature"]) (hourly[key] as unknown[])[i] = null;
  return input;
}

describe("days without temperature", () => {
  it("are not scored today: a NO_TEMPERATURE error naming the day", () => {
    let message = "";
    expectInputError(
      () => {
        try {
          scoreCountry(withoutTemperatureOn("2026-07-15"));
        } catch (error) {
          message = (error as Error).message;
          throw error;
        }
      },
      "NO_TEMPERATURE",
      "daily.temperature_2m_max",
    );
    expect(message).toContain("2026-07-15");
  });

  it("end the forecast before them, with a warning, so it never has a gap; days ahead count dates", () => {
    const { record, warnings } = explainCountry(withoutTemperatureOn("2026-07-18"));
    expectContract(record);
    expect(record.forecast.map((d) => d.date)).toEqual(["2026-07-15", "2026-07-16", "2026-07-17"]);
    expect(warnings).toContainEqual(
      expect.objectContaining({ code: "FORECAST_SHORTENED", message: expect.stringContaining("2026-07-18") }),
    );
    const later = scoreCountry(withoutTemperatureOn("2026-07-16", "2026-07-17T12:00:00Z"));
    expect(later.forecast[0]?.date).toBe("2026-07-17");
    for (const [i, day] of later.forecast.entries())
      expect(Date.parse(day.date) - Date.parse(later.forecast[0]?.date as string)).toBe(i * 86_400_000);
    const move = later.recommendations.find((r) => r.key === "vansky.rec.best_move_day");
    if (move)
      expect(move.params.days_ahead).toBe(
        (Date.parse(later.best_move_day.date) - Date.parse("2026-07-17")) / 86_400_000,
      );
  });
});

describe.skipIf(!hasRealFixtures)("humidity", SHARED, () => {
  it("is the mean of the daily extremes when the response has no current or mean value (real Kolkata response)", () => {
    const forecast = real("forecast-kolkata-monsoon-oldnames-parkourag-1.json") as Json;
    const daily = forecast.daily as Record<string, number[]>;
    const record = scoreCountry({ code: "IN", forecast });
    const max = daily.relative_humidity_2m_max?.[0] as number;
    const min = daily.relative_humidity_2m_min?.[0] as number;
    expect(record.weather.humidity).toBe(Math.round((max + min) / 2));
  });
});

describe("a batch with bad inputs", () => {
  const inputs = (): CountryInput[] => {
    const index = world("2026-07-15", "index.json") as {
      countries: { code: string; forecast: string; marine: string | null }[];
    };
    return index.countries.map((e) => ({
      code: e.code,
      forecast: world("2026-07-15", e.forecast),
      marine: e.marine ? world("2026-07-15", e.marine) : null,
      now: "2026-07-15T12:00:00Z",
    }));
  };

  it("keeps every good record and reports each failure with its index, code and error", () => {
    const batch = inputs();
    batch[3] = { ...(batch[3] as CountryInput), forecast: "junk" };
    ((((batch[137] as CountryInput).forecast as Json).hourly as Hourly).temperature_2m as number[]).pop();
    const warnings: VanskyWarning[] = [];
    const { records, failures } = scoreCountriesSettled(batch, { onWarning: (w) => warnings.push(w) });
    expect(records).toHaveLength(248);
    expect(records.map((r) => r.code)).toEqual(
      batch.filter((_, i) => i !== 3 && i !== 137).map((b) => b.code.toUpperCase()),
    );
    expect(failures.map((f) => [f.index, f.code, f.error.code, f.error.path])).toEqual([
      [3, batch[3]?.code, "NOT_AN_OPEN_METEO_RESPONSE", "[3]"],
      [137, batch[137]?.code, "LENGTH_MISMATCH", "[137].hourly.temperature_2m"],
    ]);
    expect(failures[1]?.error.message).toMatch(/^\[137\]\.hourly\.temperature_2m: /);
    expectInputError(() => scoreCountries(batch), "NOT_AN_OPEN_METEO_RESPONSE", "[3]");
    for (const w of warnings) expect(w.path).toMatch(/^\[\d+\]/);
  });

  it("prefixes warnings with the input's index", () => {
    const batch = inputs().slice(0, 3);
    batch[2] = { ...(batch[2] as CountryInput), now: "2026-07-15T18:00:00Z" };
    const paths: string[] = [];
    scoreCountries(batch, { onWarning: (w) => paths.push(`${w.code} ${w.path}`) });
    expect(paths).toEqual(["STALE_CURRENT [2].current.time"]);
  });
});

describe("current values at now: the felt temperature and the gaps", () => {
  it("compute the felt temperature by Open-Meteo's formula where the current block has none: 20.5 °C", () => {
    // current at 13:00 local: 22.1 °C, 47 %, 24.5 km/h: ws2 = 0.75·24.5/3.6 = 5.1042 m/s,
    // e = 0.47·6.105·exp(17.27·22.1/259.8) = 12.468 hPa; the block has no radiation, the hour at 13:00 has
    // 950.4 W/m²: Q = 0.1·(950.4 − 550) = 40.04, 0.7·Q/(ws2 + 10) = 1.856;
    // AT = 22.1 + 0.348·12.468 − 0.7·5.1042 + 1.856 − 4.25 = 20.472 °C (the fixture's own current value: 20.5)
    const input = pt();
    delete (input.forecast.current as Json).apparent_temperature;
    delete (input.forecast.current_units as Json).apparent_temperature;
    const weather = scoreCountry(input).weather;
    expect(weather.temp_current).toBe(22.1);
    expect(weather.feels_like_current).toBe(20.5);
  });

  it("are null between two hourly values more than an hour apart: no value is interpolated across a gap", () => {
    const input = pt("2026-07-15T12:30:00Z");
    delete input.forecast.current;
    delete input.forecast.current_units;
    // 13:30 local, between 13:00 (22.1 °C) and 14:00 (23.2 °C): 22.65, shown 22.7
    expect(scoreCountry(input).weather.temp_current).toBe(22.7);
    const hourly = hourlyOf(input);
    const i = hourly.time.indexOf("2026-07-15T13:00");
    for (const key of Object.keys(hourly)) (hourly[key] as unknown[]).splice(i, 2);
    // now 13:30 local lies between 12:00 and 15:00: three hours apart
    const weather = scoreCountry(input).weather;
    expect(weather.temp_current).toBeNull();
    expect(weather.feels_like_current).toBeNull();
  });
});

describe("today without now or a current block", () => {
  /** PT's forecast without its current block, scored without now. */
  const undated = () => {
    const forecast = world("2026-07-15", "PT.forecast.json");
    delete forecast.current;
    delete forecast.current_units;
    return forecast;
  };

  it("is the first day of the response", () => {
    const record = scoreCountry({ code: "PT", forecast: undated(), marine: null });
    expect(record.forecast[0]?.date).toBe("2026-07-15");
    expect(record.forecast).toHaveLength(7);
  });

  it("is when the response was fetched (fetchedAt) where that lies in its days: a lean response has no current block", () => {
    const forecast = undated();
    const fetchedAt = "2026-07-17T15:30:00+01:00";
    const record = scoreCountry({ code: "PT", forecast, marine: null, fetchedAt });
    expect(record.forecast[0]?.date).toBe("2026-07-17");
    const dated = scoreCountry({ code: "PT", forecast, marine: null, now: fetchedAt });
    expect(record).toEqual({ ...dated, fetched_at: fetchedAt });
    // a fetchedAt outside the days is not a now: the first day stands in
    const later = scoreCountry({ code: "PT", forecast, marine: null, fetchedAt: "2026-08-01T00:00:00Z" });
    expect(later.forecast[0]?.date).toBe("2026-07-15");
  });

  it("is the first day with a temperature: a response whose first day has none starts on its second", () => {
    const forecast = undated();
    const daily = forecast.daily as Record<string, unknown[]>;
    for (const key of [
      "temperature_2m_max",
      "temperature_2m_min",
      "apparent_temperature_max",
      "apparent_temperature_min",
    ])
      (daily[key] as unknown[])[0] = null;
    const hourly = forecast.hourly as Hourly;
    for (const [i, t] of hourly.time.entries())
      if (t.startsWith("2026-07-15"))
        for (const key of ["temperature_2m", "apparent_temperature"]) (hourly[key] as unknown[])[i] = null;
    const record = scoreCountry({ code: "PT", forecast, marine: null });
    // the 8-day answer's other seven days
    expect(record.forecast.map((d) => d.date)).toEqual([
      "2026-07-16",
      "2026-07-17",
      "2026-07-18",
      "2026-07-19",
      "2026-07-20",
      "2026-07-21",
      "2026-07-22",
    ]);
  });
});
