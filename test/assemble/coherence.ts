/**
 * The coherence laws of a record (issue 40, "a record never contradicts itself"): what one part of a record says
 * must not contradict another part, nor the hours it was computed from. Each law reads a record, its explanation
 * (for values the record does not publish: tonight's minimum, the glass temperature) and the response's own hours
 * (coherence-hours.ts), and says what breaks it, or null. test/assemble/coherence.test.ts runs them over both world
 * sets on each of their seven days, coherence-props.test.ts over generated days.
 */
import type { CountryExplanation } from "../../src/assemble/country.js";
import type { Recommendation, VanSkyCountry } from "../../src/assemble/types.js";
import { isFreezingPrecipitation } from "../../src/day/codes.js";
import { defaultProfile } from "../../src/profile/index.js";
import { formatRecommendation } from "../../src/recommend/format.js";
import { type Hour, wallOfDateTime } from "./coherence-hours.js";
import { nameOf, numberBroken } from "./coherence-numbers.js";

/** One record to judge. */
export interface Subject {
  /** `<set>+<days> <code>`, e.g. `2026-07-15+3 BH`: the set, the days `now` was moved on, the country. */
  readonly id: string;
  readonly record: VanSkyCountry;
  readonly explanation: CountryExplanation;
  /** The response's hourly stamps from today's local midnight to tomorrow's noon. */
  readonly hours: readonly Hour[];
}

/** A law: its name, the records it speaks of, and what in one of them breaks it (null when nothing does). */
export interface Law {
  readonly name: string;
  /** Whether the law has something to say of the record (a law that applies to none proves nothing). */
  readonly applies: (s: Subject) => boolean;
  readonly broken: (s: Subject) => string | null;
}

const p = defaultProfile;
/** The record's recommendation called `name`, if any. */
export const rec = (r: VanSkyCountry, name: string): Recommendation | undefined =>
  r.recommendations.find((x) => nameOf(x) === name);
const has = (r: VanSkyCountry, ...names: string[]) => names.some((n) => rec(r, n) !== undefined);
const en = (r: Recommendation) => formatRecommendation(r, "en");

const today = (s: Subject) => s.record.forecast[0]?.date ?? "";
const nowWall = (s: Subject) => wallOfDateTime(s.explanation.now);
const tonightMinC = (s: Subject) => s.explanation.today.recommendationInputs.day.night.tempMinC;
/** Today's hours from the one that holds `now` on (their step ends after now). */
const hoursLeft = (s: Subject) =>
  s.hours.filter((h) => h.wall.startsWith(today(s)) && h.endMs > Date.parse(s.explanation.now));
const shown = (r: VanSkyCountry) => `the window ${r.drive_window?.start} to ${r.drive_window?.end}`;

/** The first hour whose step overlaps the record's drive window and that `bad` picks, named, or null. */
function inWindow(s: Subject, bad: (h: Hour) => boolean, what: (h: Hour) => string): string | null {
  const w = s.record.drive_window;
  if (!w) return null;
  const [from, to] = [Date.parse(w.start), Date.parse(w.end)];
  const hour = s.hours.find((h) => h.ms < to && h.endMs > from && bad(h));
  return hour ? `${shown(s.record)} holds ${hour.wall}: ${what(hour)}` : null;
}

/** The awning messages that tell to roll the awning in for the night: frost's, or any retract. */
const ROLLS_IN = /^awning_(retract|caution_frost)/;
const CONDENSATION = {
  high: ["condensation", "condensation_frost"],
  medium: ["condensation_possible", "condensation_frost_possible"],
} as const;
const PEAKS = ["heat", "extreme_heat", "uv", "uv_extreme", "solar_good"];

/**
 * Dangers that are no verdict on the day the label rates: extreme UV, which the van score leaves out by design (it
 * rates the weather for living in a van, and a clear summer day at altitude is ideal with a UV index of 11), and
 * tonight's ice, told for tomorrow morning ("Tomorrow, set off late in the morning"), not for today (set aside on
 * purpose; since the van score's frost cap reads tonight's minimum, an ice night caps the day at 59 all the same).
 * Every other danger, the wind's included, is a verdict on the day: no exemption.
 */
