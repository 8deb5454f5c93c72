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

/** A record's field by dotted path (`weather.sunrise`, `forecast.0.date`), a fact's expected value, and how it follows. */
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
        ["awning_status", "caution", "gusts 44.9 km/h above the class-1 limit 28, below class 3's 49"],
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
        ["van_score", 19, "heat temperature 40.3 (apparent max) + (26.9 − 18) warm night = 49.2 ≥ 46: cap 19"],
        ["score_label", "extreme", "19 is below harsh's 20"],
        ["weather.feels_like_day", 40.3, "daily.apparent_temperature_max 40.3"],
      ],
    },
    AU: {
      covers: "a front: gale gusts cap the van score, the awning retracts, high waves; now after dusk",
      facts: [
        ["weather.wind_gusts_max", 80.5, "daily.wind_gusts_10m_max 80.5, with 2.51 mm of rain (code 61)"],
        ["van_score", 39, "daily gust 80.5 km/h ≥ 75: gale cap 39 (below 93: no storm cap)"],
        ["awning_status", "retract", "gust 80.5 above class 3's 49 km/h, sustained 49.3 ≥ 39"],
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
        ["awning_status", "retract", "gust 93.6 above class 3's 49 km/h"],
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
        ["awning_status", "retract", "86 mm ≥ the 25 mm downpour"],
        ["van_score", 19, "heat temperature 43.6 + (29.3 − 18) = 54.9 ≥ 46: cap 19"],
      ],
    },
    NZ: {
      covers: "fog (code 45) costs drive points; the local day is tomorrow in UTC",
      facts: [
        ["forecast.0.date", "2026-07-16", "12:00Z is 00:00 on 16 July at +12:00"],
        ["weather.sunrise", "2026-07-16T07:42:00+12:00", "daily.sunrise 07:42 of the local day"],
        ["weather.weather_code", 45, "daily.weather_code 45 (fog)"],
        ["weather.temp_current", 12.7, "current.temperature_2m 12.7"],
      ],
    },
    BO: {
      covers: "high-altitude winter: freezing fog (48), black ice below 0 °C, frost cap",
      facts: [
        ["weather.sunrise", "2026-07-15T06:54:00-04:00", "daily.sunrise 06:54 at −04:00"],
        ["weather.temp_night", -1.7, "daily.temperature_2m_min −1.7"],
        ["weather.weather_code", 48, "daily.weather_code 48 (rime fog)"],
      ],
    },
    FK: {
      covers: "cold South Atlantic winter: ice possible (0 to 3 °C with moisture), cold water",
      facts: [
        ["weather.temp_current", 4.2, "current.temperature_2m 4.2"],
        ["weather.sunrise", "2026-07-15T08:50:00-03:00", "daily.sunrise 08:50 at −03:00"],
        ["marine.wave_height", 1.33, "marine daily.wave_height_max 1.33"],
      ],
    },
  },
  "2026-01-15": {
    NO: {
      covers: "northern winter: short day, gusts retract the awning, high waves",
      facts: [
        ["weather.sunrise", "2026-01-15T09:04:00+01:00", "daily.sunrise 09:04 at +01:00"],
        ["awning_status", "retract", "gust 49.4 km/h above class 3's 49"],
        ["marine.wave_height", 2.01, "marine daily.wave_height_max 2.01"],
      ],
    },
    CA: {
      covers: "black ice: a frozen night on a moist road",
      facts: [
        ["weather.temp_current", 1, "current.temperature_2m 1.0"],
        ["weather.sunrise", "2026-01-15T07:38:00-05:00", "daily.sunrise 07:38 at −05:00"],
        ["weather.temp_night", -0.6, "daily.temperature_2m_min −0.6"],
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

const at = (record: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], record);

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
