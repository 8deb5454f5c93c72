/**
 * A calibration of the outlook's probabilities (`vansky verify --fit`, docs/model.md, "Outlook"): per lead day, a
 * curve from the uncalibrated probability (Laplace's rule with the record weighted in) to the frequency with which
 * such forecasts verified, fitted on past outlooks; stored in the profile (`outlook.calibration`) and applied when
 * present.
 */
import { type Curve, interpolate } from "../math/curve.js";
import type { Profile } from "../profile/index.js";

/** Which probability a calibration curve maps. */
export type CalibratedField = "p_good" | "p_drive";

/** The curves of `field` in the profile's calibration: one per lead day (the last serves the leads beyond it). */
const curvesOf = (calibration: Profile["outlook"]["calibration"], field: CalibratedField): readonly Curve[] =>
  field === "p_good" ? calibration.pGood : calibration.pDrive;

/** Whether the profile has a calibration of `field`. */
export const isCalibrated = (profile: Profile, field: CalibratedField): boolean =>
  curvesOf(profile.outlook.calibration, field).length > 0;

/**
 * `p` (an uncalibrated probability of `field` at lead day `lead`, 0 today) through the profile's calibration: the
 * lead's curve (the last curve for a lead beyond them), linear between its points, flat beyond its ends; `p` itself
 * without one.
 */
export function calibrate(profile: Profile, field: CalibratedField, lead: number, p: number): number {
  const curves = curvesOf(profile.outlook.calibration, field);
  if (curves.length === 0) return p;
  return interpolate(curves[Math.min(lead, curves.length - 1)] as Curve, p);
}
