import { clamp } from "../math/curve.js";
import type { Cap } from "../profile/index.js";

/** One rated facet of a score: its input (in the facet's unit), its rating 0-100 and its weight. */
export interface Component {
  readonly name: string;
  readonly input: number;
  readonly rating: number;
  readonly weight: number;
}

/** Points added to or taken from a score, with the input that decided them. */
export interface Adjustment {
  readonly name: string;
  readonly input: number;
  readonly points: number;
}

/** A ceiling that applied ("extremes override"), with the input that reached its threshold. */
export interface AppliedCap {
  readonly name: string;
  readonly input: number;
  readonly threshold: number;
  readonly cap: number;
}

/**
 * How a score came about: `score` is an integer 0-100 (or `null` when its essential input is missing), derived as
 * round(clamp(min(Σ weight·rating / Σ weight + Σ adjustments, caps), 0, 100)).
 */
export interface ScoreBreakdown {
  readonly score: number | null;
  readonly components: readonly Component[];
  readonly adjustments: readonly Adjustment[];
  readonly caps: readonly AppliedCap[];
}

/**
 * Collects a score's parts and derives the integer from them. Components with a NaN input or rating are left out
 * and the remaining weights renormalized; with none left, the score is `null`.
 */
export class ScoreBuilder {
  private readonly components: Component[] = [];
  private readonly adjustments: Adjustment[] = [];
  private readonly caps: AppliedCap[] = [];

  component(name: string, input: number, rating: number, weight: number): this {
    if (!Number.isNaN(input) && !Number.isNaN(rating) && weight > 0)
      this.components.push({ name, input, rating, weight });
    return this;
  }

  adjust(name: string, input: number, points: number): this {
    if (points !== 0 && !Number.isNaN(points)) this.adjustments.push({ name, input, points });
    return this;
  }

  /** Applies the cap when `input` has reached its threshold (`input >= at`; never for NaN). */
  capAtLeast(name: string, input: number, { at, cap }: Cap): this {
    if (input >= at) this.caps.push({ name, input, threshold: at, cap });
    return this;
  }

  /** Applies the cap when `input` is below its threshold (`input < at`; never for NaN). */
  capBelow(name: string, input: number, { at, cap }: Cap): this {
    if (input < at) this.caps.push({ name, input, threshold: at, cap });
    return this;
  }

  build(): ScoreBreakdown {
    let weights = 0;
    let sum = 0;
    for (const c of this.components) {
      weights += c.weight;
      sum += c.weight * c.rating;
    }
    let score: number | null = null;
    if (weights > 0) {
      let raw = sum / weights;
      for (const a of this.adjustments) raw += a.points;
      for (const c of this.caps) raw = Math.min(raw, c.cap);
      score = Math.round(clamp(raw, 0, 100));
    }
    return { score, components: this.components, adjustments: this.adjustments, caps: this.caps };
  }
}