const NOT_OF_THE_DAY = ["uv_extreme", "black_ice", "icy_roads"];

/** The van score's heat caps, each with the heat message of its level. */
const HEAT_CAPS: Record<string, string> = { heat: "heat", danger_heat: "extreme_heat", extreme_heat: "extreme_heat" };
/**
 * The day's felt maximum never cooler than the air, °C, from the day the record was made of (its apparent maximum,
 * else the air's, and the air's maximum where higher): what the heat caps read of the day.
 */
function dayHeatC(s: Subject): number {
  const d = s.explanation.today.recommendationInputs.day;
  const felt = Number.isNaN(d.apparentMaxC) ? d.tempMaxC : d.apparentMaxC;
  return d.tempMaxC > felt ? d.tempMaxC : felt;
}
/** Kelvin tonight's warmth adds to the heat caps' reading (`van.warmNight`: a warm night keeps the van hot). */
function warmNightK(s: Subject): number {
  const above = s.explanation.today.recommendationInputs.day.night.tempMinC - p.van.warmNight.fromC;
  return above > 0 ? p.van.warmNight.kPerK * above : 0;
}
const r1 = (x: number) => Math.round(x * 10) / 10 + 0;

/**
 * What breaks the heat law in `s`: a heat cap that read another temperature than the day's felt maximum (never
 * cooler than the air) with tonight's warmth; a heat message of another level, quoting another value, or without the
 * cap of its level applied whole; the day's own heat at a cap's threshold with no message while an hour left still
 * reaches 32 °C felt.
 */
function heatBroken(s: Subject): string | null {
  const caps = s.explanation.today.van.caps.filter((c) => HEAT_CAPS[c.name] !== undefined);
  const dayC = dayHeatC(s);
  const warmK = warmNightK(s);
  const read = `the day's ${dayC} °C felt (never cooler than the air) with tonight's ${r1(warmK)} K`;
  for (const c of caps)
    if (Math.abs(c.input - (dayC + warmK)) > 1e-9) return `cap ${c.name} read ${c.input} °C, ${read}`;
  const { heatApparentC: heat, dangerHeatApparentC: danger } = p.van.caps;
  const want = dayC >= danger.at ? "extreme_heat" : dayC >= heat.at ? "heat" : null;
  const message = rec(s.record, "extreme_heat") ?? rec(s.record, "heat");
  if (!message) {
    const ahead = s.hours.length === 0 || hoursLeft(s).some((h) => h.feltC >= heat.at);
    return want && ahead ? `no ${want} message at ${read}, an hour left feels ${heat.at} °C or more` : null;
  }
  const name = nameOf(message);
  if (name !== want) return `${name} at ${read} (want ${want ?? "no heat message"})`;
  if (message.params.feels_like !== r1(dayC)) return `${name} quotes ${message.params.feels_like} °C at ${read}`;
  const whole = caps.some((c) => HEAT_CAPS[c.name] === name && c.input >= c.threshold);
  return whole ? null : `${name} without the van score's cap of its level applied whole: ${caps.map((c) => c.name)}`;
}

