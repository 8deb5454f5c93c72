/**
 * The outlook's days from the members' scores: each day's spread, counts and probabilities, and the day best to move
 * in the most members. Members come in groups, one per model of a pool, each group weighing its share whatever its
 * member count.
 */
import { bestMoveDay } from "../plan/best-move-day.js";
import type { Profile } from "../profile/index.js";
import { scoreLabel } from "../scores/label.js";
import { type CalibratedField, calibrate } from "./calibration.js";
import type { MemberScores } from "./members.js";
import {
  countAtLeast,
  labelCounts,
  type ModelCount,
  probabilityOf,
  publishedProbability,
  roundShare,
  scoreQuantiles,
} from "./odds.js";
import type { OutlookDay, RecordDay, VanSkyOutlook } from "./types.js";

/** One model's members and its weight in the pool (the weights of a pool sum to 1). */
export interface MemberGroup {
  readonly members: readonly MemberScores[];
  readonly weight: number;
}

/** What a day is told beside the members: whether the drive is seen, and the record's own day. */
export interface DayContext {
  /** Whether every member's drive score reads every hazard (gusts and visibility known or estimated). */
  readonly driveSeen: boolean;
  /** The record's day, with its weight in the probabilities; null without one. */
  readonly record: RecordDay | null;
}

type Field = "van" | "sleep" | "drive" | "solar";

/** The first member of the first group (every member has the same dates). */
const firstMember = (groups: readonly MemberGroup[]): MemberScores =>
  (groups[0] as MemberGroup).members[0] as MemberScores;

/** Day `k` of each member's `field`, the groups one after another, in member order. */
function column(groups: readonly MemberGroup[], field: Field, k: number): Int16Array {
  let n = 0;
  for (const g of groups) n += g.members.length;
  const out = new Int16Array(n);
  let i = 0;
  for (const g of groups) for (const m of g.members) out[i++] = m[field][k] as number;
  return out;
}

/** Each member's weight in member order (a group's weight over its member count); undefined for one group. */
function weightsOf(groups: readonly MemberGroup[]): Float64Array | undefined {
  if (groups.length === 1) return undefined;
  return Float64Array.from(
    groups.flatMap((g) => g.members.map(() => g.weight / g.members.length)),
    (w) => w,
  );
}

/** Each group's count of members whose `field` of day `k` is at least `from`. */
const countsOf = (groups: readonly MemberGroup[], field: Field, k: number, from: number): ModelCount[] =>
  groups.map((g) => ({ k: countAtLeast(column([g], field, k), from), n: g.members.length, weight: g.weight }));

/** The published probability of `field` reaching `from` on day `k` (lead `k`): Laplace's, the record in, calibrated. */
function probability(
  groups: readonly MemberGroup[],
  day: {
    k: number;
    field: Field;
    from: number;
    calibrated: CalibratedField;
    record: { yes: boolean; weight: number } | null;
  },
  profile: Profile,
): { members: number; p: number } {
  const counts = countsOf(groups, day.field, day.k, day.from);
  const p = calibrate(profile, day.calibrated, day.k, probabilityOf(counts, day.record));
  return { members: counts.reduce((sum, c) => sum + c.k, 0), p: publishedProbability(p) };
}

/**
 * Day `k` of the outlook from the members' scores (all of which have it): quantiles of each score (Weibull ranks,
 * weighted in a pool), the median member's label, the members per label and on the label, the members good to stay
 * and to drive (van or drive score at least `labels.comfortable`, 60) and the probabilities of both, the record's
 * verdict weighted in (`context.record`); drive fields null when the drive is not seen.
 */
export function outlookDay(
  groups: readonly MemberGroup[],
  k: number,
  profile: Profile,
  context: DayContext,
): OutlookDay {
  const weights = weightsOf(groups);
  const van = column(groups, "van", k);
  const solarAll = column(groups, "solar", k);
  const solarKept = solarAll.map((s, i) => (s >= 0 ? i : -1)).filter((i) => i >= 0);
  const solar = Int16Array.from(solarKept, (i) => solarAll[i] as number);
  const solarWeights = weights && Float64Array.from(solarKept, (i) => weights[i] as number);
  const vanQ = scoreQuantiles(van, weights);
  const label = scoreLabel(vanQ.p50, profile.labels);
  const labelMembers = labelCounts(van, profile.labels);
  const from = profile.labels.comfortable;
  const { record } = context;
  const verdict = (score: number) => (record ? { yes: score >= from, weight: record.weight } : null);
  const good = probability(
    groups,
    { k, field: "van", from, calibrated: "p_good", record: verdict(record?.van ?? 0) },
    profile,
  );
  const drive = context.driveSeen
    ? probability(
        groups,
        { k, field: "drive", from, calibrated: "p_drive", record: verdict(record?.drive ?? 0) },
        profile,
      )
    : null;
  return {
    date: firstMember(groups).dates[k] as string,
    van: vanQ,
    sleep: scoreQuantiles(column(groups, "sleep", k), weights),
    drive: context.driveSeen ? scoreQuantiles(column(groups, "drive", k), weights) : null,
    solar: solar.length > 0 ? scoreQuantiles(solar, solarWeights) : null,
    label,
    label_members: labelMembers,
    agreement: labelMembers[label],
    members_good: good.members,
    p_good: good.p,
    members_drive: drive?.members ?? null,
    p_drive: drive?.p ?? null,
    record,
  };
}

/** The day (index) best to move in `member` over its first `days` days, by the record's rule (`bestMoveDay`). */
function bestDayOf(member: MemberScores, days: number): number {
  const candidates = Array.from({ length: days }, (_, k) => ({
    date: String(k),
    drive_score: member.drive[k] as number,
    van_score: member.van[k] as number,
  }));
  return Number(bestMoveDay(candidates)?.date ?? 0);
}

/**
 * The best day to move by the record's own rule (`bestMoveDay`: the best drive score, then the best van score, then
 * the earliest, today included) in each member over the outlook's `days` days; the day best in the largest weighted
 * share of members (the earliest of equal shares), with how many members and that share (three decimals).
 */
export function bestMoveDayOf(
  groups: readonly MemberGroup[],
  days: number,
): NonNullable<VanSkyOutlook["best_move_day"]> {
  const count = new Int32Array(days);
  const share = new Float64Array(days);
  for (const g of groups)
    for (const m of g.members) {
      const k = bestDayOf(m, days);
      count[k] = (count[k] as number) + 1;
      share[k] = (share[k] as number) + g.weight / g.members.length;
    }
  let best = 0;
  for (let k = 1; k < days; k++) if ((share[k] as number) > (share[best] as number) + 1e-12) best = k;
  return {
    date: firstMember(groups).dates[best] as string,
    members_best: count[best] as number,
    share: roundShare(share[best] as number),
  };
}
