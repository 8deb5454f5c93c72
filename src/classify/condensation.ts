import type { DayWeather } from "../day/weather.js";
import {
  absoluteHumidityGm3,
  dewPointFromVapourPressureC,
  frostPointFromVapourPressureC,
  saturationVapourPressureHpa,
  vapourPressureHpa,
} from "../physics/humidity.js";
import type { Profile } from "../profile/index.js";

/** The contract's condensation risk overnight inside the van. */
export type CondensationRisk = "low" | "medium" | "high";

/** The night's condensation model, every intermediate value with its unit, and the risk it gives. */
export interface CondensationResult {
  /**
   * The risk: high at a margin up to the profile's `highMarginK`, medium up to `mediumMarginK`, else low; medium where
   * tonight's humidity or temperature is unknown.
   */
  readonly risk: CondensationRisk;
  /** Tonight's minimum outside (22:00-07:00 after the day), °C. */
  readonly outsideC: number;
  /**
   * Water-vapour pressure outside, hPa: from the night dew point, else the night's highest humidity, else saturated
   * at the minimum (FAO-56's estimate without humidity data, Tdew ≈ Tmin).
   */
  readonly outsideVapourHpa: number;
  /** Water-vapour density outside, g/m³. */
  readonly outsideGm3: number;
  /** Inside: the outside vapour plus the sleepers' breath, g/m³. */
  readonly insideGm3: number;
  /** The van's air temperature, °C (tonight's minimum plus `interiorExcessK`). */
  readonly insideC: number;
  /** The inside dew point, °C. */
  readonly insideDewPointC: number;
  /**
   * Where water or frost starts on glass, °C: the inside dew point, or the frost point where that is higher (below
   * 0 °C, where vapour deposits as frost).
   */
  readonly insideSaturationC: number;
  /** The coldest surface's temperature (glass, bare steel), °C, after clear-sky cooling. */
  readonly surfaceC: number;
  /** Surface temperature minus `insideSaturationC`, K: condensation or frost where it is at or below 0. */
  readonly marginK: number;
  /**
   * Whether tonight's humidity is unknown (no dew point, no humidity): the vapour values above are then FAO-56's
   * saturated estimate, a worst case whose margin is negative on every night, and the risk is medium, not high.
   */
  readonly humidityUnknown: boolean;
}

/**
 * Overnight condensation inside an occupied, unheated van (docs/model.md, condensation_risk): at tonight's minimum
 * `To` (22:00-07:00 after the day), the outside vapour (from the night dew point, else the night's highest humidity,
 * else saturation at `To`, FAO-56's rule without humidity data) plus the sleepers' breath N·G/(n·V) g/m³ gives the
 * inside dew point, or below 0 °C the frost point; the coldest surface (glass or bare steel) sits at
 * To + f·(Ti − To) − ΔTsky with ISO 13788's temperature factor f, Ti − To from the van's heat balance and
 * clear-sky radiative cooling ΔTsky = c·(1 − cloud/100) (an unknown sky at `ordinary.cloudPct`, an unknown wind
 * calm). Margin = surface − that saturation point: high at or below 0 K, medium up to 3 K, else low; medium without
 * a night temperature, and medium without humidity: saturated air puts the inside dew point above the glass on every
 * night, so the worst case would always warn and say nothing (the record's `MISSING_VARIABLE` names the humidity).
 */
export function condensationRisk(day: DayWeather, profile: Profile): CondensationResult {
  const p = profile.condensation;
  const night = day.night;
  const outsideC = night.tempMinC;
  const humidityUnknown = Number.isNaN(night.dewPointC) && Number.isNaN(night.humidityMaxPct);
  const outsideVapourHpa = !Number.isNaN(night.dewPointC)
    ? saturationVapourPressureHpa(Math.min(night.dewPointC, outsideC))
    : humidityUnknown
      ? saturationVapourPressureHpa(outsideC)
      : vapourPressureHpa(outsideC, night.humidityMaxPct);
  const outsideGm3 = absoluteHumidityGm3(outsideVapourHpa, outsideC);
  const insideGm3 = outsideGm3 + (p.occupants * p.moistureGPerHourPerPerson) / (p.airChangesPerHour * p.volumeM3);
  const insideC = outsideC + p.interiorExcessK;
  const insideVapourHpa = (insideGm3 * (insideC + 273.15)) / 216.7;
  const insideDewPointC = dewPointFromVapourPressureC(insideVapourHpa);
  const frostPointC = frostPointFromVapourPressureC(insideVapourHpa);
  const insideSaturationC = frostPointC > insideDewPointC ? frostPointC : insideDewPointC;
  const cloud = Number.isNaN(night.cloudPct) ? profile.ordinary.cloudPct : night.cloudPct;
  const cooling = night.windMeanKmh >= p.calmBelowKmh ? p.clearSkyCoolingWindyK : p.clearSkyCoolingCalmK;
  const surfaceC = outsideC + p.surfaceTemperatureFactor * (insideC - outsideC) - cooling * (1 - cloud / 100);
  const marginK = surfaceC - insideSaturationC;
  const risk: CondensationRisk =
    Number.isNaN(marginK) || humidityUnknown
      ? "medium"
      : marginK <= p.highMarginK
        ? "high"
        : marginK <= p.mediumMarginK
          ? "medium"
          : "low";
  return {
    risk,
    outsideC,
    outsideVapourHpa,
    outsideGm3,
    insideGm3,
    insideC,
    insideDewPointC,
    insideSaturationC,
    surfaceC,
    marginK,
    humidityUnknown,
  };
}
