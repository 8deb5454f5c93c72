/**
 * The examples of the OpenAPI document: Portugal's record of the July world fixtures (fixtures/world/2026-07-15, as
 * `vansky score` writes it), its forecast cut to two days and its recommendations to two, and Portugal's outlook of
 * the ensemble sample (fixtures/ensemble/2026-07-15, as `vansky outlook` writes it), two of its 14 days shown, so
 * the document stays short. They satisfy the published schemas (test/serve/openapi.test.ts).
 */

/** The example's first forecast day, its best day to move too. */
const today = {
  date: "2026-07-15",
  van_score: 100,
  sleep_score: 94,
  temp_day: 24.6,
  temp_night: 13.9,
  solar_kwh: 4.1,
  weather_code: 1,
  score_label: "ideal",
  drive_score: 100,
};

/** One record as the endpoints serve it. */
export const exampleRecord = {
  code: "PT",
  is_coastal: true,
  region: "europe",
  weather: {
    temp_day: 24.6,
    temp_night: 13.9,
    feels_like_day: 23.3,
    feels_like_night: 11.6,
    temp_current: 22.1,
    feels_like_current: 20.5,
    precip_sum: 0,
    precip_prob_max: 19,
    wind_max: 24.7,
    wind_gusts_max: 40,
    wind_dir: 211,
    shortwave_radiation_sum: 31.02,
    peak_sun_hours: 8.6,
    uv_max: 11.2,
    sunrise: "2026-07-15T06:23:00+01:00",
    sunset: "2026-07-15T21:00:00+01:00",
    weather_code: 1,
    humidity: 47,
    cloud_cover: 17,
  },
  marine: { sea_temp: 20.2, wave_height: 1.78, wave_dir: 210, wave_period: 12.7 },
  forecast: [
    today,
    {
      date: "2026-07-16",
      van_score: 79,
      sleep_score: 97,
      temp_day: 25.6,
      temp_night: 17,
      solar_kwh: 2.5,
      weather_code: 51,
      score_label: "comfortable",
      drive_score: 83,
    },
  ],
  van_score: 100,
  sleep_score: 94,
  solar_kwh: 4.1,
  solar_score: 92,
  drive_score: 100,
  sea_score: 59,
  score_label: "ideal",
  condensation_risk: "medium",
  awning_status: "caution",
  drive_window: { start: "2026-07-15T13:00:00+01:00", end: "2026-07-15T21:31:00+01:00" },
  best_move_day: today,
  recommendations: [
    { type: "danger", key: "vansky.rec.uv_extreme", params: { uv: 11 } },
    { type: "warning", key: "vansky.rec.awning_caution_wind", params: { wind_kmh: 25 } },
  ],
  fetched_at: "2026-07-15T11:00:00Z",
};

/** The envelopes' metadata of the example. */
export const exampleMeta = { updated_at: "2026-07-15T11:00:00Z", source: "Open-Meteo" };

/** One outlook as the endpoints serve it: a close day and a far one. */
export const exampleOutlook = {
  code: "PT",
  fetched_at: "2026-07-15T12:00:00Z",
  model: "gem_global",
  members: 21,
  days: [
    {
      date: "2026-07-18",
      van: { min: 59, p10: 77, p25: 82, p50: 85, p75: 87, p90: 92, max: 95 },
      sleep: { min: 94, p10: 96, p25: 97, p50: 98, p75: 99, p90: 99, max: 100 },
      drive: { min: 100, p10: 100, p25: 100, p50: 100, p75: 100, p90: 100, max: 100 },
      solar: { min: 70, p10: 74, p25: 80, p50: 82, p75: 84, p90: 88, max: 88 },
      label_probability: { ideal: 0.857, comfortable: 0.095, acceptable: 0.048, harsh: 0, extreme: 0 },
      label: "ideal",
      p_good: 0.952,
      p_drive: 1,
      confidence: "medium",
    },
    {
      date: "2026-07-26",
      van: { min: 39, p10: 39, p25: 59, p50: 59, p75: 83, p90: 86, max: 94 },
      sleep: { min: 83, p10: 88, p25: 90, p50: 93, p75: 96, p90: 98, max: 99 },
      drive: { min: 88, p10: 100, p25: 100, p50: 100, p75: 100, p90: 100, max: 100 },
      solar: { min: 23, p10: 70, p25: 80, p50: 84, p75: 86, p90: 86, max: 88 },
      label_probability: { ideal: 0.333, comfortable: 0.095, acceptable: 0.381, harsh: 0.19, extreme: 0 },
      label: "acceptable",
      p_good: 0.429,
      p_drive: 1,
      confidence: "low",
    },
  ],
  best_move_day: { date: "2026-07-16", probability: 1 },
  warnings: [
    {
      code: "MISSING_VARIABLE",
      path: "forecast",
      message:
        "the response has no wind_gusts_10m (read by the van, sleep and drive scores, the awning and the drive window) and no visibility (read by the drive score and the drive window): both are treated as unknown",
    },
  ],
};

/** The outlook envelopes' metadata of the example. */
export const exampleOutlookMeta = { updated_at: "2026-07-15T12:00:00Z", source: "Open-Meteo" };
