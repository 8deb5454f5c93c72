import type { Catalog } from "./catalog.js";

const nb = "\u00a0"; // no-break space: between a number and its unit
const time = (at: "start" | "end" | "from") =>
  `{${at}_hour, number, ::integer-width/*00}:{${at}_minute, number, ::integer-width/*00}`;
const tieDown = "asegura el toldo con los tensores y no lo dejes extendido sin vigilancia.";

/** Spanish messages (Spain, tú; AEMET and DGT terms: placas de hielo, lluvia engelante, noche tórrida). */
export const es: Catalog = {
  thunderstorm:
    "Tormentas hoy: evita conducir durante las tormentas; aparca lejos de los árboles y de los lugares altos y despejados.",
  freezing_rain:
    "Lluvia o llovizna engelante hoy: las carreteras pueden helarse aunque el aire esté por encima de cero. No conduzcas hasta que pare y se hayan tratado las carreteras con sal.",
  freezing_rain_from: `Lluvia o llovizna engelante {from_hour, plural, =1 {desde la} other {desde las}} ${time("from")}: las carreteras pueden helarse aunque el aire esté por encima de cero. Conduce solo antes de que empiece o cuando se hayan tratado las carreteras con sal.`,
  icy_roads: `Carreteras heladas y con nieve: esta noche la mínima bajará a {temp_min, number}${nb}°C, demasiado frío para que actúe la sal. Mañana, conduce solo con neumáticos de invierno o cadenas, despacio y sin frenazos ni volantazos.`,
  black_ice: `Riesgo de placas de hielo: esta noche la mínima bajará a {temp_min, number}${nb}°C con la calzada mojada. Mañana, sal a última hora de la mañana y evita frenazos y volantazos.`,
  ice_possible: `Posible hielo en carreteras y puentes: esta noche la mínima bajará a {temp_min, number}${nb}°C.`,
  high_wind_driving: `Rachas de hasta {gust_kmh, number}${nb}km/h: peligrosas para furgonetas y autocaravanas; aplaza el viaje o evita las rutas expuestas al viento.`,
  awning_retract: `Recoge el toldo: hoy hay rachas de hasta {gust_kmh, number}${nb}km/h.`,
  awning_retract_high_wind: "Recoge el toldo: hoy las rachas son demasiado fuertes.",
  awning_retract_wind: `Recoge el toldo: hoy hay viento sostenido de hasta {wind_kmh, number}${nb}km/h.`,
  awning_retract_storm: "Recoge el toldo: hoy hay tormentas.",
  awning_retract_snow: "Recoge el toldo: hoy nieva; el peso de la nieve puede doblar los brazos.",
  awning_retract_freezing_rain:
    "Recoge el toldo: hoy hay lluvia engelante; el hielo lo sobrecarga y puede rasgar la lona.",
  awning_retract_rain:
    "Recoge el toldo: hoy llueve con fuerza; el agua embolsada en la lona puede rasgarla o doblar los brazos.",
  awning_caution: `Rachas de hasta {gust_kmh, number}${nb}km/h: ${tieDown}`,
  awning_caution_high_wind:
    "Con estas rachas, asegura el toldo con los tensores y no lo dejes extendido sin vigilancia.",
  awning_caution_wind: `Viento sostenido de hasta {wind_kmh, number}${nb}km/h: ${tieDown}`,
  awning_caution_rain: `Lluvia hoy ({precip_mm, number}${nb}mm): baja un lado del toldo para que escurra el agua.`,
  awning_caution_frost:
    "Helada esta noche: recoge el toldo antes de dormir; la lona mojada que se congela se rasga con facilidad.",
  extreme_heat: `Calor extremo: sensación térmica de {feels_like, number}${nb}°C. No conduzcas en las horas de más calor de la tarde; aparca a la sombra, ventila, bebe mucha agua y nunca dejes a nadie, ni a tus mascotas, dentro del vehículo.`,
  heat: `Calor: sensación térmica de {feels_like, number}${nb}°C. Aparca a la sombra, ventila, bebe agua y nunca dejes mascotas en el vehículo.`,
  hot_night: `Noche tórrida: no bajará de {temp_min, number}${nb}°C. Abre las claraboyas y usa un ventilador.`,
  tropical_night: `Noche tropical: no bajará de {temp_min, number}${nb}°C. Abre las claraboyas y usa un ventilador.`,
  condensation: `Condensación probable esta noche: los cristales y la chapa bajarán a {surface_temp, number}${nb}°C. Entreabre una claraboya y seca los cristales por la mañana.`,
  condensation_frost: `Escarcha probable en el interior esta noche: los cristales y la chapa bajarán a {surface_temp, number}${nb}°C. Entreabre una claraboya; rasca o calienta los cristales antes de conducir.`,
  condensation_possible: `Puede haber algo de condensación esta noche: los cristales bajarán a {surface_temp, number}${nb}°C. Entreabre una claraboya.`,
  condensation_frost_possible: `Puede formarse algo de escarcha en el interior esta noche: los cristales bajarán a {surface_temp, number}${nb}°C. Entreabre una claraboya.`,
  downpour: `Lluvia intensa: se prevé un acumulado de {precip_mm, number}${nb}mm. No aparques junto a cauces, vados de ríos u orillas, ni en terreno blando.`,
  fog: `Niebla densa: visibilidad reducida a {visibility_m, number}${nb}m. Conduce despacio con las luces de cruce, o espera.`,
  uv_extreme:
    "Índice UV extremo, de hasta {uv, number}: evita el sol de las horas centrales; sombra, gorra, ropa que cubra y protector solar son imprescindibles.",
  uv: "Índice UV de hasta {uv, number}: protégete del sol en las horas centrales del día.",
  solar_good: `Buena jornada para los paneles solares: alrededor de {solar_kwh, number}${nb}kWh por kWp. Carga las baterías y usa tus aparatos.`,
  solar_poor: `Poco sol para los paneles: alrededor de {solar_kwh, number}${nb}kWh por kWp. Ahorra energía o planifica otra forma de cargar.`,
  solar_none: "Hoy no habrá producción solar: ahorra energía o planifica otra forma de cargar.",
  drive_window: `Franja más segura para conducir hoy: de ${time("start")} a {end_hour, plural, =24 {medianoche} other {${time("end")}}}.`,
  drive_window_past_midnight: `Franja más segura para conducir: de ${time("start")} de hoy a ${time("end")}, pasada la medianoche.`,
  best_move_day:
    "Mejor día para seguir ruta: {days_ahead, plural, =1 {mañana} one {dentro de # día} many {dentro de # días} other {dentro de # días}} (condiciones de carretera {drive_score, number}/100).",
  no_good_move_day:
    "{days, plural, =1 {Hoy no es un buen día para seguir ruta} =7 {No hay ningún buen día para seguir ruta esta semana} one {No hay ningún buen día para seguir ruta en el próximo # día} many {No hay ningún buen día para seguir ruta en los próximos # días} other {No hay ningún buen día para seguir ruta en los próximos # días}} (mejores condiciones de carretera {drive_score, number}/100): quédate donde estás si puedes.",
  sea_warm: `Mar agradable, a {sea_temp, number}${nb}°C: bueno para bañarse.`,
  cold_water: `Agua fría, a {sea_temp, number}${nb}°C: riesgo de choque térmico. Si te bañas, entra poco a poco, quédate poco rato y cerca de la orilla.`,
  very_cold_water: `Agua muy fría, a {sea_temp, number}${nb}°C: no te bañes sin traje de neopreno; el choque térmico puede matar en pocos minutos.`,
  high_waves: `Oleaje de hasta {wave_height, number}${nb}m: no te metas en el agua y aléjate de las costas expuestas.`,
};
