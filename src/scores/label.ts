import type { Profile } from "../profile/index.js";

/** The contract's score labels, best first. */
export type ScoreLabel = "ideal" | "comfortable" | "acceptable" | "harsh" | "extreme";

/**
 * The label of a 0-100 score: ideal from 80, comfortable from 60, acceptable from 40, harsh from 20, else extreme
 * (VanSky's published bands, the same 20-point bands as the HCI categories of Gunathilake et al. 2023). The live
 * service writes `hard` where its contract says `harsh`; vansky follows the contract.
 */
export function scoreLabel(score: number, labels: Profile["labels"]): ScoreLabel {
  if (score >= labels.ideal) return "ideal";
  if (score >= labels.comfortable) return "comfortable";
  if (score >= labels.acceptable) return "acceptable";
  if (score >= labels.harsh) return "harsh";
  return "extreme";
}
