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
      covers: "temperate coast, every value present: the baseline; awning caution by the mean wind",
      facts: [
        ["weather.temp_current", 22.1, "current.temperature_2m 22.1"],
        ["weather.sunrise", "2026-07-15T06:23:00+01:00", "daily.sunrise 06:23 at Lisbon's summer offset +01:00"],
        ["marine.wave_height", 1.78, "marine daily.wave_height_max 1.78"],
        ["drive_window.start", "2026-07-15T13:00:00+01:00", "now 12:00Z is 13:00 local, every hour safe"],
        [
          "awning_status",
          "caution",
          "the highest hourly wind 24.7 km/h above 19 (a class 1 awning's caution), not above 28; gusts 40 below 19 × 2.2 = 41.8",
        ],
        [
          "recommendations.[awning_caution_wind]",
          { type: "warning", key: "vansky.rec.awning_caution_wind", params: { wind_kmh: 25 } },
          "the mean wind, the first caution reason, with its figure (24.7 rounded)",
        ],
        ["weather.temp_night", 13.9, "daily.temperature_2m_min 13.9, the calendar day's (tonight's lowest is 17.0)"],
        [
          "condensation_risk",
          "medium",
          "tonight: lowest of the stamps 22:00-06:00 17.0 °C, mean dew point 15.42 °C: e = 17.48 hPa, ρo 13.06 + 1 g/m³ at 18.5 °C -> inside dew point 16.66 °C; glass 17.0 + 0.375 − 1 K·(1 − 0.678) (mean wind 22.7 km/h: windy) = 17.05 °C: margin 0.39 K, within 3",
        ],
      ],
    },
    CH: {
      covers: "landlocked (marine and sea score null), a showery summer day",
      facts: [
        ["marine", null, "not coastal"],
        ["sea_score", null, "not coastal"],
        ["weather.sunrise", "2026-07-15T05:50:00+02:00", "daily.sunrise 05:50 at +02:00"],
        ["weather.temp_day", 25.3, "daily.temperature_2m_max 25.3"],
        ["weather.weather_code", 61, "daily.weather_code 61 with 1.81 mm (≥ 1 mm, so not read as overcast)"],
        [
          "awning_status",
          "safe",
          "wind up to 12.6 km/h and gusts 20.3 below 19 and 41.8, 1.81 mm of rain below 3, a minimum of 16.6 °C",
        ],
      ],
    },
    AE: {
      covers:
        "desert heat with a tropical night: every heat cap, the extreme-heat one decides; a dry wind retracts the awning",
      facts: [
        [
          "van_score",
          19,
          "heat temperature 42.9 (apparent max) + (28.8 − 18), tonight's minimum (stamps 22:00-06:00) = 53.7 ≥ 51: cap 19",
        ],
        ["weather.temp_night", 30.1, "daily.temperature_2m_min 30.1, the calendar day's minimum, not tonight's 28.8"],
        [
          "recommendations.[hot_night]",
          { type: "warning", key: "vansky.rec.hot_night", params: { temp_min: 28.8 } },
          "tonight's minimum 28.8 °C ≥ 25: the hot night",
        ],
        ["awning_status", "retract", "gusts 72.4 km/h above 28 × 2.2 = 61.6 (class 1), with no rain (precipitation 0)"],
        ["score_label", "extreme", "19 is below harsh's 20"],
        ["weather.feels_like_day", 42.9, "daily.apparent_temperature_max 42.9"],
      ],
    },
    HR: {
      covers: "a front on the Adriatic: gale gusts cap the van score, the awning retracts, high waves",
      facts: [
        ["weather.wind_gusts_max", 78.2, "daily.wind_gusts_10m_max 78.2, with 3.22 mm of rain (code 61)"],
        [
          "van_score",
          39,
          "daily gust 78.2 km/h ≥ 74 (NWS wind advisory): gale cap 39, below 93 (no storm cap); its thermal and rain parts alone give 0.35·93.8 (apparent 19.9 °C) + 0.25·90 (3.22 mm) = 55.3",
        ],
        [
          "awning_status",
          "retract",
          "gusts 78.2 above 28 × 2.2 = 61.6 km/h (class 1), the highest hourly wind 46.3 above 28 too",
        ],
        [
          "recommendations.[awning_retract_high_wind]",
          { type: "danger", key: "vansky.rec.awning_retract_high_wind", params: {} },
          "retract for gusts, whose figure high_wind_driving gives (78.2 ≥ 72)",
        ],
        ["marine.wave_height", 2.34, "marine daily.wave_height_max 2.34"],
      ],
    },
    AU: {
      covers: "a calm southern-winter night after dusk: no drive window, ice possible, condensation high",
      facts: [
        ["drive_window", null, "now 12:00Z is 22:00 in Sydney, after civil dusk (sunset 17:09)"],
        ["weather.temp_current", 5.6, "current.temperature_2m 5.6 at 22:00"],
        [
          "condensation_risk",
          "high",
          "tonight: lowest of the stamps 22:00-06:00 1.6 °C, mean dew point 0.14 °C: e = 6.18 hPa, ρo 4.87 + 1 g/m³ at 3.1 °C -> inside dew point 2.83 °C; glass 1.6 + 0.375 − 1 K·(1 − 0.864) (mean wind 14.0 km/h: windy) = 1.84 °C: margin −0.99 K, at most 0",
        ],
        [
          "recommendations.[ice_possible]",
          { type: "warning", key: "vansky.rec.ice_possible", params: { temp_min: 1.6 } },
          "tonight's lowest 1.6 °C: 0 < 1.6 ≤ 3 with moisture (night humidity up to 93 % ≥ 90)",
        ],
        ["marine.wave_height", 1.15, "marine daily.wave_height_max 1.15"],
      ],
    },
    CA: {
      covers: "storm: a thunderstorm's gusts from 93 km/h cap the van score at 19",
      facts: [
        ["weather.wind_gusts_max", 106.2, "daily.wind_gusts_10m_max 106.2 (17:00), in a thunderstorm (code 95)"],
        ["van_score", 19, "daily gust 106.2 km/h ≥ 93: storm cap 19"],
        ["score_label", "extreme", "19 is below harsh's 20"],
        ["weather.weather_code", 95, "daily.weather_code 95 with 13.43 mm (≥ 1 mm)"],
        ["awning_status", "retract", "gusts 106.2 above 28 × 2.2 = 61.6 km/h (class 1), and the thunderstorm"],
        ["weather.sunrise", "2026-07-15T05:29:00-04:00", "daily.sunrise 05:29 at −04:00"],
      ],
    },
    BF: {
      covers:
        "a strong thunderstorm (96: hail only in DWD ICON's Central Europe) in the Sahel at UTC+0 (offset +00:00)",
      facts: [
        [
          "weather.weather_code",
          96,
          "daily.weather_code 96 (a strong thunderstorm, Open-Meteo's derived code) with 4.66 mm (≥ 1 mm)",
        ],
        [
          "van_score",
          34,
          "code 96 outside DWD ICON's Central Europe is a strong thunderstorm: cap 39, not hail's 19 (review N2), as are the gale gusts (81.3 km/h ≥ 74) and the felt 41.1 °C (≥ 39); under them the day's own 0.35·0 (41.1 °C) + 0.25·32.2 (sky) + 0.25·87.4 (4.66 mm) + 0.15·91.0 (wind) = 43.6, less 10 for gusts of 74 km/h and more: 33.6",
        ],
        ["awning_status", "retract", "gusts 81.3 above 61.6 km/h, and the thunderstorm code"],
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
        ["van_score", 19, "daily minimum −53.2 °C below −20: extreme-cold cap 19"],
        ["forecast.0.date", "2026-07-16", "12:00Z is 00:00 on 16 July at +12:00"],
        ["weather.temp_night", -53.2, "daily.temperature_2m_min −53.2"],
      ],
    },
    GN: {
      covers: "a West African monsoon downpour with thunder: downpour, thunderstorm and gale caps together",
      facts: [
        ["weather.precip_sum", 75.3, "daily.precipitation_sum 75.32 to one decimal"],
        [
          "van_score",
          38,
          "thunderstorm (95), 75.32 mm ≥ 50 (downpour) and gusts 84.3 ≥ 74 (gale): caps of 39; below 100 mm and 50 mm/h (39.27 at most): no cap of 19; the day's own 0.35·82 (27.2 °C) + 0.25·27.4 (sky) + 0.25·0 (75.32 mm) + 0.15·85.1 (wind) = 48.3, less 10 for gusts of 74 km/h and more: 38.3, under the caps",
        ],
        ["awning_status", "retract", "gusts 84.3 above 61.6 km/h, the thunderstorm code 95 and 75.3 mm ≥ 25"],
        ["weather.sunrise", "2026-07-15T06:41:00+00:00", "daily.sunrise 06:41 at +00:00"],
      ],
    },
    AR: {
      covers: "morning fog (code 45) in the southern winter; a light wind leaves the awning out",
      facts: [
        ["weather.weather_code", 45, "daily.weather_code 45 (fog, 03:00-09:00)"],
        ["weather.temp_current", 9.5, "current.temperature_2m 9.5 at 09:00"],
        ["weather.sunrise", "2026-07-15T07:58:00-03:00", "daily.sunrise 07:58 at −03:00"],
        ["awning_status", "safe", "highest hourly wind 15 km/h, gusts 24.2: below class 0's 19 and 19 × 2.2 = 41.8"],
        ["recommendations.[fog]", undefined, "no fog warning: the lowest visibility, 208 m, is above 200 m"],
      ],
    },
    LS: {
      covers: "high-altitude winter (1 600 m): freezing fog (48), black ice tonight, frost cap",
      facts: [
        ["weather.weather_code", 48, "daily.weather_code 48 (rime fog, 03:00-05:00 below 0 °C)"],
        ["weather.temp_night", -1.6, "daily.temperature_2m_min −1.6"],
        ["van_score", 59, "daily minimum −1.6 °C ≤ 0: frost cap 59, under a dry, sunny, light-wind day's score"],
        [
          "recommendations.[black_ice]",
          { type: "danger", key: "vansky.rec.black_ice", params: { temp_min: -1.8 } },
          "tonight's lowest (stamps 22:00-06:00) −1.8 °C ≤ 0, moist: night humidity up to 91 % ≥ 90",
        ],
        ["weather.sunrise", "2026-07-15T07:03:00+02:00", "daily.sunrise 07:03 at +02:00"],
      ],
    },
    FK: {
      covers:
        "cold South Atlantic winter: freezing drizzle past at now (no drive window, no ice advice), very cold water",
      facts: [
        ["weather.temp_current", 4.3, "current.temperature_2m 4.3"],
        ["weather.sunrise", "2026-07-15T08:50:00-03:00", "daily.sunrise 08:50 at −03:00"],
        ["marine.wave_height", 1.69, "marine daily.wave_height_max 1.69"],
        [
          "recommendations.[freezing_rain]",
          { type: "danger", key: "vansky.rec.freezing_rain", params: {} },
          "the 03:00 stamp's freezing drizzle (code 56, 0.34 mm at 1.5 °C), past at now (12:00Z is 09:00 at −03:00)",
        ],
        [
          "recommendations.[ice_possible]",
          undefined,
          "no ice advice beside the day's freezing precipitation, its own danger (tonight's 2.2 °C would give it)",
        ],
        ["drive_window", null, "every hour from the day's first freezing precipitation (03:00) is iced until gritted"],
      ],
    },
  },
  "2026-01-15": {
    NO: {
      covers: "northern winter: short day, snow and a gale's gusts retract the awning, freezing rain, high waves",
      facts: [
        ["weather.sunrise", "2026-01-15T09:04:00+01:00", "daily.sunrise 09:04 at +01:00"],
        ["weather.weather_code", 73, "daily.weather_code 73 (snow) with 4.42 mm"],
        [
          "awning_status",
          "retract",
          "gusts 74.6 km/h above 61.6 (class 1), the highest hourly wind 47.2 above 28, and snow",
        ],
        [
          "recommendations.[freezing_rain]",
          { type: "danger", key: "vansky.rec.freezing_rain", params: {} },
          "the 13:00 hour's freezing rain (code 66, 0.73 mm at 0.5 °C)",
        ],
        ["marine.wave_height", 2.57, "marine daily.wave_height_max 2.57"],
      ],
    },
    CA: {
      covers: "a clear continental winter day: ice day and severe cold, frost on the awning",
      facts: [
        ["weather.temp_current", -9.9, "current.temperature_2m −9.9 at 07:00"],
        ["weather.sunrise", "2026-01-15T07:38:00-05:00", "daily.sunrise 07:38 at −05:00"],
        ["weather.temp_night", -11.8, "daily.temperature_2m_min −11.8"],
        [
          "van_score",
          39,
          "maximum −3.9 °C ≤ 0 (ice day) and minimum −11.8 < −10 (severe cold): caps of 39, tighter than the frost cap's 59",
        ],
        [
          "awning_status",
          "caution",
          "frost tonight: the lowest of the stamps 22:00-06:00 is −12.6 °C ≤ 0 (tonight's, as black ice reads it, not this morning's −11.8: review N2); wind up to 15.9 km/h and gusts 25.9 below 19 and 41.8",
        ],
        [
          "recommendations.[awning_caution_frost]",
          { type: "warning", key: "vansky.rec.awning_caution_frost", params: {} },
          "frost, the awning's only reason, rolls it in for the night",
        ],
      ],
    },
    IN: {
      covers: "a half-hour offset (+05:30); too little daylight left for a drive window",
      facts: [
        ["weather.sunrise", "2026-01-15T07:14:00+05:30", "daily.sunrise 07:14 at +05:30"],
        ["drive_window", null, "now 12:00Z is 17:30 local, sunset 17:46: under two hours of daylight left"],
        ["weather.temp_current", 22.3, "current.temperature_2m 22.3"],
      ],
    },
    MG: {
      covers: "southern summer thunderstorm with a downpour on the highlands: storm cap on a wet day",
      facts: [
        ["weather.precip_sum", 32.7, "daily.precipitation_sum 32.72 to one decimal"],
        ["weather.weather_code", 95, "daily.weather_code 95 with 32.72 mm"],
        [
          "van_score",
          39,
          "thunderstorm: cap 39 (32.72 mm below 50, gusts 69.7 below 74: no other cap of 39; the 21.16 mm hour's heavy-rate cap is 59)",
        ],
        ["awning_status", "retract", "the thunderstorm code, 32.7 mm ≥ 25 and gusts 69.7 above 61.6"],
        ["weather.sunrise", "2026-01-15T05:24:00+03:00", "daily.sunrise 05:24 at +03:00"],
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
