/**
 * An ensemble answer checked before its members count: how far each run's values reach (a run whose values stop
 * before most runs' is left out; values that stop in most runs end the outlook there), and whether the answer holds
 * as many runs as its model has (fewer, or a single run, is said in `warnings`). Never is a run scored as complete
 * whose values are not (review 2026-11-28, N10).
 */
import type { JsonObject } from "../adapters/json.js";
import type { EnsembleLayout } from "../adapters/members.js";
import type { Warn } from "../assemble/days.js";
import { formatWallMinute } from "../time/civil.js";
import { hasValues } from "./gusts.js";
import type { LeftOut } from "./members.js";
import { ENSEMBLE_MODELS, isEnsembleModelId } from "./models.js";

/**
 * The runs of `layout` that lack a variable other runs have values of (no key, or only nulls), each left out unread:
 * scored without it, its scores would lean one way (no gusts, no gust penalty).
 */
export const lackingRuns = (layout: EnsembleLayout): LeftOut[] =>
  [...layout.lacking].map(([member, names]) => ({
    member,
    why: `lacking ${names.join(", ")}, which the other members have`,
  }));

/** How far the runs reach: the last hour the outlook reads, the runs that stop before it, and what stops there. */
export interface Reach {
  /** Index of the last hour more than half the runs have every variable of (the answer's last hour at most). */
  readonly lastIndex: number;
  /** Runs whose values stop before `lastIndex`. */
  readonly leftOut: readonly LeftOut[];
  /** The variable whose values stop at `lastIndex` in most runs, when that is before the answer's end; else null. */
  readonly shortenedBy: string | null;
}

/**
 * The `hourly.time` value at `index` as Open-Meteo's ISO times write it (`2026-07-16T23:00`, the local wall time):
 * a unix time (a FlatBuffers answer's, as `jsonOfFlatBuffers` writes it, or `timeformat=unixtime`'s) at the answer's
 * UTC offset, so that a warning reads the same whatever the answer's format; without one, `hour 12`.
 */
export function timeAt(answer: unknown, index: number): string {
  const json = answer as { hourly?: JsonObject; utc_offset_seconds?: unknown };
  const time = (json.hourly?.time as unknown[] | undefined)?.[index];
  if (typeof time !== "number" || !Number.isFinite(time)) return String(time ?? `hour ${index}`);
  const offsetS = typeof json.utc_offset_seconds === "number" ? json.utc_offset_seconds : 0;
  return formatWallMinute((time + offsetS) * 1000);
}

/**
 * How far the runs of `layout` (those in `runs`, not left out already) reach: each run's reach is the last hour at
 * which it still has a value of every variable some run has values of; the outlook reads up to the reach more than
 * half the runs attain, and leaves out the runs that stop before it.
 */
export function reachOf(answer: unknown, layout: EnsembleLayout, runs: readonly number[]): Reach {
  const variables = [...new Set([...layout.runs.values()].flatMap((run) => [...run.keys()]))].filter((v) =>
    hasValues(layout, v),
  );
  const reach = new Map<number, { index: number; variable: string }>();
  for (const member of runs) {
    let index = layout.hours - 1;
    let variable = "";
    for (const v of variables) {
      const last = layout.runs.get(member)?.get(v)?.lastIndex ?? -1;
      if (last < index) {
        index = last;
        variable = v;
      }
    }
    reach.set(member, { index, variable });
  }
  const sorted = [...reach.values()].sort((a, b) => b.index - a.index);
  const majority = sorted[Math.floor(sorted.length / 2)] ?? { index: layout.hours - 1, variable: "" };
  const leftOut: LeftOut[] = [];
  for (const [member, { index, variable }] of reach)
    if (index < majority.index)
      leftOut.push({
        member,
        why: `its ${variable} ending at ${timeAt(answer, index)}, before most members' (${timeAt(answer, majority.index)})`,
      });
  return {
    lastIndex: majority.index,
    leftOut,
    shortenedBy: majority.index < layout.hours - 1 ? majority.variable : null,
  };
}

/**
 * Warns (`FEW_MEMBERS`) of an answer with fewer runs than its model (`model`, an id of `ENSEMBLE_MODELS`) has, or
 * with a single run (a forecast is an ensemble of one: its shares are one run's verdicts, with no spread).
 */
export function checkMemberCount(layout: EnsembleLayout, model: string | undefined, warn: Warn): void {
  const runs = layout.members.length;
  const expected = model !== undefined && isEnsembleModelId(model) ? ENSEMBLE_MODELS[model] : undefined;
  if (runs === 1)
    warn(
      "FEW_MEMBERS",
      "hourly",
      "a single run, not an ensemble: every count is this run's verdict, with no spread (ask the Ensemble API)",
    );
  else if (expected && runs < expected.members)
    warn(
      "FEW_MEMBERS",
      "hourly",
      `${runs} runs of ${expected.name}'s ${expected.members}: the odds are of the runs the answer has`,
    );
}
