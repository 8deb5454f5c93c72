/**
 * The examples of the OpenAPI document: Portugal's record of the July world fixtures (fixtures/world/2026-07-15, as
 * `vansky score` writes it), its forecast cut to two days and its recommendations to two, and Portugal's outlook of
 * the ensemble sample (fixtures/ensemble/2026-07-15, as `vansky outlook` writes it), two of its 14 days shown, so
 * the document stays short. They satisfy the published schemas (test/serve/openapi.test.ts).
 */

/** The example's first forecast day, its best day to move too. */
const today = {
  date: "2026-07-15",
  van_score: 98,
  sleep_score: 84,
  temp_day: 23.7,
  temp_night: 16.1,
  solar_kwh: 4.1,
  weather_code: 0,
  score_label: "ideal",
  drive_score: 100,
};

/** One record as the endpoints serve it. */
export const exampleRecord = {
  code: "PT",
  is_coastal: true,
  region: "europe",
  weather: {
    temp_day: 23.7,
    temp_night: 16.1,
    feels_like_day: 23.5,
    feels_like_night: 14.8,
    temp_current: 22.1,
    feels_like_current: 21.4,
    precip_sum: 0,
    precip_prob_max: 8,
    wind_max: 26.1,
    wind_gusts_max: 44.9,
    wind_dir: 289,
    shortwave_radiation_sum: 31.06,
    peak_sun_hours: 8.6,
    uv_max: 11.2,
    sunrise: "2026-07-15T06:23:00+01:00",
    sunset: "2026-07-15T21:00:00+01:00",
    weather_code: 0,
    humidity: 59,
    cloud_cover: 0,
  },
  marine: { sea_temp: 20.2, wave_height: 1.21, wave_dir: 288, wave_period: 7.4 },
  forecast: [
    today,
    {
      date: "2026-07-16",
      van_score: 39,
      sleep_score: 85,
      temp_day: 22.4,
      temp_night: 18.2,
      solar_kwh: 1.8,
      weather_code: 95,
      score_label: "harsh",
      drive_score: 26,
    },
  ],
  van_score: 98,
  sleep_score: 84,
  solar_kwh: 4.1,
  solar_score: 92,
  drive_score: 100,
  sea_score: 74,
  score_label: "ideal",
  condensation_risk: "medium",
  awning_status: "caution",
  drive_window: { start: "2026-07-15T13:00:00+01:00", end: "2026-07-15T21:31:00+01:00" },
  best_move_day: today,
  recommendations: [
    { type: "danger", key: "vansky.rec.uv_extreme", params: { uv: 11 } },
    { type: "warning", key: "vansky.rec.awning_caution", params: { gust_kmh: 45 } },
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
      van: { min: 52, p10: 53, p25: 57, p50: 62, p75: 65, p90: 68, max: 72 },
      sleep: { min: 86, p10: 87, p25: 89, p50: 90, p75: 91, p90: 91, max: 94 },
      drive: { min: 88, p10: 88, p25: 88, p50: 88, p75: 88, p90: 100, max: 100 },
      solar: { min: 23, p10: 25, p25: 30, p50: 35, p75: 43, p90: 60, max: 68 },
      label_probability: { ideal: 0, comfortable: 0.619, acceptable: 0.381, harsh: 0, extreme: 0 },
      label: "comfortable",
      p_good: 0.619,
      p_drive: 1,
      confidence: "low",
    },
    {
      date: "2026-07-26",
      van: { min: 36, p10: 39, p25: 39, p50: 49, p75: 80, p90: 89, max: 97 },
      sleep: { min: 72, p10: 78, p25: 79, p50: 79, p75: 90, p90: 99, max: 100 },
      drive: { min: 94, p10: 100, p25: 100, p50: 100, p75: 100, p90: 100, max: 100 },
      solar: { min: 25, p10: 80, p25: 86, p50: 86, p75: 88, p90: 88, max: 88 },
      label_probability: { ideal: 0.286, comfortable: 0.048, acceptable: 0.19, harsh: 0.476, extreme: 0 },
      label: "harsh",
      p_good: 0.333,
      p_drive: 1,
      confidence: "low",
    },
  ],
  best_move_day: { date: "2026-07-19", probability: 1 },
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
