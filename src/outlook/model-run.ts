/**
 * One model's members of an ensemble answer, read for an outlook: its runs counted, gusts estimated where it has
 * none, 3- and 6-hour precipitation means read as peaks, runs lacking a variable or stopping early left out, and the
 * rest scored by the engine; and whether its drive scores see every hazard.
 */
import { isFlatBuffers } from "../adapters/flatbuffers/answer.js";
import { jsonOfFlatBuffers } from "../adapters/flatbuffers/json.js";
import type { JsonObject } from "../adapters/json.js";
import { type EnsembleLayout, ensembleLayout } from "../adapters/members.js";
import { type NormalizeOptions, readOptions } from "../adapters/options.js";
import type { SeriesMemory } from "../adapters/section.js";
import type { ForecastDays, Warn } from "../assemble/days.js";
import type { CheckedInput, CheckedOptions } from "../assemble/input.js";
import type { LocalSea } from "../day/sea.js";
import type { VanskyInputError } from "../errors.js";
import { checkMemberCount, lackingRuns, reachOf, timeAt } from "./checks.js";
import { hasValues, withEstimatedGusts } from "./gusts.js";
import { type LeftOut, type MemberScores, scoreMembers } from "./members.js";
import { withPeakHours } from "./step.js";
import type { EstimatedVariable } from "./types.js";

/** What reading one model's members gives. */
export interface ModelRun {
  /** The model's id as given (`gfs_seamless`), or the one its keys name; undefined for unsuffixed keys unnamed. */
  readonly model: string | undefined;
  /** How many runs the answer holds of it. */
  readonly runs: number;
  readonly scored: readonly MemberScores[];
  readonly leftOut: readonly LeftOut[];
  readonly firstError: VanskyInputError | null;
  /** What was estimated for its members. */
  readonly estimated: readonly EstimatedVariable[];
  /** Why its drive scores cannot see every hazard, or null when they can. */
  readonly driveUnseen: string | null;
  /** The variable and the answer's time at which most runs' values stop before the answer ends, else null. */
  readonly shortened: { readonly variable: string; readonly time: string } | null;
}

/** What every model of an outlook shares. */
export interface ModelContext {
  readonly input: CheckedInput;
  readonly options: CheckedOptions;
  readonly sea: (days: ForecastDays) => LocalSea | null;
  readonly memory: SeriesMemory;
  readonly warn: Warn;
  /** The gust factor for members without gusts, and where it comes from. */
  readonly gusts: { readonly factor: number; readonly how: string };
}

/** Why the drive scores of `layout`'s members miss a hazard, or null. */
function driveUnseen(layout: EnsembleLayout, model: string | undefined): string | null {
  const missing = [
    ...(hasValues(layout, "visibility") ? [] : ["visibility (fog costs a drive score up to 60 points)"]),
    ...(hasValues(layout, "wind_gusts_10m") ? [] : ["gusts or wind (gusts cost it up to 70)"]),
  ];
  if (missing.length === 0) return null;
  const who = model === undefined ? "the answer's members" : `${model}'s members`;
  return `${who} have no ${missing.join(" and no ")}: the drive cannot be seen (ask a model that has them: gfs_seamless)`;
}

/**
 * `answer` as read for an outlook: gusts estimated where no run has any, 3- and 6-hour precipitation means read as
 * peaks. A FlatBuffers answer is written out as its JSON answer first (`jsonOfFlatBuffers`), so that both formats
 * are estimated, and scored, alike: the same outlook from either.
 */
function completed(given: unknown, layout: EnsembleLayout, context: ModelContext, normalize: NormalizeOptions) {
  const answer = isFlatBuffers(given) ? jsonOfFlatBuffers(given, readOptions(normalize)) : (given as JsonObject);
  const gusts = withEstimatedGusts(answer, layout, context.gusts);
  const read = gusts.estimated ? ensembleLayout(gusts.answer, normalize) : layout;
  const peaks = withPeakHours(gusts.answer, read, context.options.profile);
  return {
    answer: peaks.answer,
    layout: read,
    estimated: [...(gusts.estimated ? [gusts.estimated] : []), ...peaks.estimated],
  };
}

/**
 * The members of `model` (undefined: the answer's one model) in `answer`, read for an outlook (module comment), and
 * the answer as read (with estimated gusts and peak hours), which the next model of a pool reads on.
 */
export function readModel(
  answer: unknown,
  model: string | undefined,
  context: ModelContext,
): { answer: unknown; run: ModelRun } {
  const normalize = model === undefined ? context.options.normalize : { ...context.options.normalize, model };
  const first = ensembleLayout(answer, normalize);
  const named = model ?? first.model;
  checkMemberCount(first, named, context.warn);
  const peaks = completed(answer, first, context, normalize);
  const layout = peaks.layout;
  const lacking = lackingRuns(layout);
  const reach = reachOf(
    peaks.answer,
    layout,
    layout.members.filter((m) => !layout.lacking.has(m)),
  );
  const left = new Set(reach.leftOut.map((l) => l.member));
  const runs = layout.members.filter((m) => !layout.lacking.has(m) && !left.has(m));
  const scored = scoreMembers(
    runs,
    { ...context.input, forecast: peaks.answer },
    { ...context.options, normalize },
    { sea: context.sea, lastIndex: reach.lastIndex },
    context.memory,
  );
  const time = timeAt(peaks.answer, reach.lastIndex);
  return {
    answer: peaks.answer,
    run: {
      model: named,
      runs: layout.members.length,
      scored: scored.scored,
      leftOut: [...lacking, ...reach.leftOut, ...scored.leftOut],
      firstError: scored.firstError,
      estimated: peaks.estimated,
      driveUnseen: driveUnseen(layout, named),
      shortened: reach.shortenedBy === null ? null : { variable: reach.shortenedBy, time },
    },
  };
}
