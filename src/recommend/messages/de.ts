import type { Catalog } from "./catalog.js";

const nb = "\u00a0"; // no-break space: between a number and its unit
const time = (at: "start" | "end" | "from") =>
  `{${at}_hour, number, ::integer-width/*00}:{${at}_minute, number, ::integer-width/*00}`;
const tieDown = "Markise abspannen und nicht unbeaufsichtigt ausgefahren lassen.";

/** German messages (DWD terms: überfrierende Nässe, Glatteis, Tropennacht). */
export const de: Catalog = {
  thunderstorm: "Gewitter heute: während der Gewitter nicht fahren; nicht unter Bäumen oder auf freien Anhöhen parken.",
  freezing_rain:
    "Gefrierender Regen oder Sprühregen heute: Glatteis ist auch bei Plusgraden möglich. Erst weiterfahren, wenn es aufgehört hat und gestreut ist.",
  freezing_rain_from: `Gefrierender Regen oder Sprühregen ab ${time("from")}${nb}Uhr: Glatteis ist auch bei Plusgraden möglich. Nur vorher fahren oder erst, wenn gestreut ist.`,
  icy_roads: `Eis- und Schneeglätte: nachts bis {temp_min, number}${nb}°C, zu kalt für Streusalz. Morgen nur mit Winterreifen oder Schneeketten fahren, langsam und ohne abrupte Manöver.`,
  black_ice: `Glättegefahr durch überfrierende Nässe: nachts bis {temp_min, number}${nb}°C bei nasser Fahrbahn. Morgen erst am späten Vormittag losfahren, vorsichtig und ohne abrupte Manöver.`,
  ice_possible: `Glätte auf Straßen und Brücken möglich: nachts bis {temp_min, number}${nb}°C.`,
  high_wind_driving: `Böen bis {gust_kmh, number}${nb}km/h: gefährlich für hohe Fahrzeuge; Fahrt verschieben oder windanfällige Strecken (Brücken, Pässe) meiden.`,
  awning_retract: `Markise einfahren: heute Böen bis {gust_kmh, number}${nb}km/h.`,
  awning_retract_high_wind: "Markise einfahren: Die Böen sind heute zu stark für sie.",
  awning_retract_wind: `Markise einfahren: heute Dauerwind bis {wind_kmh, number}${nb}km/h.`,
  awning_retract_storm: "Markise einfahren: heute Gewitter.",
  awning_retract_snow: "Markise einfahren: heute Schneefall; die Schneelast kann die Gelenkarme verbiegen.",
  awning_retract_freezing_rain:
    "Markise einfahren: heute gefrierender Regen; das Eis beschwert das Tuch und kann es einreißen.",
  awning_retract_rain:
    "Markise einfahren: heute Starkregen; Wassersäcke im Tuch können es einreißen oder die Gelenkarme verbiegen.",
  awning_caution: `Böen bis {gust_kmh, number}${nb}km/h: ${tieDown}`,
  awning_caution_high_wind: "Bei diesen Böen die Markise abspannen und nicht unbeaufsichtigt ausgefahren lassen.",
  awning_caution_wind: `Dauerwind bis {wind_kmh, number}${nb}km/h: ${tieDown}`,
  awning_caution_rain: `Regen heute ({precip_mm, number}${nb}mm): Markise auf einer Seite absenken, damit das Wasser abläuft.`,
  awning_caution_frost: "Frost heute Nacht: Markise über Nacht einfahren; nass gefrorenes Tuch reißt leicht.",
  extreme_heat: `Extreme Hitze: gefühlt {feels_like, number}${nb}°C. Nachmittags nicht fahren; im Schatten parken, lüften, viel trinken und niemanden, auch keine Tiere, im Fahrzeug lassen.`,
  heat: `Hitze: gefühlt {feels_like, number}${nb}°C. Im Schatten parken, lüften, viel trinken und Haustiere nie im Fahrzeug lassen.`,
  hot_night: `Heiße Nacht: nicht unter {temp_min, number}${nb}°C. Dachluken öffnen und einen Ventilator nutzen.`,
  tropical_night: `Tropennacht: nicht unter {temp_min, number}${nb}°C. Dachluken öffnen und einen Ventilator nutzen.`,
  condensation: `Heute Nacht bildet sich wahrscheinlich Kondenswasser: Scheiben und Blech kühlen auf {surface_temp, number}${nb}°C ab. Dachluke einen Spalt öffnen und morgens die Scheiben trocken wischen.`,
  condensation_frost: `Heute Nacht vereisen die Scheiben wahrscheinlich von innen: Scheiben und Blech kühlen auf {surface_temp, number}${nb}°C ab. Dachluke einen Spalt öffnen; vor der Fahrt die Scheiben freikratzen oder auftauen.`,
  condensation_possible: `Heute Nacht ist etwas Kondenswasser möglich: Die Scheiben kühlen auf {surface_temp, number}${nb}°C ab. Dachluke einen Spalt öffnen.`,
  condensation_frost_possible: `Heute Nacht ist etwas Reif an den Scheiben innen möglich: Die Scheiben kühlen auf {surface_temp, number}${nb}°C ab. Dachluke einen Spalt öffnen.`,
  downpour: `Starkregen: {precip_mm, number}${nb}mm erwartet. Nicht an Furten, Flussufern oder auf weichem Boden parken.`,
  fog: `Dichter Nebel: Sichtweite teils nur {visibility_m, number}${nb}m. Langsam mit Abblendlicht fahren oder warten.`,
  uv_extreme:
    "Extremer UV-Index bis {uv, number}: die Mittagssonne meiden; Schatten, Kopfbedeckung, lange Kleidung und Sonnencreme sind Pflicht.",
  uv: "UV-Index bis {uv, number}: mittags die Sonne meiden und Sonnenschutz verwenden.",
  solar_good: `Guter Tag für Solarstrom: etwa {solar_kwh, number}${nb}kWh pro kWp Modulleistung. Batterien laden und Verbraucher betreiben.`,
  solar_poor: `Schwacher Tag für Solarstrom: etwa {solar_kwh, number}${nb}kWh pro kWp Modulleistung. Strom sparen oder anders laden.`,
  solar_none: "Heute kein Solarertrag: Strom sparen oder anders laden.",
  drive_window: `Sicherste Fahrzeit heute: {end_hour, plural, =24 {${time("start")}${nb}Uhr bis Mitternacht} other {${time("start")} bis ${time("end")}${nb}Uhr}}.`,
  drive_window_past_midnight: `Sicherste Fahrzeit: heute von ${time("start")} bis ${time("end")}${nb}Uhr nach Mitternacht.`,
  best_move_day:
    "Bester Tag zum Weiterfahren: {days_ahead, plural, =1 {morgen} one {in # Tag} other {in # Tagen}} (Fahrbedingungen {drive_score, number}/100).",
  no_good_move_day:
    "{days, plural, =1 {Heute kein guter Tag zum Weiterfahren} =7 {Diese Woche kein guter Tag zum Weiterfahren} one {Am nächsten # Tag kein guter Tag zum Weiterfahren} other {In den nächsten # Tagen kein guter Tag zum Weiterfahren}} (beste Fahrbedingungen {drive_score, number}/100): wenn möglich stehen bleiben.",
  sea_warm: `Warmes Meer mit {sea_temp, number}${nb}°C: gut zum Baden.`,
  cold_water: `Kaltes Wasser mit {sea_temp, number}${nb}°C: Gefahr eines Kälteschocks. Wer baden geht: langsam hinein, nur kurz und in Ufernähe.`,
  very_cold_water: `Sehr kaltes Wasser mit {sea_temp, number}${nb}°C: nicht ohne Neoprenanzug ins Wasser; ein Kälteschock kann binnen Minuten tödlich sein.`,
  high_waves: `Hohe Wellen bis {wave_height, number}${nb}m: nicht ins Wasser gehen und ungeschützte Küstenabschnitte meiden.`,
};
