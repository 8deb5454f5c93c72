import type { Catalog } from "./catalog.js";

/** German messages. */
export const de: Catalog = {
  thunderstorm: "Gewitter heute: nicht hineinfahren; fern von Bäumen und exponierten Anhöhen parken.",
  black_ice:
    "Glatteisgefahr: Die Nacht kühlt auf {temp_min} °C ab, der Boden ist nass. Erst am späten Vormittag losfahren und behutsam fahren.",
  ice_possible: "Glätte auf Straßen und Brücken möglich: Die Nacht kühlt auf {temp_min} °C ab.",
  high_wind_driving:
    "Böen bis {gust_kmh} km/h: gefährlich für hohe Fahrzeuge; Fahrt verschieben oder exponierte Strecken meiden.",
  awning_caution: "Böen bis {gust_kmh} km/h: Markise abspannen und nicht unbeaufsichtigt ausgefahren lassen.",
  awning_retract: "Markise einfahren: Böen bis {gust_kmh} km/h oder Unwetter heute.",
  heat: "Hitze: gefühlt {feels_like} °C. Im Schatten parken, lüften, viel trinken und Haustiere nie im Fahrzeug lassen.",
  tropical_night: "Warme Nacht: mindestens {temp_min} °C. Dachluken öffnen und einen Ventilator nutzen.",
  condensation:
    "Heute Nacht ist Kondenswasser wahrscheinlich (Taupunkt innen {dew_point} °C, Tiefstwert außen {temp_min} °C): Dachluke einen Spalt öffnen und die Scheiben trocken wischen.",
  downpour: "Starkregen: {precip_mm} mm erwartet. Nicht an Furten, Flussufern oder auf weichem Boden parken.",
  fog: "Dichter Nebel: Sichtweite bis {visibility_m} m. Langsam mit Abblendlicht fahren oder warten.",
  uv: "UV-Index bis {uv}: um die Mittagszeit vor der Sonne schützen.",
  solar_good: "Guter Solartag: etwa {solar_kwh} kWh pro kW Modulleistung. Batterien laden und Verbraucher betreiben.",
  solar_poor: "Schwacher Solartag: etwa {solar_kwh} kWh pro kW Modulleistung. Strom sparen oder anders laden.",
  drive_window: "Sicherste Fahrzeit heute: {start, time} bis {end, time}.",
  best_move_day:
    "Bester Tag zum Weiterfahren: {days_ahead, plural, =1 {morgen} other {in # Tagen}} (Fahrwert {drive_score}).",
  no_good_move_day:
    "Diese Woche kein guter Tag zum Weiterfahren (bester Fahrwert {drive_score}): wenn möglich stehen bleiben.",
  sea_warm: "Warmes Meer mit {sea_temp} °C: gut zum Baden.",
  cold_water: "Kaltes Wasser mit {sea_temp} °C: Gefahr eines Kälteschocks; nur kurz und in Ufernähe schwimmen.",
  high_waves: "Hohe Wellen bis {wave_height} m: nicht ins Wasser gehen und exponierte Küsten meiden.",
};
