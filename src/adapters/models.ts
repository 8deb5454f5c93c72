/**
 * Open-Meteo's weather-model identifiers: the suffixes a response gives its keys when it was asked for several
 * models (`temperature_2m_max_gfs_seamless`). From the server's `enum MultiDomains` (open-meteo/open-meteo,
 * `Sources/App/Controllers/ForecastapiController.swift`, 2026: forecast, archive, ensemble, marine, seasonal, climate
 * and air-quality domains, with the old spellings it still accepts) and `enum EnsembleMultiDomains`
 * (`EnsembleController.swift`). Only these, and the caller's `model` option, are read as suffixes: any other tail
 * (`cloud_cover_low`, `uv_index_clear_sky`, `temperature_2m_previous_day1`) names another variable.
 */
export const MODEL_IDS: ReadonlySet<string> = new Set([
  "best_match",
  // NOAA NCEP
  "gfs_seamless",
  "gfs_mix",
  "gfs_global",
  "gfs05",
  "gfs025",
  "gfs013",
  "gfs_hrrr",
  "gfs_graphcast025",
  "ncep_seamless",
  "ncep_gfs_global",
  "ncep_nbm_conus",
  "ncep_gfs025",
  "ncep_gfs013",
  "ncep_hrrr_conus",
  "ncep_hrrr_conus_15min",
  "ncep_gfs_graphcast025",
  "ncep_nam_conus",
  "ncep_aigfs025",
  "ncep_aigefs025",
  "ncep_hgefs025_ensemble_mean",
  "ncep_aigefs025_ensemble_mean",
  // Météo-France
  "meteofrance_seamless",
  "meteofrance_mix",
  "meteofrance_arpege_seamless",
  "meteofrance_arpege_world",
  "meteofrance_arpege_europe",
  "meteofrance_arome_seamless",
  "meteofrance_arome_france",
  "meteofrance_arome_france0025",
  "meteofrance_arpege_world025",
  "meteofrance_arome_france_hd",
  "meteofrance_arome_france_hd_15min",
  "meteofrance_arome_france_15min",
  "arpege_seamless",
  "arpege_world",
  "arpege_europe",
  "arome_seamless",
  "arome_france",
  "arome_france_hd",
  // JMA
  "jma_seamless",
  "jma_mix",
  "jma_msm",
  "jms_gsm",
  "jma_gsm",
  // ECCC
  "gem_seamless",
  "gem_global",
  "gem_regional",
  "gem_hrdps_continental",
  "gem_hrdps_west",
  "cmc_gem_gdps",
  "cmc_gem_hrdps",
  "cmc_gem_hrdps_west",
  "cmc_gem_rdps",
  // DWD
  "icon_seamless",
  "icon_mix",
  "icon_global",
  "icon_eu",
  "icon_d2",
  "dwd_icon_seamless",
  "dwd_icon_global",
  "dwd_icon",
  "dwd_icon_eu",
  "dwd_icon_d2",
  "dwd_icon_d2_15min",
  "dwd_sis_europe_africa_v4",
  // ECMWF
  "ecmwf_ifs04",
  "ecmwf_ifs025",
  "ecmwf_aifs025",
  "ecmwf_aifs025_single",
  "ecmwf_seasonal_seamless",
  "ecmwf_seas5",
  "ecmwf_ec46",
  "ecmwf_seasonal_ensemble_mean_seamless",
  "ecmwf_seas5_ensemble_mean",
  "ecmwf_ec46_ensemble_mean",
  "ecmwf_ifs",
  "ecmwf_ifs_analysis",
  "ecmwf_ifs_analysis_long_window",
  "ecmwf_ifs_long_window",
  // other national services
  "metno_nordic",
  "metno_seamless",
  "cma_grapes_global",
  "bom_access_global",
  "arpae_cosmo_seamless",
  "arpae_cosmo_2i",
  "arpae_cosmo_2i_ruc",
  "arpae_cosmo_5m",
  "italia_meteo_arpae_icon_2i",
  "knmi_harmonie_arome_europe",
  "knmi_harmonie_arome_netherlands",
  "knmi_seamless",
  "dmi_harmonie_arome_europe",
  "dmi_seamless",
  "ukmo_seamless",
  "ukmo_global_deterministic_10km",
  "ukmo_uk_deterministic_2km",
  "kma_seamless",
  "kma_gdps",
  "kma_ldps",
  "meteoswiss_icon_ch1",
  "meteoswiss_icon_ch2",
  "meteoswiss_icon_seamless",
  // reanalysis and satellite (archive API)
  "archive_best_match",
  "era5_seamless",
  "era5",
  "cerra",
  "era5_land",
  "era5_ensemble",
  "copernicus_era5_seamless",
  "copernicus_era5",
  "copernicus_cerra",
  "copernicus_era5_land",
  "copernicus_era5_ensemble",
  "satellite_radiation_seamless",
  "eumetsat_sarah3",
  "eumetsat_lsa_saf_msg",
  "eumetsat_lsa_saf_iodc",
  "jma_jaxa_himawari",
  "jma_jaxa_mtg_fci",
  // ensembles (Ensemble API)
  "icon_seamless_eps",
  "icon_global_eps",
  "icon_eu_eps",
  "icon_d2_eps",
  "ecmwf_ifs025_ensemble",
  "ecmwf_aifs025_ensemble",
  "gem_global_ensemble",
  "bom_access_global_ensemble",
  "ncep_gefs_seamless",
  "ncep_gefs025",
  "ncep_gefs05",
  "ukmo_global_ensemble_20km",
  "ukmo_uk_ensemble_2km",
  "meteoswiss_icon_ch1_ensemble",
  "meteoswiss_icon_ch2_ensemble",
  // waves and ocean (Marine API)
  "marine_best_match",
  "ewam",
  "gwam",
  "era5_ocean",
  "ecmwf_wam",
  "ecmwf_wam025",
  "ecmwf_wam025_ensemble",
  "ncep_gfswave025",
  "ncep_gfswave016",
  "ncep_gefswave025",
  "meteofrance_wave",
  "meteofrance_currents",
  // air quality, climate, flood
  "air_quality_best_match",
  "cams_global",
  "cams_europe",
  "CMCC_CM2_VHR4",
  "FGOALS_f3_H",
  "HiRAM_SIT_HR",
  "MRI_AGCM3_2_S",
  "EC_Earth3P_HR",
  "MPI_ESM1_2_XR",
  "NICAM16_8S",
  "flood_best_match",
  "seamless_v3",
  "forecast_v3",
  "consolidated_v3",
  "seamless_v4",
  "forecast_v4",
  "consolidated_v4",
]);

