/**
 * The shapes the fetch room's modules share: a request of either plan, a plan as the command fetches it, and what a
 * request's answer came to. Types only, so that the plan (./plan.ts), the fetching (./run.ts), the HTTP side
 * (./http.ts) and the body limit (./body.ts) import from here and not from each other.
 */
import type { PlannedEnsembleRequest, PlannedRequest, RequestPoint } from "../../index.js";

/** An answer as fetched and written: a JSON answer's text, or a FlatBuffers answer's bytes (`--format flatbuffers`). */
export type AnswerBody = string | Uint8Array;

/** A request of a forecast plan (forecast or marine) or of an ensemble plan. */
export type AnyRequest = PlannedRequest | PlannedEnsembleRequest;

/**
 * What each answer of a plan is checked against before it replaces anything: the days asked and, for an ensemble,
 * the model asked and its runs (the control run included).
 */
export interface Asked {
  /** `forecast_days` of every request. */
  readonly forecastDays: number;
  /** The ensemble model asked (`models=`); undefined for a forecast plan. */
  readonly model?: string;
  /** Runs per answer: 1 for a forecast, the model's members for an ensemble. */
  readonly members: number;
}

/** What a run fetches: the points, the requests that ask for them, and what was asked of every answer. */
export interface AnyPlan extends Asked {
  readonly points: readonly RequestPoint[];
  readonly requests: readonly AnyRequest[];
}

/** A run's plan as the command uses it: the library's requests, their cost, and what `--dry-run` says of them. */
export interface FetchPlan extends AnyPlan {
  /** Total cost in API calls by Open-Meteo's counting. */
  readonly weight: number;
  /** The APIs the plan asks, in `--dry-run`'s order. */
  readonly apis: readonly AnyRequest["api"][];
  /** `--dry-run`'s first line. */
  readonly title: string;
  /** The same plan for `points` (some of this plan's). */
  replan(points: readonly RequestPoint[]): FetchPlan;
}

/**
 * A request's outcome: the body (a JSON answer's text, a FlatBuffers answer's bytes) and when the server answered it
 * (`at`, ./clock.ts), or why it failed for good (with the last HTTP status, when there was one).
 */
export type Outcome =
  | { readonly ok: true; readonly body: AnswerBody; readonly at: string }
  | { readonly ok: false; readonly reason: string; readonly status?: number };
