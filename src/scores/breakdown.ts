import { clamp, interpolateFlat } from "../math/curve.js";
import type { Cap } from "../profile/index.js";

/**
 * How far `x` has reached a threshold `at` that is approached over `taper` below it, 0-1: 1 from `at` on, 0 at or
 * below `at − taper`, linear between (a step at `at` when `taper` is 0); 0 for NaN. The caps' taper
 * (docs/model.md, "Caps approached by a taper").
 */
export function reachedAtLeast(x: number, at: number, taper: number): number {
  if (x >= at) return 1;
  const from = at - taper;
  return x > from ? (x - from) / taper : 0;
}

/** How far `x` has gone below a threshold `at` approached over `taper` above it, 0-1 (`reachedAtLeast` mirrored). */
export function reachedBelow(x: number, at: number, taper: number): number {
  if (x < at) return 1;
  const from = at + taper;
  return x < from ? (from - x) / taper : 0;
}

/** One rated facet of a score: its input (in the facet's unit), its rating 0-100 and its weight. */
export interface Component {
  /** The facet, e.g. `thermal`, `wind`. */
  readonly name: string;
  /**
   * The value rated, in the facet's unit (°C, %, mm, km/h, m); `NaN` for an unknown input counted at an ordinary
   * rating (see `ScoreBuilder.component`).
   */
  readonly input: number;
  /** Its rating, 0-100. */
  readonly rating: number;
  /** Its weight in the score. */
  readonly weight: number;
}

/** Points added to or taken from a score, with the input that decided them. */
export interface Adjustment {
  /** What it is for, e.g. `humidity`, `bonus`. */
  readonly name: string;
  /** The value that decided it, in its unit. */
  readonly input: number;
  /** Points added (positive) or taken (negative). */
  readonly points: number;
}

/**
 * A ceiling that applied ("extremes override"), with the input that reached its threshold or its taper below it
 * (docs/model.md, "Caps approached by a taper").
 */
export interface AppliedCap {
  /** Which cap, e.g. `gale_wind`, `thunderstorm`. */
  readonly name: string;
  /** The value that reached the threshold (or its taper), in the threshold's unit. */
  readonly input: number;
  /** The threshold. */
  readonly threshold: number;
  /** The highest score it allows: the cap from the threshold on, between it and 100 on the taper. */
  readonly cap: number;
}

/**
 * How a score came about: `score` is an integer 0-100 (or `null` when its essential input is missing), derived as
 * round(clamp(min(Σ weight·rating / Σ weight + Σ adjustments, caps), 0, 100)). The lists are empty when the score
 * was computed with `explain` false.
 */
export interface ScoreBreakdown {
  /** The score, an integer 0-100, or null when its essential input is missing. */
  readonly score: number | null;
  /** The rated facets and their weights. */
  readonly components: readonly Component[];
  /** Points added or taken after the weighted mean. */
  readonly adjustments: readonly Adjustment[];
  /** Every cap whose threshold or taper was reached (the lowest one bounds the score). */
  readonly caps: readonly AppliedCap[];
}

/** Options of the score functions. */
export interface BreakdownOptions {
  /**
   * Keep the breakdown's parts (components, adjustments, caps); default true. False gives the same score with empty
   * lists, for batch scoring that reads only the number.
   */
  readonly explain?: boolean;
}

/** The parts of a breakdown that was not asked to explain itself. */
const UNEXPLAINED = Object.freeze([]) as readonly never[];

/**
 * Every breakdown without its parts, by score (0-100, and null at 101): such a breakdown is its score alone, so
 * unexplained scores share these frozen ones rather than allocate one each (35 a record).
 */
const UNEXPLAINED_BREAKDOWNS: readonly ScoreBreakdown[] = Array.from({ length: 102 }, (_, score) =>
  Object.freeze({
    score: score === 101 ? null : score,
    components: UNEXPLAINED,
    adjustments: UNEXPLAINED,
    caps: UNEXPLAINED,
  }),
);

/**
 * Derives a score from its parts: Σ weight·rating / Σ weight over the components with a known input and rating
 * (their weights renormalized; an unknown one with an ordinary rating counts at the lower of that and the known
 * mean; no known one left makes the score `null`), plus the adjustments, under the lowest cap that applied, clamped
 * to 0-100 and rounded. With `explain` (the default) it also keeps each part for the breakdown;
 * without, the breakdown's lists are empty and the score is the same, for batch scoring that reads only the number.
 * The score functions take theirs from `scoreBuilder`.
 */
export class ScoreBuilder {
  private weights = 0;
  private weighted = 0;
  private points = 0;
  private ceiling = Number.POSITIVE_INFINITY;
  private readonly components: Component[] | null;
  private readonly adjustments: Adjustment[] | null;
  private readonly caps: AppliedCap[] | null;
  /** Facets whose input is unknown but that count at an ordinary rating: how many, their names, weights, ratings. */
  private unknown = 0;
  private readonly unknownNames: string[] = [];
  private readonly unknownWeights: number[] = [];
  private readonly unknownRatings: number[] = [];
  /** Whether each counts at its ordinary rating whatever the known facets' mean (`ordinaryFacet`). */
  private readonly unknownExact: boolean[] = [];

  constructor(explain = true) {
    this.components = explain ? [] : null;
    this.adjustments = explain ? [] : null;
    this.caps = explain ? [] : null;
  }

  /** Empties the builder for another score (`scoreBuilder`'s shared unexplained one). */
  reset(): this {
    this.weights = 0;
    this.weighted = 0;
    this.points = 0;
    this.ceiling = Number.POSITIVE_INFINITY;
    this.unknown = 0;
    return this;
  }