/** What the day's peak reaches in the rest of the day, by message (the rules' thresholds, read from the hours). */
function peakLeft(s: Subject): string | null {
  const left = hoursLeft(s);
  const r = s.record;
  const heatC = p.van.caps.heatApparentC.at;
  if (has(r, "heat", "extreme_heat") && !left.some((h) => h.feltC >= heatC))
    return `heat at ${nowWall(s)}, no hour left reaches ${heatC} °C felt`;
  const uvOf = (h: Hour) => Math.round(Math.round(h.uv * 10) / 10);
  if (has(r, "uv", "uv_extreme") && !left.some((h) => uvOf(h) >= p.recommend.uvInfo))
    return `uv at ${nowWall(s)}, no hour left reaches UV ${p.recommend.uvInfo}`;
  if (!has(r, "solar_good")) return null;
  const { dateMs, endMs } = s.explanation.today.recommendationInputs.day;
  const day = s.hours.filter((h) => h.ms > dateMs && h.ms <= endMs); // each step's mean ends at its stamp
  const sum = (hs: readonly Hour[]) => hs.reduce((a, h) => a + (Number.isNaN(h.shortwaveWm2) ? 0 : h.shortwaveWm2), 0);
  const kwh = ((r.solar_kwh as number) * sum(day.filter((h) => h.ms > Date.parse(s.explanation.now)))) / sum(day);
  return kwh < p.recommend.solarGoodAheadKwh
    ? `solar_good at ${nowWall(s)}, ${kwh.toFixed(2)} of its ${r.solar_kwh} kWh/kWp still ahead`
    : null;
}

