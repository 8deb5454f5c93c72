import { type Curve, clamp, interpolate } from "../math/curve.js";
import type { Cap } from "../profile/index.js";

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

/** A ceiling that applied ("extremes override"), with the input that reached its threshold. */
export interface AppliedCap {
  /** Which cap, e.g. `gale_wind`, `thunderstorm`. */
  readonly name: string;
  /** The value that reached the threshold, in the threshold's unit. */
  readonly input: number;
  /** The threshold reached. */
  readonly threshold: number;
  /** The highest score it allows. */
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
  /** Every cap whose threshold was reached (the lowest one bounds the score). */
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
 * Derives a score from its parts: Σ weight·rating / Σ weight over the components with a known input and rating
 * (their weights renormalized; an unknown one with an ordinary rating counts at the lower of that and the known
 * mean; no known one left makes the score `null`), plus the adjustments, under the lowest cap that applied, clamped
 * to 0-100 and rounded. With `explain` (the default) it also keeps each part for the breakdown;
 * without, the breakdown's lists are empty and the score is the same, for batch scoring that reads only the number.
 */
export class ScoreBuilder {
  private weights = 0;
  private weighted = 0;
  private points = 0;
  private ceiling = Number.POSITIVE_INFINITY;
  private readonly components: Component[] | null;
  private readonly adjustments: Adjustment[] | null;
  private readonly caps: AppliedCap[] | null;
  /** Facets whose input is unknown but that count at an ordinary rating: name, weight, that rating. */
  private readonly unknown: [string, number, number][] = [];

  constructor(explain = true) {
    this.components = explain ? [] : null;
    this.adjustments = explain ? [] : null;
    this.caps = explain ? [] : null;
  }

  /**
   * A rated facet. One whose input or rating is unknown drops out, unless `ordinaryRating` (the rating of an ordinary
   * value of its input) is given: then it counts at the lower of that and the known facets' weighted mean, so an
   * unknown input never lifts a score above what an ordinary one would give (docs/model.md, "Missing inputs").
   */
  component(name: string, input: number, rating: number, weight: number, ordinaryRating = Number.NaN): this {
    if (!(weight > 0)) return this;
    if (!Number.isNaN(input) && !Number.isNaN(rating)) {
      this.weights += weight;
      this.weighted += weight * rating;
      this.components?.push({ name, input, rating, weight });
    } else if (!Number.isNaN(ordinaryRating)) this.unknown.push([name, weight, ordinaryRating]);
    return this;
  }

  /**
   * A facet rated by `curve` at `input`, an unknown one at the curve's rating of `ordinaryInput` (see `component`;
   * `NaN` for none).
   */
  rated(name: string, curve: Curve, input: number, weight: number, ordinaryInput = Number.NaN): this {
    return this.component(name, input, interpolate(curve, input), weight, interpolate(curve, ordinaryInput));
  }

  adjust(name: string, input: number, points: number): this {
    if (points !== 0 && !Number.isNaN(points)) {
      this.points += points;
      this.adjustments?.push({ name, input, points });
    }
    return this;
  }

  /** Applies the cap when `input` has reached its threshold (`input >= at`; never for NaN). */
  capAtLeast(name: string, input: number, { at, cap }: Cap): this {
    if (input >= at) this.applyCap(name, input, at, cap);
    return this;
  }

  /** Applies the cap when `input` is below its threshold (`input < at`; never for NaN). */
  capBelow(name: string, input: number, { at, cap }: Cap): this {
    if (input < at) this.applyCap(name, input, at, cap);
    return this;
  }

  private applyCap(name: string, input: number, threshold: number, cap: number): void {
    if (cap < this.ceiling) this.ceiling = cap;
    this.caps?.push({ name, input, threshold, cap });
  }

  build(): ScoreBreakdown {
    let weights = this.weights;
    let weighted = this.weighted;
    const components = this.components ? [...this.components] : null;
    if (weights > 0) {
      const knownMean = weighted / weights;
      for (const [name, weight, ordinary] of this.unknown) {
        const rating = ordinary < knownMean ? ordinary : knownMean;
        weights += weight;
        weighted += weight * rating;
        components?.push({ name, input: Number.NaN, rating, weight });
      }
    }
    const score =
      weights > 0 ? Math.round(clamp(Math.min(weighted / weights + this.points, this.ceiling), 0, 100)) : null;
    return {
      score,
      components: components ?? UNEXPLAINED,
      adjustments: this.adjustments ?? UNEXPLAINED,
      caps: this.caps ?? UNEXPLAINED,
    };
  }
}