  /**
   * A rated facet. One whose input or rating is unknown drops out, unless `ordinaryRating` (the rating of an ordinary
   * value of its input) is given: then it counts at the lower of that and the known facets' weighted mean, so an
   * unknown input never lifts a score above what an ordinary one would give (docs/model.md, "Missing inputs").
   */
  component(name: string, input: number, rating: number, weight: number, ordinaryRating = Number.NaN): this {
    return this.facet(name, input, rating, weight, ordinaryRating, false);
  }

  /**
   * A rated facet whose unknown input counts at exactly `ordinaryRating` (the rating of an ordinary value), whatever
   * the known facets rate, as long as one is known: unknown is ordinary, neither better nor worse (the sea's waves
   * and water, docs/model.md, "Missing inputs").
   */
  ordinaryFacet(name: string, input: number, rating: number, weight: number, ordinaryRating: number): this {
    return this.facet(name, input, rating, weight, ordinaryRating, true);
  }

  private facet(name: string, input: number, rating: number, weight: number, ordinary: number, exact: boolean): this {
    if (!(weight > 0)) return this;
    if (!Number.isNaN(input) && !Number.isNaN(rating)) {
      this.weights += weight;
      this.weighted += weight * rating;
      this.components?.push({ name, input, rating, weight });
    } else if (!Number.isNaN(ordinary)) {
      this.unknownNames[this.unknown] = name;
      this.unknownWeights[this.unknown] = weight;
      this.unknownRatings[this.unknown] = ordinary;
      this.unknownExact[this.unknown] = exact;
      this.unknown++;
    }
    return this;
  }

  /**
   * A facet rated by `curve` (flat, as `flatCurve` gives it) at `input`, an unknown one at the curve's rating of
   * `ordinaryInput` (see `component`; `NaN` for none).
   */
  rated(name: string, curve: Float64Array, input: number, weight: number, ordinaryInput = Number.NaN): this {
    return this.component(name, input, interpolateFlat(curve, input), weight, interpolateFlat(curve, ordinaryInput));
  }

  adjust(name: string, input: number, points: number): this {
    if (points !== 0 && !Number.isNaN(points)) {
      this.points += points;
      this.adjustments?.push({ name, input, points });
    }
    return this;
  }

  /**
   * Applies the cap once `input` has reached its threshold (`input >= at`), approached over `taper` below it: the
   * ceiling falls linearly from 100 at `at − taper` to the cap at `at` (`reachedAtLeast`), so a small change of the
   * input never moves the score by more than (100 − cap)/taper per unit; never for NaN.
   */
  capAtLeast(name: string, input: number, { at, cap }: Cap, taper = 0): this {
    return this.ceilingAt(name, input, at, cap, reachedAtLeast(input, at, taper));
  }

  /**
   * Applies the cap once `input` is below its threshold (`input < at`), approached over `taper` above it; never for
   * NaN.
   */
  capBelow(name: string, input: number, { at, cap }: Cap, taper = 0): this {
    return this.ceilingAt(name, input, at, cap, reachedBelow(input, at, taper));
  }

  /**
   * A cap applied to the extent `reached` (0-1, from `reachedAtLeast` or `reachedBelow`, the least of several for a
   * cap of two conditions): the ceiling cap + (100 − cap)·(1 − reached), listed with its threshold and the ceiling
   * it set; nothing at 0.
   */
  ceilingAt(name: string, input: number, threshold: number, cap: number, reached: number): this {
    if (!(reached > 0)) return this;
    const ceiling = reached >= 1 ? cap : cap + (100 - cap) * (1 - reached);
    if (ceiling < this.ceiling) this.ceiling = ceiling;
    this.caps?.push({ name, input, threshold, cap: ceiling });
    return this;
  }

  build(): ScoreBreakdown {
    let weights = this.weights;
    let weighted = this.weighted;
    const components = this.components ? [...this.components] : null;
    if (weights > 0) {
      const knownMean = weighted / weights;
      for (let i = 0; i < this.unknown; i++) {
        const ordinary = this.unknownRatings[i] as number;
        const weight = this.unknownWeights[i] as number;
        const rating = ordinary < knownMean || this.unknownExact[i] ? ordinary : knownMean;
        weights += weight;
        weighted += weight * rating;
        components?.push({ name: this.unknownNames[i] as string, input: Number.NaN, rating, weight });
      }
    }
    const score =
      weights > 0 ? Math.round(clamp(Math.min(weighted / weights + this.points, this.ceiling), 0, 100)) : null;
    if (this === shared) sharedInUse = false;
    if (!components) return UNEXPLAINED_BREAKDOWNS[score ?? 101] as ScoreBreakdown;
    return { score, components, adjustments: this.adjustments ?? UNEXPLAINED, caps: this.caps ?? UNEXPLAINED };
  }
}

/** The builder of unexplained scores, and whether a score is being built with it. */
const shared = new ScoreBuilder(false);
let sharedInUse = false;

/**
 * The builder of one score: a new one that keeps the parts when `explain`, else the one shared unexplained builder,
 * emptied, which a score builds start to finish (its `build` frees it). A score begun while another is being built
 * with it (a getter of the input that scores a day) gets a new one, as does every score after one that never
 * reached `build` (an input that threw): correct, only slower. Sharing it spares 35 builders a record (bench:ab in
 * docs/performance.md).
 */
export function scoreBuilder(explain: boolean): ScoreBuilder {
  if (explain || sharedInUse) return new ScoreBuilder(explain);
  sharedInUse = true;
  return shared.reset();
}