/** The coherence laws, by name; the number law is coherence-numbers.ts's. */
export const LAWS: readonly Law[] = [
  {
    name: "the drive window keeps out of the heat extreme_heat warns of (felt ≥ its threshold)",
    applies: (s) => has(s.record, "extreme_heat") && s.record.drive_window !== null,
    broken: (s) =>
      has(s.record, "extreme_heat")
        ? inWindow(
            s,
            (h) => h.feltC >= p.van.caps.dangerHeatApparentC.at,
            (h) => `${h.feltC} °C felt`,
          )
        : null,
  },
  {
    name: "freezing rain: the window ends before it starts; an untimed freezing_rain leaves no window",
    applies: (s) => has(s.record, "freezing_rain", "freezing_rain_from"),
    broken: (s) => {
      const r = s.record;
      if (has(r, "freezing_rain") && r.drive_window) return `freezing_rain ("until gritted") beside ${shown(r)}`;
      if (!has(r, "freezing_rain_from")) return null;
      const first = s.hours.find((h) => h.wall.startsWith(today(s)) && isFreezingPrecipitation(h.code));
      if (!first) return "freezing_rain_from without a freezing hour today";
      return inWindow(
        s,
        (h) => h.endMs > first.ms,
        () => `freezing precipitation from ${first.wall}`,
      );
    },
  },
  {
    name: "tonight's ice is tomorrow morning's, and the window keeps out of tonight's frozen hours",
    applies: (s) => has(s.record, "black_ice", "icy_roads"),
    broken: (s) => {
      const r = s.record;
      const ice = rec(r, "black_ice") ?? rec(r, "icy_roads");
      if (!ice) return null;
      const frozen = inWindow(
        s,
        (h) => h.wall >= `${today(s)}T22:00` && h.tempC <= p.drive.ice.frozenMinC,
        (h) => `tonight's frost, ${h.tempC} °C`,
      );
      if (frozen) return frozen;
      // without "tomorrow", "set off late in the morning" reads as this morning: no window may open before 10:00
      const early = r.drive_window && wallOfDateTime(r.drive_window.start) < `${today(s)}T10:00`;
      return !/tomorrow/i.test(en(ice)) && early ? `"${en(ice)}" beside ${shown(r)}` : null;
    },
  },
  {
    name: "ice words follow tonight's minimum: icy roads at −10 °C and colder, black ice above",
    applies: (s) => has(s.record, "black_ice", "icy_roads"),
    broken: (s) => {
      const black = rec(s.record, "black_ice")?.params.temp_min;
      const icy = rec(s.record, "icy_roads")?.params.temp_min;
      if (black !== undefined && black <= p.recommend.icyRoadsMinC) return `black ice "on wet roads" at ${black} °C`;
      return icy !== undefined && icy > p.recommend.icyRoadsMinC ? `icy roads at ${icy} °C` : null;
    },
  },
  {
    name: "frost tonight rolls the awning in; no frost advice without frost tonight",
    applies: (s) => tonightMinC(s) <= p.awning.frostMinC || has(s.record, "awning_caution_frost"),
    broken: (s) => {
      const r = s.record;
      const minC = tonightMinC(s);
      const awning = r.recommendations.map(nameOf).filter((n) => n.startsWith("awning_"));
      if (minC <= p.awning.frostMinC && !awning.some((n) => ROLLS_IN.test(n)))
        return `tonight ${minC} °C, awning ${r.awning_status}: ${awning.join(", ") || "no awning message"}`;
      if (minC > p.awning.frostMinC && awning.includes("awning_caution_frost"))
        return `awning_caution_frost on a night down to ${minC} °C`;
      return null;
    },
  },
  {
    name: "condensation is water on glass above 0 °C and frost at or below it, at the record's risk",
    applies: (s) => s.record.condensation_risk !== "low",
    broken: (s) => {
      const r = s.record;
      const given = r.recommendations.filter((x) => nameOf(x).startsWith("condensation"));
      if (given.length !== (r.condensation_risk === "low" ? 0 : 1))
        return `${given.length} condensation messages at risk ${r.condensation_risk}`;
      const [one] = given;
      if (!one || r.condensation_risk === "low") return null;
      const glass = one.params.surface_temp as number;
      const [water, frost] = CONDENSATION[r.condensation_risk];
      const want = glass > 0 ? water : frost;
      return nameOf(one) === want ? null : `${nameOf(one)} with glass at ${glass} °C (want ${want})`;
    },
  },
  {
    name: "day-peak messages (heat, extreme_heat, uv, uv_extreme, solar_good) only while their peak is ahead",
    applies: (s) => s.hours.length > 0 && has(s.record, ...PEAKS),
    broken: (s) => (s.hours.length === 0 ? null : peakLeft(s)), // without hours no peak is placed: they stay
  },
  {
    name: "heat: the messages and the van score's heat caps read one felt maximum (never cooler than the air), quoted as read",
    applies: (s) =>
      has(s.record, "heat", "extreme_heat") || s.explanation.today.van.caps.some((c) => HEAT_CAPS[c.name]),
    broken: heatBroken,
  },
  {
    name: '"this week" only when seven days are compared',
    applies: (s) => has(s.record, "no_good_move_day"),
    broken: (s) => {
      const move = rec(s.record, "no_good_move_day");
      const days = move ? (move.params.days ?? 7) : s.record.forecast.length; // the old words always said a week
      const compared = s.record.forecast.length;
      return days === compared ? null : `no_good_move_day over ${days} days, ${compared} compared`;
    },
  },
  {
    name: "UV words follow the WHO band of the UV index (extreme from 11)",
    applies: (s) => has(s.record, "uv", "uv_extreme"),
    broken: (s) => {
      const { uvDanger, uvWarning } = p.recommend;
      for (const x of s.record.recommendations.filter((x) => /^uv/.test(nameOf(x)))) {
        const uv = x.params.uv as number;
        const band = uv >= uvDanger ? "uv_extreme/danger" : uv >= uvWarning ? "uv/warning" : "uv/info";
        if (`${nameOf(x)}/${x.type}` !== band) return `${nameOf(x)} (${x.type}) at UV ${uv}: want ${band}`;
      }
      return null;
    },
  },
  {
    name: "no ideal day carries a danger about its weather",
    applies: (s) => s.record.score_label === "ideal",
    broken: (s) => {
      const danger = s.record.recommendations.filter((x) => x.type === "danger").map(nameOf);
      const against = danger.filter((n) => !NOT_OF_THE_DAY.includes(n));
      return s.record.score_label === "ideal" && against.length > 0
        ? `ideal (van ${s.record.van_score}) with ${against.join(", ")}`
        : null;
    },
  },
  {
    name: "every number in a message equals the record field it quotes, rounded the same way",
    applies: (s) => s.record.recommendations.some((x) => Object.keys(x.params).length > 0),
    broken: numberBroken,
  },
];
