import type { Catalog } from "./catalog.js";

const nb = "\u00a0"; // no-break space: between a number and its unit
/** “13h06”, “1h00”. */
const time = (at: "start" | "end" | "from") => `{${at}_hour, number}h{${at}_minute, number, ::integer-width/*00}`;
/**
 * A window's start and end in Portuguese with a time format: the article agrees with the hour, 0h and 1h being
 * singular (“da 1h00”, “das 13h00”; “à 1h00”, “às 17h06”, “à meia-noite”).
 */
export const portugueseRange = (time: (at: "start" | "end") => string) => ({
  from: `{start_hour, plural, =0 {da} =1 {da} other {das}} ${time("start")}`,
  to: `{end_hour, plural, =0 {à ${time("end")}} =1 {à ${time("end")}} =24 {à meia-noite} other {às ${time("end")}}}`,
});
const { from, to } = portugueseRange(time);
const tieDown = "prenda o toldo com as cintas e não o deixe aberto sem vigilância.";

/** European Portuguese messages (Portugal; Brazil has `pt-BR`). */
export const pt: Catalog = {
  thunderstorm:
    "Trovoadas hoje: evite conduzir durante as trovoadas; estacione longe de árvores e de locais altos e expostos.",
  freezing_rain:
    "Chuva ou chuvisco gelado hoje: as estradas podem gelar mesmo com temperaturas acima de zero. Não conduza até parar de chover e as estradas estarem tratadas com sal.",
  freezing_rain_from: `Chuva ou chuvisco gelado a partir {from_hour, plural, =0 {da} =1 {da} other {das}} ${time("from")}: as estradas podem gelar mesmo com temperaturas acima de zero. Conduza só antes de começar, ou depois de as estradas serem tratadas com sal.`,
  icy_roads: `Estradas com gelo e neve: esta noite a mínima desce a {temp_min, number}${nb}°C, frio demais para o sal atuar. Amanhã, conduza só com pneus de inverno ou correntes, devagar e sem travagens nem manobras bruscas.`,
  black_ice: `Risco de gelo na estrada: esta noite a mínima desce a {temp_min, number}${nb}°C, com o piso molhado. Amanhã, saia ao fim da manhã e evite travagens e manobras bruscas.`,
  ice_possible: `Possível formação de gelo nas estradas e pontes: esta noite a mínima desce a {temp_min, number}${nb}°C.`,
  high_wind_driving: `Rajadas até {gust_kmh, number}${nb}km/h: perigosas para furgões e autocaravanas; adie a viagem ou evite percursos expostos ao vento.`,
  awning_retract: `Recolha o toldo: rajadas até {gust_kmh, number}${nb}km/h hoje.`,
  awning_retract_high_wind: "Recolha o toldo: as rajadas de hoje são demasiado fortes.",
  awning_retract_wind: `Recolha o toldo: vento médio até {wind_kmh, number}${nb}km/h hoje.`,
  awning_retract_storm: "Recolha o toldo: trovoadas hoje.",
  awning_retract_snow: "Recolha o toldo: neve hoje; o peso da neve pode dobrar os braços.",
  awning_retract_freezing_rain: "Recolha o toldo: chuva gelada hoje; o gelo sobrecarrega-o e pode rasgar a lona.",
  awning_retract_rain: "Recolha o toldo: chuva forte hoje; a água acumulada na lona pode rasgá-la ou dobrar os braços.",
  awning_caution: `Rajadas até {gust_kmh, number}${nb}km/h: ${tieDown}`,
  awning_caution_high_wind: "Com estas rajadas, prenda o toldo com as cintas e não o deixe aberto sem vigilância.",
  awning_caution_wind: `Vento médio até {wind_kmh, number}${nb}km/h: ${tieDown}`,
  awning_caution_rain: `Chuva hoje ({precip_mm, number}${nb}mm): baixe um dos lados do toldo para a água escorrer.`,
  awning_caution_frost:
    "Geada esta noite: recolha o toldo antes de dormir; a lona molhada que congela rasga-se facilmente.",
  extreme_heat: `Calor extremo: sensação térmica de {feels_like, number}${nb}°C. Evite conduzir nas horas de maior calor da tarde; estacione à sombra, areje, beba muita água e nunca deixe pessoas ou animais dentro do veículo.`,
  heat: `Calor: sensação térmica de {feels_like, number}${nb}°C. Estacione à sombra, areje, beba água e nunca deixe animais no veículo.`,
  hot_night: `Noite muito quente: a mínima não desce abaixo de {temp_min, number}${nb}°C. Abra as claraboias e use uma ventoinha.`,
  tropical_night: `Noite tropical: a mínima não desce abaixo de {temp_min, number}${nb}°C. Abra as claraboias e use uma ventoinha.`,
  condensation: `Condensação provável esta noite: os vidros e a chapa vão arrefecer até {surface_temp, number}${nb}°C. Entreabra uma claraboia e seque os vidros de manhã.`,
  condensation_frost: `Geada provável no interior esta noite: os vidros e a chapa vão arrefecer até {surface_temp, number}${nb}°C. Entreabra uma claraboia; raspe ou aqueça os vidros antes de conduzir.`,
  condensation_possible: `Pode haver alguma condensação esta noite: os vidros vão arrefecer até {surface_temp, number}${nb}°C. Entreabra uma claraboia.`,
  condensation_frost_possible: `Pode formar-se alguma geada no interior esta noite: os vidros vão arrefecer até {surface_temp, number}${nb}°C. Entreabra uma claraboia.`,
  downpour: `Chuva forte: prevê-se uma acumulação de {precip_mm, number}${nb}mm. Não estacione junto a leitos de ribeiras, margens de rios nem em terreno mole.`,
  fog: `Nevoeiro denso: visibilidade reduzida a {visibility_m, number}${nb}m. Conduza devagar com os médios, ou espere.`,
  uv_extreme:
    "Índice UV extremo, até {uv, number}: evite o sol nas horas centrais do dia; sombra, chapéu, roupa que cubra e protetor solar são indispensáveis.",
  uv: "Índice UV até {uv, number}: proteja-se do sol nas horas centrais do dia.",
  solar_good: `Boa produção solar hoje: cerca de {solar_kwh, number}${nb}kWh por kWp de painéis. Carregue as baterias e use os seus aparelhos.`,
  solar_poor: `Pouca produção solar hoje: cerca de {solar_kwh, number}${nb}kWh por kWp de painéis. Poupe energia ou planeie outra forma de carregar.`,
  solar_none: "Sem produção solar hoje: poupe energia ou planeie outra forma de carregar.",
  drive_window: `Período mais seguro para conduzir hoje: ${from} ${to}.`,
  drive_window_past_midnight: `Período mais seguro para conduzir: ${from} de hoje ${to}, depois da meia-noite.`,
  best_move_day:
    "Melhor dia para seguir viagem: {days_ahead, plural, =1 {amanhã} one {daqui a # dia} many {daqui a # dias} other {daqui a # dias}} (condições de estrada {drive_score, number}/100).",
  no_good_move_day:
    "{days, plural, =1 {Hoje não é um bom dia para seguir viagem} =7 {Nenhum dia bom para seguir viagem esta semana} one {Nenhum dia bom para seguir viagem no próximo # dia} many {Nenhum dia bom para seguir viagem nos próximos # dias} other {Nenhum dia bom para seguir viagem nos próximos # dias}} (melhores condições de estrada {drive_score, number}/100): fique onde está, se puder.",
  sea_warm: `Mar agradável a {sea_temp, number}${nb}°C: bom para um mergulho.`,
  cold_water: `Água fria a {sea_temp, number}${nb}°C: risco de choque térmico. Se for nadar, entre devagar, fique pouco tempo e perto da costa.`,
  very_cold_water: `Água muito fria a {sea_temp, number}${nb}°C: não nade sem fato isotérmico; o choque térmico pode matar em poucos minutos.`,
  high_waves: `Ondas altas até {wave_height, number}${nb}m: não entre na água e afaste-se das zonas costeiras expostas.`,
};
