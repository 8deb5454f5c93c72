import type { Catalog } from "./catalog.js";
import { portugueseRange } from "./pt.js";

const nb = "\u00a0"; // no-break space: between a number and its unit
/** “13h”, “17h06”. */
const time = (at: "start" | "end" | "from") =>
  `{${at}_hour, number}h{${at}_minute, plural, =0 {} other {{${at}_minute, number, ::integer-width/*00}}}`;
const { from, to } = portugueseRange(time); // “da 1h”, “das 13h”, “às 17h06”
const tieDown = "prenda o toldo com as cintas e não o deixe aberto sem ninguém por perto.";

/** Brazilian Portuguese messages (dirigir, farol baixo, neblina, economize, motorhome). */
export const ptBR: Catalog = {
  thunderstorm:
    "Tempestades com raios hoje: evite dirigir durante as tempestades; estacione longe de árvores e de locais altos e descampados.",
  freezing_rain:
    "Chuva ou garoa congelante hoje: as pistas podem ficar cobertas de gelo mesmo com o ar acima de zero. Não dirija até a chuva parar e as estradas receberem sal.",
  freezing_rain_from: `Chuva ou garoa congelante a partir {from_hour, plural, =0 {da} =1 {da} other {das}} ${time("from")}: as pistas podem ficar cobertas de gelo mesmo com o ar acima de zero. Dirija só antes de começar, ou depois que as estradas receberem sal.`,
  icy_roads: `Pistas com gelo e neve: esta noite a mínima cai para {temp_min, number}${nb}°C, frio demais para o sal funcionar. Amanhã, dirija só com pneus de inverno ou correntes, devagar e sem frear ou virar o volante bruscamente.`,
  black_ice: `Risco de gelo na pista: esta noite a mínima cai para {temp_min, number}${nb}°C, com o piso molhado. Amanhã, saia no fim da manhã e evite frear ou virar o volante bruscamente.`,
  ice_possible: `Possível formação de gelo em estradas e pontes: esta noite a mínima cai para {temp_min, number}${nb}°C.`,
  high_wind_driving: `Rajadas de até {gust_kmh, number}${nb}km/h: perigosas para vans e motorhomes; adie a viagem ou evite trechos expostos ao vento.`,
  awning_retract: `Recolha o toldo: rajadas de até {gust_kmh, number}${nb}km/h hoje.`,
  awning_retract_high_wind: "Recolha o toldo: as rajadas de hoje são fortes demais.",
  awning_retract_wind: `Recolha o toldo: vento constante de até {wind_kmh, number}${nb}km/h hoje.`,
  awning_retract_storm: "Recolha o toldo: tempestades com raios hoje.",
  awning_retract_snow: "Recolha o toldo: neve hoje; o peso da neve pode entortar os braços.",
  awning_retract_freezing_rain:
    "Recolha o toldo: chuva congelante hoje; o gelo sobrecarrega o toldo e pode rasgar a lona.",
  awning_retract_rain:
    "Recolha o toldo: chuva forte hoje; a água acumulada na lona pode rasgá-la ou entortar os braços.",
  awning_caution: `Rajadas de até {gust_kmh, number}${nb}km/h: ${tieDown}`,
  awning_caution_high_wind:
    "Com essas rajadas, prenda o toldo com as cintas e não o deixe aberto sem ninguém por perto.",
  awning_caution_wind: `Vento constante de até {wind_kmh, number}${nb}km/h: ${tieDown}`,
  awning_caution_rain: `Chuva hoje ({precip_mm, number}${nb}mm): abaixe um dos lados do toldo para a água escorrer.`,
  awning_caution_frost:
    "Geada esta noite: recolha o toldo antes de dormir; lona molhada que congela rasga com facilidade.",
  extreme_heat: `Calor extremo: sensação térmica de {feels_like, number}${nb}°C. Evite dirigir nas horas mais quentes da tarde; estacione na sombra, ventile, beba bastante água e nunca deixe pessoas ou animais dentro do veículo.`,
  heat: `Calor: sensação térmica de {feels_like, number}${nb}°C. Estacione na sombra, ventile, beba água e nunca deixe animais no veículo.`,
  hot_night: `Noite muito quente: a mínima não cai abaixo de {temp_min, number}${nb}°C. Abra as claraboias e use um ventilador.`,
  tropical_night: `Noite quente: a mínima não cai abaixo de {temp_min, number}${nb}°C. Abra as claraboias e use um ventilador.`,
  condensation: `Condensação provável esta noite: os vidros e a lataria vão esfriar até {surface_temp, number}${nb}°C. Deixe uma claraboia entreaberta e seque os vidros pela manhã.`,
  condensation_frost: `Geada provável por dentro dos vidros esta noite: os vidros e a lataria vão esfriar até {surface_temp, number}${nb}°C. Deixe uma claraboia entreaberta; raspe ou aqueça os vidros antes de dirigir.`,
  condensation_possible: `Pode haver um pouco de condensação esta noite: os vidros vão esfriar até {surface_temp, number}${nb}°C. Deixe uma claraboia entreaberta.`,
  condensation_frost_possible: `Pode se formar um pouco de geada por dentro dos vidros esta noite: os vidros vão esfriar até {surface_temp, number}${nb}°C. Deixe uma claraboia entreaberta.`,
  downpour: `Chuva forte: acumulado previsto de {precip_mm, number}${nb}mm. Não estacione perto de leitos de rio, margens ou em terreno fofo.`,
  fog: `Neblina densa: visibilidade reduzida a {visibility_m, number}${nb}m. Dirija devagar com o farol baixo, ou espere.`,
  uv_extreme:
    "Índice UV extremo, de até {uv, number}: evite o sol perto do meio-dia; sombra, chapéu, roupa que cubra o corpo e protetor solar são indispensáveis.",
  uv: "Índice UV de até {uv, number}: proteja-se do sol perto do meio-dia.",
  solar_good: `Boa produção solar hoje: cerca de {solar_kwh, number}${nb}kWh por kWp de painéis. Carregue as baterias e use seus aparelhos.`,
  solar_poor: `Pouca produção solar hoje: cerca de {solar_kwh, number}${nb}kWh por kWp de painéis. Economize energia ou planeje outra forma de carregar.`,
  solar_none: "Sem produção solar hoje: economize energia ou planeje outra forma de carregar.",
  drive_window: `Horário mais seguro para dirigir hoje: ${from} ${to}.`,
  drive_window_past_midnight: `Horário mais seguro para dirigir: ${from} de hoje ${to}, depois da meia-noite.`,
  best_move_day:
    "Melhor dia para seguir viagem: {days_ahead, plural, =1 {amanhã} one {daqui a # dia} many {daqui a # dias} other {daqui a # dias}} (condições da estrada {drive_score, number}/100).",
  no_good_move_day:
    "{days, plural, =1 {Hoje não é um bom dia para seguir viagem} =7 {Nenhum dia bom para seguir viagem nesta semana} one {Nenhum dia bom para seguir viagem no próximo # dia} many {Nenhum dia bom para seguir viagem nos próximos # dias} other {Nenhum dia bom para seguir viagem nos próximos # dias}} (melhores condições da estrada {drive_score, number}/100): fique onde está, se puder.",
  sea_warm: `Mar agradável, a {sea_temp, number}${nb}°C: bom para um banho de mar.`,
  cold_water: `Água fria, a {sea_temp, number}${nb}°C: risco de choque térmico. Se for nadar, entre devagar, fique pouco tempo e perto da praia.`,
  very_cold_water: `Água muito fria, a {sea_temp, number}${nb}°C: não nade sem roupa de neoprene; o choque térmico pode matar em poucos minutos.`,
  high_waves: `Ondas de até {wave_height, number}${nb}m: não entre na água e fique longe de costões e áreas expostas.`,
};
