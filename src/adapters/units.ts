/**
 * Open-Meteo's unit strings per physical quantity, the linear conversion of each into vansky's fixed units, and
 * each quantity's physically possible range. Unit strings are the exact ones of Open-Meteo's SDK (`Unit.swift`):
 * `mp/h`, not `mph`. Conversions are exact where the unit is defined exactly (inch, foot, mile, knot).
 */

export type Quantity =
  | "temperature"
  | "percent"
  | "precipitation"
  | "snowfall"
  | "speed"
  | "direction"
  | "length"
  | "irradiance"
  | "radiantExposure"
  | "duration"
  | "hours"
  | "index"
  | "code"
  | "flag";

/** A linear conversion into the fixed unit: `value·scale + offset`. */
interface Conversion {
  readonly scale: number;
  readonly offset: number;
}

interface QuantitySpec {
  /** The fixed unit vansky uses for the quantity. */
  readonly unit: string;
  readonly accepted: Readonly<Record<string, Conversion>>;
  /** Physically possible range in the fixed unit; values outside are rejected as OUT_OF_RANGE. */
  readonly min: number;
  readonly max: number;
  /** Whole numbers only (WMO codes, 0/1 flags): a fraction is BAD_VALUE. */
  readonly whole?: true;
}

const SAME: Conversion = { scale: 1, offset: 0 };

/**
 * Ranges: temperature −100..+70 °C (world records −89.2 and +56.7); daily precipitation up to 2000 mm (record 1825);
 * wind up to 500 km/h (record gust 408); radiation up to 1500 W/m² (above the solar constant, allowing cloud-edge
 * enhancement) and 50 MJ/m² per day (top-of-atmosphere maximum about 48); durations up to one day.
 */
export const QUANTITIES: Readonly<Record<Quantity, QuantitySpec>> = {
  temperature: { unit: "°C", accepted: { "°C": SAME, "°F": { scale: 5 / 9, offset: -160 / 9 } }, min: -100, max: 70 },
  percent: { unit: "%", accepted: { "%": SAME }, min: 0, max: 100 },
  precipitation: { unit: "mm", accepted: { mm: SAME, inch: { scale: 25.4, offset: 0 } }, min: 0, max: 2000 },
  snowfall: { unit: "cm", accepted: { cm: SAME, inch: { scale: 2.54, offset: 0 } }, min: 0, max: 2000 },
  speed: {
    unit: "km/h",
    accepted: {
      "km/h": SAME,
      "m/s": { scale: 3.6, offset: 0 },
      "mp/h": { scale: 1.609344, offset: 0 },
      kn: { scale: 1.852, offset: 0 },
    },
    min: 0,
    max: 500,
  },
  direction: { unit: "°", accepted: { "°": SAME }, min: 0, max: 360 },
  length: { unit: "m", accepted: { m: SAME, ft: { scale: 0.3048, offset: 0 } }, min: 0, max: 1_000_000 },
  irradiance: { unit: "W/m²", accepted: { "W/m²": SAME }, min: 0, max: 1500 },
  radiantExposure: { unit: "MJ/m²", accepted: { "MJ/m²": SAME }, min: 0, max: 50 },
  duration: { unit: "s", accepted: { s: SAME, h: { scale: 3600, offset: 0 } }, min: 0, max: 86_400 },
  hours: { unit: "h", accepted: { h: SAME }, min: 0, max: 24 },
  index: { unit: "", accepted: { "": SAME }, min: 0, max: 50 },
  code: { unit: "wmo code", accepted: { "wmo code": SAME }, min: 0, max: 99, whole: true },
  flag: { unit: "", accepted: { "": SAME }, min: 0, max: 1, whole: true },
};

/** The conversion of `unit` for `quantity`, or `undefined` when Open-Meteo has no such unit for it. */
export function conversionFor(quantity: Quantity, unit: string): Conversion | undefined {
  const accepted = QUANTITIES[quantity].accepted;
  return Object.hasOwn(accepted, unit) ? accepted[unit] : undefined;
}
