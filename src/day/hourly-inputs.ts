import { stepHours } from "../adapters/daily.js";
import { apparentTemperatureC } from "../physics/apparent-temperature.js";
import { dewPointC } from "../physics/humidity.js";
import type { Hourly } from "./daytime.js";

/** Open-Meteo's apparent temperature, °C, hour by hour from temperature, humidity, wind and radiation. */
function hourlyApparent(h: Hourly["columns"]): Float64Array {
  const out = new Float64Array(h.temperatureC.length);
  for (let i = 0; i < out.length; i++) {
    out[i] = apparentTemperatureC(
      h.temperatureC[i] as number,
      h.relativeHumidityPct[i] as number,
      h.windSpeedKmh[i] as number,
      h.shortwaveWm2[i] as number,
    );
  }
  return out;
}

/** The dew point, °C, hour by hour from temperature and humidity (Magnus). */
function hourlyDewPoint(h: Hourly["columns"]): Float64Array {
  const out = new Float64Array(h.temperatureC.length);
  for (let i = 0; i < out.length; i++)
    out[i] = dewPointC(h.temperatureC[i] as number, h.relativeHumidityPct[i] as number);
  return out;
}

/** The hourly section with apparent temperature and dew point, computed where the response lacks them. */
export interface HourlyInputs {
  readonly hourly: Hourly;
  readonly apparent: Float64Array;
  readonly dewPoint: Float64Array;
  /** The axis' step, h (`stepHours`: 1 hourly, 3 with `temporal_resolution=hourly_3`). */
  readonly stepH: number;
}

/** The hourly section with its apparent temperature and dew point (computed where the response lacks them). */
export function hourlyInputs(hourly: Hourly | null): HourlyInputs | null {
  if (!hourly) return null;
  const h = hourly.columns;
  return {
    hourly,
    apparent: hourly.coverage.apparentTemperatureC === 0 ? hourlyApparent(h) : h.apparentTemperatureC,
    dewPoint: hourly.coverage.dewPointC === 0 ? hourlyDewPoint(h) : h.dewPointC,
    stepH: stepHours(hourly.timeMs),
  };
}
