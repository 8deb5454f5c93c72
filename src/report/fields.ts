/**
 * What the map can be coloured by, and how: each field's value of a record as one of five classes of a fixed
 * colour-blind-safe sequential scale (viridis sampled at 0, ¼, ½, ¾ and 1: Smith and van der Walt's matplotlib
 * colour map, perceptually uniform, legible with the common colour-vision deficiencies and in greyscale print),
 * the darkest the worst. Scores use the contract's label bands (§2.7: ideal from 80, comfortable from 60,
 * acceptable from 40, harsh from 20, else extreme); an outlook's `p_good` the same bands of its percentage.
 */
import type { VanSkyCountry } from "../assemble/types.js";
import { hoursWords } from "./words.js";

/**
 * The fields the map can be coloured by; `van_score` is the default. `p_good` is an outlook's (the share of its runs
 * good to stay on one date), given beside the records.
 */
export const REPORT_FIELDS = [
  "van_score",
  "sleep_score",
  "drive_score",
  "solar_score",
  "sea_score",
  "score_label",
  "condensation_risk",
  "awning_status",
  "age",
  "p_good",
] as const;

/** A field the map can be coloured by (`REPORT_FIELDS`). */
export type ReportField = (typeof REPORT_FIELDS)[number];

/** The scale, worst class (0) first: viridis at 0, 0.25, 0.5, 0.75 and 1. */
export const PALETTE = ["#440154", "#3b528b", "#21918c", "#5ec962", "#fde725"] as const;

/** The fill of a record whose field has no value (a null score, no `fetched_at`). */
export const NO_VALUE_FILL = "#c8c8c8";

/** A class of the scale, 0 (worst) to 4 (best). */
export type Band = 0 | 1 | 2 | 3 | 4;

/** The contract's score labels, by band (0 extreme to 4 ideal). */
export const LABELS = ["extreme", "harsh", "acceptable", "comfortable", "ideal"] as const;

/** The lowest score of each band above extreme (harsh, acceptable, comfortable, ideal): the contract's label bands. */
const BAND_FLOORS = [20, 40, 60, 80] as const;

/** The band of a 0-100 score: 4 from 80, 3 from 60, 2 from 40, 1 from 20, else 0. */
export function scoreBand(score: number): Band {
  let band = 0;
  for (const floor of BAND_FLOORS) if (score >= floor) band++;
  return band as Band;
}

const LEVELS: Readonly<Record<string, Band>> = {
  low: 4,
  medium: 2,
  high: 0,
  safe: 4,
  caution: 2,
  retract: 0,
  ideal: 4,
  comfortable: 3,
  acceptable: 2,
  harsh: 1,
  extreme: 0,
};

/** The upper bound of each age band as a multiple of the stale limit (`maxAgeHours`): ¼, ½, 1, 2, then older. */
const AGE_STEPS = [0.25, 0.5, 1, 2] as const;

/** The band of an age in hours: 4 up to a quarter of `maxAgeHours`, 3 to half, 2 to all of it, 1 to twice, else 0. */
export function ageBand(hours: number, maxAgeHours: number): Band {
  const step = AGE_STEPS.findIndex((s) => hours <= s * maxAgeHours);
  return (step < 0 ? 0 : 4 - step) as Band;
}

/**
 * A record's value of `field` as a band, or null when it has none; `ageHours` is the record's age (null: unknown).
 * `p_good` is not a record's: null.
 */
export function bandOf(
  record: VanSkyCountry,
  field: ReportField,
  ageHours: number | null,
  maxAgeHours: number,
): Band | null {
  if (field === "age") return ageHours === null ? null : ageBand(ageHours, maxAgeHours);
  if (field === "p_good") return null;
  const value: unknown = record[field];
  if (typeof value === "number") return scoreBand(value);
  return typeof value === "string" && Object.hasOwn(LEVELS, value) ? (LEVELS[value] as Band) : null;
}

/** The fill of a band, or of no value. */
export const fillOf = (band: Band | null): string => (band === null ? NO_VALUE_FILL : PALETTE[band]);

/** One legend entry: a band's colour and what it stands for. */
export interface LegendEntry {
  /** The band (0 worst to 4 best). */
  readonly band: Band;
  /** Its words, e.g. `ideal ≥ 80` or `up to 3 h`. */
  readonly text: string;
}

/** The legends of the fields that are words other than the score label, best first. */
const WORD_LEGENDS: Readonly<Record<string, readonly LegendEntry[]>> = {
  condensation_risk: [
    { band: 4, text: "low" },
    { band: 2, text: "medium" },
    { band: 0, text: "high" },
  ],
  awning_status: [
    { band: 4, text: "safe" },
    { band: 2, text: "caution" },
    { band: 0, text: "retract" },
  ],
};

const BEST_FIRST = [4, 3, 2, 1, 0] as const;
const SCORE_RANGES = ["< 20", "20–39", "40–59", "60–79", "≥ 80"] as const;
const SHARE_RANGES = ["under 20 %", "20–39 %", "40–59 %", "60–79 %", "80 % or more"] as const;

/** The legend of `field`, best band first (`maxAgeHours` sets the age bands). */
export function legendOf(field: ReportField, maxAgeHours: number): readonly LegendEntry[] {
  const words = WORD_LEGENDS[field];
  if (words) return words;
  if (field === "age") {
    const [a, b, c, d] = AGE_STEPS.map((s) => s * maxAgeHours) as [number, number, number, number];
    // one unit written once ("3–6 h", "2–4 d"), else each bound with its own ("24 h–2 d", not "24–2 d")
    const range = (from: number, to: number) => {
      const [value, unit] = hoursWords(from).split(" ");
      const upper = hoursWords(to);
      return upper.endsWith(` ${unit}`) ? `${value}–${upper}` : `${value} ${unit}–${upper}`;
    };
    const texts = [`over ${hoursWords(d)}`, range(c, d), range(b, c), range(a, b), `up to ${hoursWords(a)}`];
    return BEST_FIRST.map((band) => ({ band, text: texts[band] as string }));
  }
  if (field === "p_good") return BEST_FIRST.map((band) => ({ band, text: `probability ${SHARE_RANGES[band]}` }));
  return BEST_FIRST.map((band) => ({ band, text: `${LABELS[band]} ${SCORE_RANGES[band]}` }));
}
