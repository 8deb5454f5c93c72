/**
 * Golden records: whole VanSkyCountry records of a handful of world-fixture countries, each chosen for the branch of
 * the model it covers (`covers` below). A change to any of them fails here until it is reviewed by eye and accepted
 * with `REGEN=1 npx vitest run test/assemble/golden.test.ts`, which also fails while CHANGELOG.md's Unreleased section
 * says nothing about golden records (CHANGELOG.md, "Golden records"). CI runs this file again under
 * TZ=Pacific/Chatham, so it also proves byte-identical output in another zone.
 *
 * Apart from the whole-file comparison, each record carries a few facts worked out by hand from its fixture input
 * (fixtures/world/<set>/<code>.forecast.json and .marine.json, `daily[…][0]` being today) and the default profile:
 * a regeneration that breaks one of them is a bug, not a change to accept.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { scoreCountry } from "../../src/assemble/country.js";
import { world } from "../adapters/helpers.js";

/** A record's field by dotted path (`weather.sunrise`, `forecast.0.date`, `recommendations.[black_ice]`), a fact's expected value, and how it follows. */
type Fact = readonly [path: string, value: unknown, why: string];

interface Golden {
  /** The branch of the model the record covers. */
  readonly covers: string;
  readonly facts: readonly Fact[];
}

