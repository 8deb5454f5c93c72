import type { Catalog } from "./catalog.js";

/** Spanish messages. */
export const es: Catalog = {
  thunderstorm: "Tormentas hoy: no conduzcas durante ellas; aparca lejos de árboles y de zonas altas expuestas.",
  black_ice:
    "Riesgo de hielo negro: la noche baja a {temp_min} °C con el suelo mojado. Sal a media mañana y conduce con suavidad.",
  ice_possible: "Posible hielo en carreteras y puentes: la noche baja a {temp_min} °C.",
  high_wind_driving:
    "Rachas de hasta {gust_kmh} km/h: peligroso para vehículos altos; aplaza el viaje o evita las rutas expuestas.",
  awning_caution: "Rachas de hasta {gust_kmh} km/h: sujeta el toldo con vientos y no lo dejes abierto sin vigilancia.",
  awning_retract: "Recoge el toldo: rachas de hasta {gust_kmh} km/h o mal tiempo hoy.",
  heat: "Calor: sensación de {feels_like} °C. Aparca a la sombra, ventila, bebe agua y nunca dejes mascotas en el vehículo.",
  tropical_night: "Noche cálida: al menos {temp_min} °C. Abre las claraboyas y usa un ventilador.",
  condensation:
    "Condensación probable esta noche (punto de rocío interior {dew_point} °C, mínima exterior {temp_min} °C): entreabre una claraboya y seca los cristales.",
  downpour:
    "Lluvia intensa: se esperan {precip_mm} mm. No aparques junto a vados, orillas de ríos ni en terreno blando.",
  fog: "Niebla densa: visibilidad de hasta {visibility_m} m. Conduce despacio con las luces de cruce, o espera.",
  uv: "Índice UV de hasta {uv}: protégete del sol en las horas centrales del día.",
  solar_good: "Buen día solar: unos {solar_kwh} kWh por kW de paneles. Carga las baterías y usa tus aparatos.",
  solar_poor: "Día solar pobre: unos {solar_kwh} kWh por kW de paneles. Ahorra energía o prevé otra forma de carga.",
  drive_window: "Mejor franja para conducir hoy: de {start, time} a {end, time}.",
  best_move_day:
    "Mejor día para moverse: {days_ahead, plural, =1 {mañana} other {dentro de # días}} (puntuación de conducción {drive_score}).",
  no_good_move_day:
    "Ningún buen día para moverse esta semana (mejor puntuación de conducción {drive_score}): quédate donde estás si puedes.",
  sea_warm: "Mar cálido a {sea_temp} °C: bueno para bañarse.",
  cold_water: "Agua fría a {sea_temp} °C: riesgo de choque por frío; báñate poco rato y cerca de la orilla.",
  high_waves: "Olas altas de hasta {wave_height} m: no te metas en el agua y aléjate de las costas expuestas.",
};
