/**
 * The example of the OpenAPI document: Portugal's record of the July world fixtures (fixtures/world/2026-07-15, as
 * `vansky score` writes it), its forecast cut to two days and its recommendations to two, so the document stays
 * short. It satisfies the published schema (test/schema/openapi.test.ts).
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
    { type: "danger", key: "vansky.rec.uv", params: { uv: 11 } },
    { type: "warning", key: "vansky.rec.awning_caution", params: { gust_kmh: 45 } },
  ],
  fetched_at: "2026-07-15T11:00:00Z",
};

/** The envelopes' metadata of the example. */
export const exampleMeta = { updated_at: "2026-07-15T11:00:00Z", source: "Open-Meteo" };