const GOLDEN: Record<string, Record<string, Golden>> = {
  "2026-07-15": {
    PT: {
      covers: "temperate coast, every value present: the baseline; awning caution by gusts",
      facts: [
        ["weather.temp_current", 22.1, "current.temperature_2m 22.1"],
        ["weather.sunrise", "2026-07-15T06:23:00+01:00", "daily.sunrise 06:23 at Lisbon's summer offset +01:00"],
        ["marine.wave_height", 1.21, "marine daily.wave_height_max 1.21"],
        ["drive_window.start", "2026-07-15T13:00:00+01:00", "now 12:00Z is 13:00 local, every hour safe"],
        [
          "awning_status",
          "caution",
          "gusts 44.9 km/h above 19 × 2.2 = 41.8 (a class 1 awning's caution), not above 28 × 2.2 = 61.6; the highest hourly wind 26.1 above 19 too, not above 28",
        ],
        [
          "recommendations.[awning_caution]",
          { type: "warning", key: "vansky.rec.awning_caution", params: { gust_kmh: 45 } },
          "gusts, the first caution reason, with their figure (44.9 rounded)",
        ],
        ["weather.temp_night", 16.1, "daily.temperature_2m_min 16.1, the calendar day's (tonight's lowest is 18.2)"],
        [
          "condensation_risk",
          "medium",
          "tonight: lowest of the stamps 22:00-06:00 18.2 °C, mean dew point 16.26 °C: e = 18.44 hPa, ρo 13.72 + 1 g/m³ at 19.7 °C -> inside dew point 17.45 °C; glass 18.2 + 0.375 − 1 K·(1 − 0.740) (mean wind 24.1 km/h: windy) = 18.31 °C: margin 0.87 K, within 3",
        ],
        [
          "recommendations.[condensation_possible]",
          { type: "tip", key: "vansky.rec.condensation_possible", params: { surface_temp: 18.3 } },
          "medium risk: possible, with the glass's 18.31 °C",
        ],
      ],
    },
    CH: {
      covers: "landlocked (marine and sea score null), ideal summer day",
      facts: [
        ["marine", null, "not coastal"],
        ["sea_score", null, "not coastal"],
        ["weather.sunrise", "2026-07-15T05:50:00+02:00", "daily.sunrise 05:50 at +02:00"],
        ["weather.temp_day", 24.2, "daily.temperature_2m_max 24.2"],
      ],
    },
    AE: {
      covers: "desert heat with a tropical night: every heat cap, the extreme-heat one decides",
      facts: [
        [
          "van_score",
          19,
          "heat temperature 40.3 (apparent max) + (30.2 − 18), tonight's minimum (stamps 22:00-06:00) = 52.5 ≥ 51: cap 19",
        ],
        ["weather.temp_night", 26.9, "daily.temperature_2m_min 26.9, the calendar day's minimum, not tonight's 30.2"],
        [
          "recommendations.[hot_night]",
          { type: "warning", key: "vansky.rec.hot_night", params: { temp_min: 30.2 } },
          "tonight's minimum 30.2 °C ≥ 25: the hot night",
        ],
        [
          "drive_window",
          null,
          "now 16:00 local: felt 39.7 and 39.1 °C at 16:00 and 17:00, at or above extreme_heat's 39 (review N1); 18:00 (38.8) to civil dusk 19:38 is under two hours",
        ],
        [
          "recommendations.[uv_extreme]",
          undefined,
          "the UV peak (11.6) is past at 16:00: 4.43 at the 16:00 stamp and less after, below 6 (review N5)",
        ],
        [
          "awning_status",
          "caution",
          "highest hourly wind 20.2 km/h above 19 (a class 1 awning's caution), not 28; gusts 32.5 below 19 × 2.2 = 41.8",
        ],
        ["score_label", "extreme", "19 is below harsh's 20"],
        ["weather.feels_like_day", 40.3, "daily.apparent_temperature_max 40.3"],
      ],
    },
    AU: {
      covers: "a front: gale gusts cap the van score, the awning retracts, high waves; now after dusk",
      facts: [
        ["weather.wind_gusts_max", 80.5, "daily.wind_gusts_10m_max 80.5, with 2.51 mm of rain (code 61)"],
        ["van_score", 39, "daily gust 80.5 km/h ≥ 74 (NWS wind advisory): gale cap 39 (below 93: no storm cap)"],
        [
          "awning_status",
          "retract",
          "gusts 80.5 above 28 × 2.2 = 61.6 km/h (class 1), the highest hourly wind 49.3 above 28 too",
        ],
        [
          "recommendations.[awning_retract_high_wind]",
          { type: "danger", key: "vansky.rec.awning_retract_high_wind", params: {} },
          "retract for gusts, whose figure high_wind_driving gives (80.5 ≥ 72)",
        ],
        [
          "condensation_risk",
          "high",
          "tonight: lowest of the stamps 22:00-06:00 9.9 °C, mean dew point 8.81 °C: e = 11.32 hPa, ρo 8.67 + 1 g/m³ at 11.4 °C -> inside dew point 10.52 °C; glass 9.9 + 0.375 − 1 K·(1 − 0.862) (mean wind 17.3 km/h: windy) = 10.14 °C: margin −0.38 K, at most 0",
        ],
        ["drive_window", null, "now 12:00Z is 22:00 in Sydney, after civil dusk (sunset 17:09)"],
        ["marine.wave_height", 2.21, "marine daily.wave_height_max 2.21"],
      ],
    },
    ME: {
      covers: "storm: gusts from 93 km/h cap the van score at 19; the drive window opens after the squall",
      facts: [
        ["weather.wind_gusts_max", 93.6, "daily.wind_gusts_10m_max 93.6 (14:00), with 3.44 mm of rain (code 61)"],
        ["van_score", 19, "daily gust 93.6 km/h ≥ 93: storm cap 19"],
        ["score_label", "extreme", "19 is below harsh's 20"],
        ["awning_status", "retract", "gusts 93.6 above 28 × 2.2 = 61.6 km/h (class 1)"],
        [
          "drive_window.start",
          "2026-07-15T15:00:00+02:00",
          "now 14:00 local; the hours to 14:00 and 15:00 gust 93.6 and 80.9 ≥ 72, the hour to 16:00 66.4",
        ],
      ],
    },
    BF: {
      covers: "thunderstorm day in the Sahel at UTC+0 (offset written +00:00)",
      facts: [
        ["weather.weather_code", 95, "daily.weather_code 95 with 13.9 mm (≥ 1 mm, so not read as overcast)"],
        ["awning_status", "retract", "thunderstorm code"],
        ["weather.sunrise", "2026-07-15T05:48:00+00:00", "daily.sunrise 05:48, utc_offset_seconds 0"],
        ["marine", null, "landlocked"],
      ],
    },
    AQ: {
      covers: "polar night at −53 °C, local date ahead of UTC: extreme-cold cap, no sun, no drive window",
      facts: [
        ["weather.sunrise", null, "daylight_duration 0: polar night"],
        ["weather.sunset", null, "polar night"],
        ["solar_kwh", 0, "no daylight, no radiation"],
        ["van_score", 19, "daily minimum −53 °C below −20: extreme-cold cap 19"],
        ["forecast.0.date", "2026-07-16", "12:00Z is 00:00 on 16 July at +12:00"],
      ],
    },
    LA: {
      covers: "monsoon downpour with thunder and heat: downpour, heavy-rain and heat caps together",
      facts: [
        ["weather.precip_sum", 86, "daily.precipitation_sum 86.01 to one decimal"],
        [
          "awning_status",
          "retract",
          "thunderstorm code 95 (awning_retract_storm, the first retract reason) and 86 mm ≥ 25",
        ],
        [
          "recommendations.[awning_retract_storm]",
          { type: "danger", key: "vansky.rec.awning_retract_storm", params: {} },
          "the storm, not the gusts: 53.6 km/h is below 28 × 2.2 = 61.6 (class 1), the hourly wind 10.9 below 19",
        ],
        ["van_score", 19, "heat temperature 43.6 + (31.7 − 18), tonight's minimum = 57.3 ≥ 51: cap 19"],
        [
          "drive_score",
          53,
          "100 − 25 (storm 95, severity 3) − 20·3.6/22 = 3.27 (gusts 53.6) − 25·0.8/5 = 4 (35.8 °C) − (25 − 10) (28.35 mm/h, less the storm code's heavy step) = 52.7",
        ],
      ],
    },
    NZ: {
      covers: "fog (code 45) costs drive points; the local day is tomorrow in UTC; a light wind leaves the awning out",
      facts: [
        ["forecast.0.date", "2026-07-16", "12:00Z is 00:00 on 16 July at +12:00"],
        ["weather.sunrise", "2026-07-16T07:42:00+12:00", "daily.sunrise 07:42 of the local day"],
        ["weather.weather_code", 45, "daily.weather_code 45 (fog)"],
        ["weather.temp_current", 12.7, "current.temperature_2m 12.7"],
        ["awning_status", "safe", "highest hourly wind 17.7 km/h, gusts 29.6: below class 0's 19 and 19 × 2.2 = 41.8"],
      ],
    },
    BO: {
      covers: "high-altitude winter: freezing fog (48), black ice below 0 °C, frost cap",
      facts: [
        ["weather.sunrise", "2026-07-15T06:54:00-04:00", "daily.sunrise 06:54 at −04:00"],
        ["weather.temp_night", -1.7, "daily.temperature_2m_min −1.7"],
        ["weather.weather_code", 48, "daily.weather_code 48 (rime fog)"],
        [
          "drive_window.start",
          "2026-07-15T08:00:00-04:00",
          "now 12:00Z is 08:00 local: the 08:00 hour's 519 m of fog (code 45) is above the window's 200 m (unsafe below 1 km before: 10:00)",
        ],
      ],
    },
    FK: {
      covers: "cold South Atlantic winter: ice possible (0 to 3 °C with moisture), cold water",
      facts: [
        ["weather.temp_current", 4.2, "current.temperature_2m 4.2"],
        ["weather.sunrise", "2026-07-15T08:50:00-03:00", "daily.sunrise 08:50 at −03:00"],
        ["marine.wave_height", 1.33, "marine daily.wave_height_max 1.33"],
        [
          "recommendations.2.params.temp_min",
          1.5,
          "ice possible tonight: lowest of the stamps 22:00-06:00, 1.5 °C (the day's 2.5)",
        ],
      ],
    },
  },
  "2026-01-15": {
    NO: {
      covers: "northern winter: short day, the mean wind retracts the awning, black ice tonight, high waves",
      facts: [
        ["weather.sunrise", "2026-01-15T09:04:00+01:00", "daily.sunrise 09:04 at +01:00"],
        [
          "awning_status",
          "retract",
          "highest hourly wind 30.4 km/h above class 1's 28 (EN 13561 classes by the mean wind); gusts 49.4 only above 41.8 (caution), not 61.6",
        ],
        [
          "recommendations.[awning_retract_wind]",
          { type: "danger", key: "vansky.rec.awning_retract_wind", params: { wind_kmh: 30 } },
          "the mean wind is the first retract reason (no gust above 61.6): its figure, 30.4 rounded",
        ],
        [
          "recommendations.[black_ice]",
          { type: "danger", key: "vansky.rec.black_ice", params: { temp_min: -4.5 } },
          "tonight's lowest (stamps 22:00-06:00) −4.5 °C ≤ 0, moist: night humidity up to 92 % ≥ 90 (the day's own minimum −4.1)",
        ],
        ["marine.wave_height", 2.01, "marine daily.wave_height_max 2.01"],
      ],
    },
    CA: {
      covers: "a frozen morning (−0.6 °C: the drive score's ice) before a night just above 0 °C (ice possible tonight)",
      facts: [
        ["weather.temp_current", 1, "current.temperature_2m 1.0"],
        ["weather.sunrise", "2026-01-15T07:38:00-05:00", "daily.sunrise 07:38 at −05:00"],
        ["weather.temp_night", -0.6, "daily.temperature_2m_min −0.6"],
        ["drive_score", 70, "ice 30: the calendar minimum −0.6 °C (the morning's roads) ≤ 0 with a 98 % night"],
        [
          "recommendations.[ice_possible]",
          { type: "warning", key: "vansky.rec.ice_possible", params: { temp_min: 0.6 } },
          "tonight's lowest (stamps 22:00-06:00) 0.6 °C: 0 < 0.6 ≤ 3 with moisture (night humidity 98 %)",
        ],
        [
          "awning_status",
          "safe",
          "no frost tonight: its lowest is 0.6 °C (the −0.6 °C was this morning's; review N2), and a calm dry day",
        ],
      ],
    },
    IN: {
      covers: "a half-hour offset (+05:30); too little daylight left for a drive window",
      facts: [
        ["weather.sunrise", "2026-01-15T07:14:00+05:30", "daily.sunrise 07:14 at +05:30"],
        ["drive_window", null, "now 12:00Z is 17:30 local, sunset 17:46: under two hours of daylight left"],
        ["weather.temp_current", 20.4, "current.temperature_2m 20.4"],
      ],
    },
    BR: {
      covers: "southern summer thunderstorm with heavy rain: heat and storm caps on a wet day",
      facts: [
        ["weather.precip_sum", 19.7, "daily.precipitation_sum 19.73 to one decimal"],
        ["weather.weather_code", 95, "daily.weather_code 95 with 19.7 mm"],
        ["weather.sunrise", "2026-01-15T05:52:00-03:00", "daily.sunrise 05:52 at −03:00"],
      ],
    },
  },
};