/** The suffix Open-Meteo gives the keys of ensemble member `n` (1-based; the control run has none): `_member01`. */
const MEMBER = /^member(\d{2,})$/;

/** A key's suffix read: the ensemble member (0 for the control run) and the model (`undefined` when unsuffixed). */
export interface KeySuffix {
  readonly member: number;
  readonly model: string | undefined;
}

const CONTROL: KeySuffix = { member: 0, model: undefined };

/**
 * Reads what follows a variable's name in a key: nothing; `_memberNN`; `_<model>`; or `_memberNN_<model>` (the
 * server writes the member before the model: `ForecastapiResult.swift`, `toApiSectionString`). `extraModel` is
 * accepted as a model beside MODEL_IDS (the caller's `model` option, for a model newer than the table). `undefined`
 * when the tail is anything else: then the key is another variable.
 */
export function parseKeySuffix(tail: string, extraModel: string | undefined): KeySuffix | undefined {
  if (tail === "") return CONTROL;
  if (tail.charCodeAt(0) !== 95) return undefined; // "_"
  const rest = tail.slice(1);
  const isModel = (s: string) => MODEL_IDS.has(s) || s === extraModel;
  if (isModel(rest)) return { member: 0, model: rest };
  const cut = rest.indexOf("_");
  const head = cut < 0 ? rest : rest.slice(0, cut);
  const member = MEMBER.exec(head);
  if (member === null || Number(member[1]) === 0) return undefined;
  if (cut < 0) return { member: Number(member[1]), model: undefined };
  const model = rest.slice(cut + 1);
  return isModel(model) ? { member: Number(member[1]), model } : undefined;
}
