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

/** One outlook as the endpoints serve it: a close day (the record weighing 0.125) and a far one. */
export const exampleOutlook = {
  code: "PT",
  fetched_at: "2026-07-15T12:00:00Z",
  model: "gfs_seamless",
  members: 31,
  models: [
    {
      model: "gfs_seamless",
      members: 31,
    },
  ],
  coverage: {
    p10_p90: 0.813,
    p25_p75: 0.5,
    min_max: 0.938,
  },
  estimated: [],
  withheld: [],
  calibration: null,
  days: [
    {
      date: "2026-07-18",
      van: {
        min: 59,
        p10: 77,
        p25: 81,
        p50: 84,
        p75: 87,
        p90: 93,
        max: 96,
      },
      sleep: {
        min: 94,
        p10: 95,
        p25: 96,
        p50: 98,
        p75: 99,
        p90: 100,
        max: 100,
      },
      drive: {
        min: 100,
        p10: 100,
        p25: 100,
        p50: 100,
        p75: 100,
        p90: 100,
        max: 100,
      },
      solar: {
        min: 70,
        p10: 72,
        p25: 78,
        p50: 82,
        p75: 84,
        p90: 88,
        max: 88,
      },
      label: "ideal",
      label_members: {
        ideal: 25,
        comfortable: 5,
        acceptable: 1,
        harsh: 0,
        extreme: 0,
      },
      agreement: 25,
      members_good: 30,
      p_good: 0.947,
      members_drive: 31,
      p_drive: 0.973,
      record: {
        van: 85,
        drive: 100,
        label: "ideal",
        weight: 0.125,
      },
    },
    {
      date: "2026-07-26",
      van: {
        min: 39,
        p10: 39,
        p25: 59,
        p50: 59,
        p75: 83,
        p90: 86,
        max: 94,
      },
      sleep: {
        min: 75,
        p10: 79,
        p25: 90,
        p50: 93,
        p75: 96,
        p90: 98,
        max: 99,
      },
      drive: {
        min: 88,
        p10: 100,
        p25: 100,
        p50: 100,
        p75: 100,
        p90: 100,
        max: 100,
      },
      solar: {
        min: 23,
        p10: 70,
        p25: 80,
        p50: 84,
        p75: 86,
        p90: 86,
        max: 88,
      },
      label: "acceptable",
      label_members: {
        ideal: 11,
        comfortable: 2,
        acceptable: 11,
        harsh: 7,
        extreme: 0,
      },
      agreement: 11,
      members_good: 13,
      p_good: 0.424,
      members_drive: 31,
      p_drive: 0.97,
      record: null,
    },
  ],
  best_move_day: {
    date: "2026-07-15",
    members_best: 15,
    share: 0.484,
  },
  warnings: [],
};

/** The outlook envelopes' metadata of the example. */
export const exampleOutlookMeta = { updated_at: "2026-07-15T12:00:00Z", source: "Open-Meteo" };
