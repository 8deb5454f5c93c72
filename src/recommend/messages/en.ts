import type { Catalog } from "./catalog.js";

const nb = "\u00a0"; // no-break space: between a number and its unit
const time = (at: "start" | "end" | "from") =>
  `{${at}_hour, number, ::integer-width/*00}:{${at}_minute, number, ::integer-width/*00}`;

/** English messages (the reference catalog). */
export const en: Catalog = {
  thunderstorm: "Thunderstorms today: do not drive through them; park away from trees and exposed high ground.",
  freezing_rain:
    "Freezing rain or drizzle today: roads can turn to sheet ice even when the air is above freezing. Do not drive until it has stopped and the roads are gritted.",
  freezing_rain_from: `Freezing rain or drizzle from ${time("from")}: roads can turn to sheet ice even when the air is above freezing. Drive only before it starts, or once the roads are gritted.`,
  icy_roads: `Icy, snow-covered roads: down to {temp_min, number}${nb}°C overnight, too cold for road salt to work. Tomorrow, drive only with winter tyres or chains, slowly and without sudden braking or steering.`,
  black_ice: `Black ice risk: down to {temp_min, number}${nb}°C overnight on wet roads. Tomorrow, set off late in the morning and avoid sudden braking or steering.`,
  ice_possible: `Ice possible on roads and bridges: down to {temp_min, number}${nb}°C overnight.`,
  high_wind_driving: `Gusts up to {gust_kmh, number}${nb}km/h: dangerous for high-sided vans; postpone the drive or avoid exposed routes.`,
  awning_retract: `Retract the awning: gusts up to {gust_kmh, number}${nb}km/h today.`,
  awning_retract_high_wind: "Retract the awning: today’s gusts are too strong for it.",
  awning_retract_wind: `Retract the awning: sustained wind up to {wind_kmh, number}${nb}km/h today.`,
  awning_retract_storm: "Retract the awning: thunderstorms today.",
  awning_retract_snow: "Retract the awning: snow today; its weight can bend the arms.",
  awning_retract_freezing_rain: "Retract the awning: freezing rain today; ice weighs it down and can tear the fabric.",
  awning_retract_rain:
    "Retract the awning: heavy rain today; water pooling on the fabric can tear it or bend the arms.",
  awning_caution: `Gusts up to {gust_kmh, number}${nb}km/h: tie the awning down and do not leave it out unattended.`,
  awning_caution_high_wind: "Tie the awning down in these gusts and do not leave it out unattended.",
  awning_caution_wind: `Sustained wind up to {wind_kmh, number}${nb}km/h: tie the awning down and do not leave it out unattended.`,
  awning_caution_rain: `Rain today ({precip_mm, number}${nb}mm): lower one side of the awning so that the water runs off.`,
  awning_caution_frost: "Frost tonight: roll the awning in for the night; wet fabric that freezes tears easily.",
  extreme_heat: `Extreme heat today: feels like up to {feels_like, number}${nb}°C. Do not drive in the afternoon heat; park in the shade, ventilate, drink plenty of water and never leave people or pets in the van.`,
  heat: `Heat today: feels like up to {feels_like, number}${nb}°C. Park in the shade, ventilate, drink water and never leave pets in the van.`,
  hot_night: `Hot night: at least {temp_min, number}${nb}°C. Open the roof vents and use a fan.`,
  tropical_night: `Warm night: at least {temp_min, number}${nb}°C. Open the roof vents and use a fan.`,
  condensation: `Condensation likely inside tonight: windows and bare metal will cool to {surface_temp, number}${nb}°C. Crack a roof vent open and wipe the windows in the morning.`,
  condensation_frost: `Frost likely inside tonight: windows and bare metal will cool to {surface_temp, number}${nb}°C. Crack a roof vent open; scrape or warm the windows before driving.`,
  condensation_possible: `Some condensation possible inside tonight: the windows will cool to {surface_temp, number}${nb}°C. Crack a roof vent open.`,
  condensation_frost_possible: `Some frost possible inside tonight: the windows will cool to {surface_temp, number}${nb}°C. Crack a roof vent open.`,
  downpour: `Heavy rain: {precip_mm, number}${nb}mm expected. Do not park by fords, river banks or on soft ground.`,
  fog: `Dense fog: visibility down to {visibility_m, number}${nb}m. Drive slowly on dipped headlights, or wait.`,
  uv_extreme:
    "Extreme UV index, up to {uv, number}: avoid the midday sun; shade, a hat, a shirt and sunscreen are a must.",
  uv: "UV index up to {uv, number}: protect yourself from the sun around midday.",
  solar_good: `Good day for solar: about {solar_kwh, number}${nb}kWh per kW of panels. Charge the batteries and run your appliances.`,
  solar_poor: `Poor day for solar: about {solar_kwh, number}${nb}kWh per kW of panels. Save power or plan another way to charge.`,
  solar_none: "No solar yield today: save power or plan another way to charge.",
  drive_window: `Safest time to drive today: ${time("start")} to {end_hour, plural, =24 {midnight} other {${time("end")}}}.`,
  drive_window_past_midnight: `Safest time to drive: from ${time("start")} today to ${time("end")} after midnight.`,
  best_move_day:
    "Best day to move on: {days_ahead, plural, =1 {tomorrow} one {in # day} other {in # days}} (driving conditions {drive_score, number}/100).",
  no_good_move_day:
    "{days, plural, =1 {Not a good day to move on today} =7 {No good day to move on this week} one {No good day to move on in the next # day} other {No good day to move on in the next # days}} (best driving conditions {drive_score, number}/100): stay put if you can.",
  sea_warm: `Warm sea at {sea_temp, number}${nb}°C: good for a swim.`,
  cold_water: `Cold water at {sea_temp, number}${nb}°C: risk of cold-water shock. If you swim, get in slowly, keep it short and stay close to the shore.`,
  very_cold_water: `Very cold water at {sea_temp, number}${nb}°C: do not swim without a wetsuit; cold-water shock can kill within minutes.`,
  high_waves: `High waves up to {wave_height, number}${nb}m: stay out of the water and away from exposed shores.`,
};
