import type { Catalog } from "./catalog.js";

/** French messages. */
export const fr: Catalog = {
  thunderstorm: "Orages aujourd’hui : ne roulez pas dedans ; stationnez loin des arbres et des hauteurs exposées.",
  black_ice:
    "Risque de verglas : la nuit descend à {temp_min} °C sur sol mouillé. Partez en fin de matinée et roulez en douceur.",
  ice_possible: "Verglas possible sur les routes et les ponts : la nuit descend à {temp_min} °C.",
  high_wind_driving:
    "Rafales jusqu’à {gust_kmh} km/h : dangereux pour les véhicules hauts ; reportez le trajet ou évitez les routes exposées.",
  awning_caution: "Rafales jusqu’à {gust_kmh} km/h : haubanez l’auvent et ne le laissez pas sorti sans surveillance.",
  awning_retract: "Rentrez l’auvent : rafales jusqu’à {gust_kmh} km/h ou intempéries aujourd’hui.",
  heat: "Chaleur : ressenti {feels_like} °C. Stationnez à l’ombre, aérez, buvez de l’eau et ne laissez jamais d’animaux dans le véhicule.",
  tropical_night: "Nuit chaude : au moins {temp_min} °C. Ouvrez les lanterneaux et utilisez un ventilateur.",
  condensation:
    "Condensation probable cette nuit (point de rosée intérieur {dew_point} °C, minimale extérieure {temp_min} °C) : entrouvrez un lanterneau et essuyez les vitres.",
  downpour:
    "Fortes pluies : {precip_mm} mm attendus. Ne stationnez pas près des gués, des berges ni sur un sol meuble.",
  fog: "Brouillard dense : visibilité jusqu’à {visibility_m} m. Roulez lentement en feux de croisement, ou attendez.",
  uv: "Indice UV jusqu’à {uv} : protégez-vous du soleil autour de midi.",
  solar_good:
    "Bonne journée solaire : environ {solar_kwh} kWh par kW de panneaux. Rechargez les batteries et utilisez vos appareils.",
  solar_poor:
    "Faible journée solaire : environ {solar_kwh} kWh par kW de panneaux. Économisez l’énergie ou prévoyez une autre recharge.",
  drive_window: "Meilleur créneau pour rouler aujourd’hui : de {start, time} à {end, time}.",
  best_move_day:
    "Meilleur jour pour repartir : {days_ahead, plural, =1 {demain} other {dans # jours}} (score de conduite {drive_score}).",
  no_good_move_day:
    "Aucun bon jour pour repartir cette semaine (meilleur score de conduite {drive_score}) : restez sur place si possible.",
  sea_warm: "Mer chaude à {sea_temp} °C : idéale pour une baignade.",
  cold_water: "Eau froide à {sea_temp} °C : risque de choc thermique ; baignade courte et près du bord.",
  high_waves: "Hautes vagues jusqu’à {wave_height} m : ne vous baignez pas et tenez-vous loin des côtes exposées.",
};