const regenerate = process.env.REGEN === "1";

/** Whether CHANGELOG.md's Unreleased section mentions the golden records. */
function changelogMentionsGolden(): boolean {
  const changelog = readFileSync(new URL("../../CHANGELOG.md", import.meta.url), "utf8");
  const unreleased = changelog.split(/^## /m).find((section) => section.startsWith("[Unreleased]")) ?? "";
  return /golden record/i.test(unreleased);
}

/** `[name]` picks the recommendation keyed `vansky.rec.<name>` from a list, any other segment a field or index. */
const at = (record: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((value, key) => {
    const name = /^\[(\w+)\]$/.exec(key)?.[1];
    if (name === undefined) return (value as Record<string, unknown> | null)?.[key];
    return (value as { key: string }[]).find((r) => r.key === `vansky.rec.${name}`);
  }, record);

describe.each(Object.entries(GOLDEN))("golden records of the %s world set", (set, goldens) => {
  const index = world(set, "index.json") as { countries: { code: string; forecast: string; marine: string | null }[] };
  const score = (code: string) => {
    const entry = index.countries.find((c) => c.code === code);
    if (!entry) throw new Error(`${code} is not in the ${set} set`);
    return scoreCountry({
      code,
      forecast: world(set, entry.forecast),
      marine: entry.marine ? world(set, entry.marine) : null,
      now: `${set}T12:00:00Z`,
      fetchedAt: `${set}T11:00:00Z`,
    });
  };
  const cases = Object.entries(goldens).map(([code, golden]) => ({ code, ...golden }));

  it.each(cases)("$code ($covers) is unchanged", ({ code }) => {
    const text = `${JSON.stringify(score(code), null, 2)}\n`;
    const dir = new URL(`./golden/${set}/`, import.meta.url);
    const file = new URL(`${code}.json`, dir);
    if (regenerate && (!existsSync(file) || readFileSync(file, "utf8") !== text)) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, text);
      expect(changelogMentionsGolden(), `${set}/${code}.json changed: say why under Unreleased in CHANGELOG.md`).toBe(
        true,
      );
    }
    expect(existsSync(file), `${set}/${code}.json: run with REGEN=1 to create it`).toBe(true);
    expect(text).toBe(readFileSync(file, "utf8"));
  });

  it.each(cases)("$code keeps its hand-checked facts", ({ code, facts }) => {
    const record = score(code);
    for (const [path, value, why] of facts) expect(at(record, path), `${set} ${code} ${path}: ${why}`).toEqual(value);
  });
});
