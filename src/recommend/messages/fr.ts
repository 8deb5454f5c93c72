import type { Catalog } from "./catalog.js";

const nb = "\u00a0"; // espace insécable: before a unit, before “:” and inside “13 h 06”
const fine = "\u202f"; // espace fine insécable: before “;”
/** “13 h”, “17 h 06”, “0 h 30”. */
const time = (at: "start" | "end" | "from") =>
  `{${at}_hour, number}${nb}h{${at}_minute, plural, =0 {} other {${nb}{${at}_minute, number, ::integer-width/*00}}}`;
const tieDown = "haubanez le store et ne le laissez pas déployé sans surveillance.";

/** French messages (French typography: espace insécable before “:”, fine before “;”; “le store” is the awning). */
export const fr: Catalog = {
  thunderstorm: `Orages aujourd’hui${nb}: évitez de rouler pendant les orages${fine}; stationnez loin des arbres et des hauteurs exposées.`,
  freezing_rain: `Pluie ou bruine verglaçante aujourd’hui${nb}: les routes peuvent se couvrir de verglas même au-dessus de zéro. Ne roulez pas avant la fin des précipitations et le salage des routes.`,
  freezing_rain_from: `Pluie ou bruine verglaçante à partir de ${time("from")}${nb}: les routes peuvent se couvrir de verglas même au-dessus de zéro. Roulez uniquement avant, ou une fois les routes salées.`,
  icy_roads: `Routes verglacées et enneigées${nb}: la température descendra à {temp_min, number}${nb}°C cette nuit, trop froid pour que le sel agisse. Demain, ne roulez qu’avec des pneus hiver ou des chaînes, lentement et sans freinages ni coups de volant brusques.`,
  black_ice: `Risque de verglas${nb}: la température descendra à {temp_min, number}${nb}°C cette nuit, sur chaussée mouillée. Demain, partez en fin de matinée et évitez les freinages et les coups de volant brusques.`,
  ice_possible: `Verglas possible sur les routes et les ponts${nb}: minimale de {temp_min, number}${nb}°C cette nuit.`,
  high_wind_driving: `Rafales jusqu’à {gust_kmh, number}${nb}km/h${nb}: dangereuses pour les fourgons et camping-cars${fine}; reportez le trajet ou évitez les routes exposées au vent.`,
  awning_retract: `Rentrez le store${nb}: rafales jusqu’à {gust_kmh, number}${nb}km/h aujourd’hui.`,
  awning_retract_high_wind: `Rentrez le store${nb}: les rafales sont trop fortes aujourd’hui.`,
  awning_retract_wind: `Rentrez le store${nb}: vent moyen jusqu’à {wind_kmh, number}${nb}km/h aujourd’hui.`,
  awning_retract_storm: `Rentrez le store${nb}: orages aujourd’hui.`,
  awning_retract_snow: `Rentrez le store${nb}: neige aujourd’hui${fine}; le poids de la neige peut tordre les bras.`,
  awning_retract_freezing_rain: `Rentrez le store${nb}: pluie verglaçante aujourd’hui${fine}; la glace l’alourdit et peut déchirer la toile.`,
  awning_retract_rain: `Rentrez le store${nb}: fortes pluies aujourd’hui${fine}; une poche d’eau sur la toile peut la déchirer ou tordre les bras.`,
  awning_caution: `Rafales jusqu’à {gust_kmh, number}${nb}km/h${nb}: ${tieDown}`,
  awning_caution_high_wind: "Avec ces rafales, haubanez le store et ne le laissez pas déployé sans surveillance.",
  awning_caution_wind: `Vent moyen jusqu’à {wind_kmh, number}${nb}km/h${nb}: ${tieDown}`,
  awning_caution_rain: `Pluie aujourd’hui ({precip_mm, number}${nb}mm)${nb}: abaissez un côté du store pour que l’eau s’écoule.`,
  awning_caution_frost: `Gel cette nuit${nb}: rentrez le store pour la nuit${fine}; une toile mouillée qui gèle se déchire facilement.`,
  extreme_heat: `Chaleur extrême${nb}: ressenti {feels_like, number}${nb}°C. Ne roulez pas aux heures chaudes de l’après-midi${fine}; stationnez à l’ombre, aérez, buvez beaucoup et ne laissez jamais personne, ni aucun animal, dans le véhicule.`,
  heat: `Chaleur${nb}: ressenti {feels_like, number}${nb}°C. Stationnez à l’ombre, aérez, buvez de l’eau et ne laissez jamais d’animaux dans le véhicule.`,
  hot_night: `Nuit très chaude${nb}: pas moins de {temp_min, number}${nb}°C. Ouvrez les lanterneaux et utilisez un ventilateur.`,
  tropical_night: `Nuit tropicale${nb}: pas moins de {temp_min, number}${nb}°C. Ouvrez les lanterneaux et utilisez un ventilateur.`,
  condensation: `Condensation probable cette nuit${nb}: les vitres et les parois métalliques descendront à {surface_temp, number}${nb}°C. Entrouvrez un lanterneau et essuyez les vitres au matin.`,
  condensation_frost: `Givre probable à l’intérieur cette nuit${nb}: les vitres et les parois métalliques descendront à {surface_temp, number}${nb}°C. Entrouvrez un lanterneau${fine}; grattez ou dégivrez les vitres avant de rouler.`,
  condensation_possible: `Un peu de condensation possible cette nuit${nb}: les vitres descendront à {surface_temp, number}${nb}°C. Entrouvrez un lanterneau.`,
  condensation_frost_possible: `Un peu de givre possible à l’intérieur cette nuit${nb}: les vitres descendront à {surface_temp, number}${nb}°C. Entrouvrez un lanterneau.`,
  downpour: `Fortes pluies${nb}: cumul attendu de {precip_mm, number}${nb}mm. Ne stationnez pas près des gués, des berges ni sur un sol meuble.`,
  fog: `Brouillard dense${nb}: visibilité réduite à {visibility_m, number}${nb}m. Roulez lentement en feux de croisement, ou attendez.`,
  uv_extreme: `Indice UV extrême, jusqu’à {uv, number}${nb}: évitez le soleil de midi${fine}; ombre, chapeau, vêtements couvrants et crème solaire sont indispensables.`,
  uv: `Indice UV jusqu’à {uv, number}${nb}: protégez-vous du soleil autour de midi.`,
  solar_good: `Journée bien ensoleillée${nb}: environ {solar_kwh, number}${nb}kWh par kWc de panneaux. Rechargez les batteries et utilisez vos appareils.`,
  solar_poor: `Journée peu ensoleillée${nb}: environ {solar_kwh, number}${nb}kWh par kWc de panneaux. Économisez l’énergie ou prévoyez une autre recharge.`,
  solar_none: `Aucune production solaire aujourd’hui${nb}: économisez l’énergie ou prévoyez une autre recharge.`,
  drive_window: `Créneau le plus sûr pour rouler aujourd’hui${nb}: de ${time("start")} à {end_hour, plural, =24 {minuit} other {${time("end")}}}.`,
  drive_window_past_midnight: `Créneau le plus sûr pour rouler${nb}: de ${time("start")} aujourd’hui à ${time("end")} après minuit.`,
  best_move_day: `Meilleur jour pour repartir${nb}: {days_ahead, plural, =1 {demain} one {dans # jour} many {dans # jours} other {dans # jours}} (conditions de route {drive_score, number}/100).`,
  no_good_move_day: `{days, plural, =1 {Pas un bon jour pour repartir aujourd’hui} =7 {Aucun bon jour pour repartir cette semaine} one {Aucun bon jour pour repartir dans les # prochains jours} many {Aucun bon jour pour repartir dans les # prochains jours} other {Aucun bon jour pour repartir dans les # prochains jours}} (meilleures conditions de route {drive_score, number}/100)${nb}: restez sur place si possible.`,
  sea_warm: `Mer agréable à {sea_temp, number}${nb}°C${nb}: bonne pour la baignade.`,
  cold_water: `Eau froide à {sea_temp, number}${nb}°C${nb}: risque de choc thermique. Si vous vous baignez, entrez progressivement, restez peu de temps et près du bord.`,
  very_cold_water: `Eau très froide à {sea_temp, number}${nb}°C${nb}: ne vous baignez pas sans combinaison${fine}; le choc thermique peut tuer en quelques minutes.`,
  high_waves: `Fortes vagues, jusqu’à {wave_height, number}${nb}m${nb}: ne vous baignez pas et tenez-vous loin des côtes exposées.`,
};
