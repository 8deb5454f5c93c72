/** The outlook's days from the members' scores: each day's spread and odds, and the day most likely good to move. */
import type { Profile } from "../profile/index.js";
import type { MemberScores } from "./members.js";
import { confidenceOf, labelOdds, roundShare, scoreQuantiles, shareAtLeast } from "./odds.js";
import type { OutlookDay, VanSkyOutlook } from "./types.js";

/** Day `k` of each member's `field`, in member order. */
function column(members: readonly MemberScores[], field: "van" | "sleep" | "drive" | "solar", k: number): Int16Array {
  return Int16Array.from(members, (m) => m[field][k] as number);
}

/** The share of members good both to drive and to stay on day `k`: drive and van score at least `goodFrom`. */
function bothGoodShare(members: readonly MemberScores[], k: number, goodFrom: number): number {
  let count = 0;
  for (const m of members) if ((m.van[k] as number) >= goodFrom && (m.drive[k] as number) >= goodFrom) count++;
  return count / members.length;
}

/**
 * Day `k` of the outlook from the members' scores (all of which have it): quantiles of each score, the label's
 * shares, the most likely label and its confidence, and the shares of members good to stay (`p_good`) and to drive
 * (`p_drive`), a day being good from `labels.comfortable` (60, the comfortable label's lower bound) on.
 */
export function outlookDay(members: readonly MemberScores[], k: number, profile: Profile): OutlookDay {
  const van = column(members, "van", k);
  const drive = column(members, "drive", k);
  const solar = column(members, "solar", k).filter((s) => s >= 0);
  const odds = labelOdds(van, profile.labels);
  const goodFrom = profile.labels.comfortable;
  return {
    date: (members[0] as MemberScores).dates[k] as string,
    van: scoreQuantiles(van),
    sleep: scoreQuantiles(column(members, "sleep", k)),
    drive: scoreQuantiles(drive),
    solar: solar.length > 0 ? scoreQuantiles(solar) : null,
    label_probability: {
      ideal: roundShare(odds.shares.ideal),
      comfortable: roundShare(odds.shares.comfortable),
      acceptable: roundShare(odds.shares.acceptable),
      harsh: roundShare(odds.shares.harsh),
      extreme: roundShare(odds.shares.extreme),
    },
    label: odds.label,
    p_good: roundShare(shareAtLeast(van, goodFrom)),
    p_drive: roundShare(shareAtLeast(drive, goodFrom)),
    confidence: confidenceOf(odds.share, profile.outlook),
  };
}

/**
 * The best day to move from tomorrow on (day 1 of the members' days): the largest share of members good both to
 * drive and to stay, the earliest of equal shares; null when the largest is below `outlook.bestMoveDayFloor`.
 */
export function bestMoveDayOf(
  members: readonly MemberScores[],
  days: number,
  profile: Profile,
): VanSkyOutlook["best_move_day"] {
  let best = -1;
  let bestShare = -1;
  for (let k = 1; k < days; k++) {
    const share = bothGoodShare(members, k, profile.labels.comfortable);
    if (share > bestShare) {
      best = k;
      bestShare = share;
    }
  }
  if (best < 0 || bestShare < profile.outlook.bestMoveDayFloor) return null;
  return { date: (members[0] as MemberScores).dates[best] as string, probability: roundShare(bestShare) };
}
