import type { Catalog } from "./catalog.js";

/** English messages (the reference catalog). */
export const en: Catalog = {
  thunderstorm: "Thunderstorms today: do not drive through them; park away from trees and exposed high ground.",
  black_ice:
    "Black ice risk: the night drops to {temp_min} °C on wet ground. Set off late in the morning and drive gently.",
  ice_possible: "Ice possible on roads and bridges: the night drops to {temp_min} °C.",
  high_wind_driving:
    "Gusts up to {gust_kmh} km/h: dangerous for high-sided vans; postpone the drive or avoid exposed routes.",
  awning_caution: "Gusts up to {gust_kmh} km/h: tie the awning down and do not leave it out unattended.",
  awning_retract: "Retract the awning: gusts up to {gust_kmh} km/h or severe weather today.",
  heat: "Heat: it will feel like {feels_like} °C. Park in the shade, ventilate, drink water and never leave pets in the van.",
  tropical_night: "Warm night: at least {temp_min} °C. Open the roof vents and use a fan.",
  condensation:
    "Condensation likely tonight (dew point inside {dew_point} °C, low outside {temp_min} °C): crack a roof vent open and wipe the windows.",
  downpour: "Heavy rain: {precip_mm} mm expected. Do not park by fords, river banks or on soft ground.",
  fog: "Dense fog: visibility down to {visibility_m} m. Drive slowly on dipped headlights, or wait.",
  uv: "UV index up to {uv}: protect yourself from the sun around midday.",
  solar_good: "Good solar day: about {solar_kwh} kWh per kW of panels. Charge the batteries and run your appliances.",
  solar_poor: "Poor solar day: about {solar_kwh} kWh per kW of panels. Save power or plan another way to charge.",
  drive_window: "Safest time to drive today: {start, time} to {end, time}.",
  best_move_day:
    "Best day to move on: {days_ahead, plural, =1 {tomorrow} other {in # days}} (drive score {drive_score}).",
  no_good_move_day: "No good day to move on this week (best drive score {drive_score}): stay put if you can.",
  sea_warm: "Warm sea at {sea_temp} °C: good for a swim.",
  cold_water: "Cold water at {sea_temp} °C: risk of cold-water shock; swim briefly and close to the shore.",
  high_waves: "High waves up to {wave_height} m: stay out of the water and away from exposed shores.",
};
