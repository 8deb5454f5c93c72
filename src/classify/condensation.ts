import type { DayWeather } from "../day/weather.js";
import {
  absoluteHumidityGm3,
  dewPointFromVapourPressureC,
  saturationVapourPressureHpa,
  vapourPressureHpa,
} from "../physics/humidity.js";
import type { Profile } from "../profile/index.js";

/** The contract's condensation risk overnight inside the van. */
export type CondensationRisk = "low" | "medium" | "high";

/** The night's condensation model, every intermediate value with its unit, and the risk it gives. */
export interface CondensationResult {
  /** The risk: high at a margin up to the profile's `highMarginK`, medium up to `mediumMarginK`, else low. */
  readonly risk: CondensationRisk;
  /** The night minimum outside, °C. */
  readonly outsideC: number;
  /** Water-vapour pressure outside, hPa (from the night dew point, else the night's highest humidity). */
  readonly outsideVapourHpa: number;
  /** Water-vapour density outside, g/m³. */
  readonly outsideGm3: number;
  /** Inside: the outside vapour plus the sleepers' breath, g/m³. */
  readonly insideGm3: number;
  /** The van's air temperature, °C (the night minimum plus `interiorExcessK`). */
  readonly insideC: number;
  /** The inside dew point, °C. */
  readonly insideDewPointC: number;
  /** The coldest surface's temperature (glass, bare steel), °C, after clear-sky cooling. */
  readonly surfaceC: number;
  /** Surface temperature minus the inside dew point, K: condensation where it is at or below 0. */
  readonly marginK: number;
}

/**
 * Overnight condensation inside an occupied, unheated van (docs/model.md, condensation_risk): at the night minimum
 * `To`, the outside vapour (from the night dew point, else the night's highest humidity) plus the sleepers' breath
 * N·G/(n·V) g/m³ gives the inside dew point; the coldest surface (glass or bare steel) sits at To + f·(Ti − To) − ΔTsky
 * with ISO 13788's temperature factor f and clear-sky radiative cooling ΔTsky = c·(1 − cloud/100). Margin = surface −
 * inside dew point: high at or below 0 K, medium up to 3 K (ISO 13788 practice), else low. Unknown inputs (no night
 * humidity) give low with a NaN margin.
 */
export function condensationRisk(day: DayWeather, profile: Profile): CondensationResult {
  const p = profile.condensation;
  const outsideC = day.tempMinC;
  const outsideVapourHpa = Number.isNaN(day.night.dewPointC)
    ? vapourPressureHpa(outsideC, day.night.humidityMaxPct)
    : saturationVapourPressureHpa(Math.min(day.night.dewPointC, outsideC));
  const outsideGm3 = absoluteHumidityGm3(outsideVapourHpa, outsideC);
  const insideGm3 = outsideGm3 + (p.occupants * p.moistureGPerHourPerPerson) / (p.airChangesPerHour * p.volumeM3);
  const insideC = outsideC + p.interiorExcessK;
  const insideDewPointC = dewPointFromVapourPressureC((insideGm3 * (insideC + 273.15)) / 216.7);
  const cloud = Number.isNaN(day.night.cloudPct) ? 50 : day.night.cloudPct;
  const cooling = day.night.windMeanKmh >= p.calmBelowKmh ? p.clearSkyCoolingWindyK : p.clearSkyCoolingCalmK;
  const surfaceC = outsideC + p.surfaceTemperatureFactor * (insideC - outsideC) - cooling * (1 - cloud / 100);
  const marginK = surfaceC - insideDewPointC;
  const risk: CondensationRisk = marginK <= p.highMarginK ? "high" : marginK <= p.mediumMarginK ? "medium" : "low";
  return { risk, outsideC, outsideVapourHpa, outsideGm3, insideGm3, insideC, insideDewPointC, surfaceC, marginK };
}
