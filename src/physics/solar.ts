/**
 * Solar energy for a van's roof panels, after the PVWatts v5 model (Dobos 2014, "PVWatts Version 5 Manual",
 * NREL/TP-6A20-62641) with a flat (horizontal) array, so the plane-of-array irradiation is the global horizontal
 * irradiation Open-Meteo reports as `shortwave_radiation_sum`.
 */

/** Parameters of the PV yield model; the defaults are in the profile (`solar.pv`). */
export interface PvParameters {
  /** PVWatts system losses as a fraction (soiling, shading, mismatch, wiring, connections, LID, nameplate, availability). */
  readonly systemLoss: number;
  /** Charge-controller (MPPT) and battery charging efficiency, fraction. */
  readonly chargeEfficiency: number;
  /** Power temperature coefficient, 1/K (c-Si modules: −0.0035 to −0.0047). */
  readonly temperatureCoefficientPerK: number;
  /** Ross coefficient k in Tcell = Tair + k·G, K·m²/W (NOCT 45 °C gives 0.031; a roof with a small air gap runs hotter). */
  readonly rossCoefficientKm2W: number;
  /** Extra derate for a van installation (shade of roof furniture, non-ideal tilt); 1 = none. */
  readonly vanDerate: number;
}

/**
 * Total solar irradiance at the top of the atmosphere, W/m² (Kopp & Lean 2011, GRL 38, L01706). No day-mean
 * irradiance at the ground can exceed it; inputs that imply more (too much energy for too short a day) are capped.
 */
export const SOLAR_CONSTANT_WM2 = 1361;

/** Radiant exposure in kWh/m² of `radiationMJm2` (MJ/m²): ÷ 3.6. */
export function radiantExposureKWhm2(radiationMJm2: number): number {
  return radiationMJm2 / 3.6;
}

/**
 * Peak sun hours, h: the hours at the standard test irradiance of 1 kW/m² that deliver the day's irradiation
 * (numerically the irradiation in kWh/m²), from `radiationMJm2` (MJ/m²).
 */
export function peakSunHours(radiationMJm2: number): number {
  return radiantExposureKWhm2(radiationMJm2);
}

/**
 * Energy-weighted mean irradiance of a day, W/m², for irradiation `radiationMJm2` spread over `daylightS` seconds
 * as a half sine: G(t) = Gp·sin(πt/D) gives Σ G²/Σ G = (π²/8)·H/D ≈ 1.234·H/D. It is the irradiance at which the
 * day's energy is produced, so it sets the cell temperature that matters. 0 when there is no daylight; at most
 * {@link SOLAR_CONSTANT_WM2}, which also keeps the yield below monotone in the irradiation.
 */
export function energyWeightedIrradianceWm2(radiationMJm2: number, daylightS: number): number {
  if (daylightS <= 0) return 0;
  return Math.min(SOLAR_CONSTANT_WM2, ((Math.PI * Math.PI) / 8) * ((radiationMJm2 * 1e6) / daylightS));
}

/**
 * The NOCT reference conditions (nominal operating cell temperature, IEC 61215): 20 °C air under 800 W/m². They
 * stand in for an unknown air temperature and an unknown irradiance in the cell temperature, so that an unknown
 * input derates the panel as an ordinary sunny day does instead of not at all.
 */
export const NOCT_AIR_C = 20;
export const NOCT_IRRADIANCE_WM2 = 800;

/**
 * Daily PV yield, kWh per kW of panel (kWh/kWp), of a flat roof array:
 *
 *     Y = H·(1 − L)·ηc·v·[1 + γ·(Tc − 25)],  Tc = Ta + k·G,  Ta = Tmax − 0.25·(Tmax − Tmin)
 *
 * with H the irradiation in kWh/m² (= reference yield, kWh/kWp, by the STC definition; IEC 61724), L the PVWatts
 * losses (14.08 %), ηc the charge efficiency, v the van derate, γ the temperature coefficient, G the
 * energy-weighted irradiance and Ta the irradiance-weighted air temperature (the afternoon-leaning part of the
 * diurnal cycle). An unknown minimum takes Ta at the maximum, an unknown maximum at the minimum but at least the
 * NOCT air (20 °C), no temperature at the NOCT air, an unknown day length G at the NOCT irradiance (800 W/m²):
 * missing data never spares the derate. Never negative.
 *
 * @param radiationMJm2 daily global horizontal irradiation, MJ/m²
 * @param daylightS day length, s
 * @param tempMaxC daily maximum air temperature, °C
 * @param tempMinC daily minimum air temperature, °C
 * @returns kWh per day per kWp (NaN when the irradiation is unknown)
 */
export function pvYieldKWhPerKWp(
  radiationMJm2: number,
  daylightS: number,
  tempMaxC: number,
  tempMinC: number,
  pv: PvParameters,
): number {
  const h = radiantExposureKWhm2(radiationMJm2);
  if (Number.isNaN(h)) return Number.NaN;
  // Ta lies between the extremes: an unknown one is taken at the other (at least the NOCT air for a minimum alone)
  const airC = Number.isNaN(tempMaxC)
    ? Math.max(NOCT_AIR_C, Number.isNaN(tempMinC) ? NOCT_AIR_C : tempMinC)
    : Number.isNaN(tempMinC)
      ? tempMaxC
      : tempMaxC - 0.25 * (tempMaxC - tempMinC);
  const g = energyWeightedIrradianceWm2(radiationMJm2, daylightS);
  const cellC = airC + pv.rossCoefficientKm2W * (Number.isNaN(g) ? NOCT_IRRADIANCE_WM2 : g);
  const thermal = 1 + pv.temperatureCoefficientPerK * (cellC - 25);
  return Math.max(0, h * (1 - pv.systemLoss) * pv.chargeEfficiency * pv.vanDerate * thermal);
}
