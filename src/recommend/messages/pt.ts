import type { Catalog } from "./catalog.js";

/** Portuguese messages. */
export const pt: Catalog = {
  thunderstorm: "Trovoadas hoje: não conduza durante elas; estacione longe de árvores e de zonas altas expostas.",
  black_ice:
    "Risco de gelo negro: a noite desce a {temp_min} °C com o piso molhado. Saia a meio da manhã e conduza com suavidade.",
  ice_possible: "Possível gelo nas estradas e pontes: a noite desce a {temp_min} °C.",
  high_wind_driving:
    "Rajadas até {gust_kmh} km/h: perigoso para veículos altos; adie a viagem ou evite percursos expostos.",
  awning_caution: "Rajadas até {gust_kmh} km/h: prenda o toldo e não o deixe aberto sem vigilância.",
  awning_retract: "Recolha o toldo: rajadas até {gust_kmh} km/h ou mau tempo hoje.",
  heat: "Calor: sensação de {feels_like} °C. Estacione à sombra, areje, beba água e nunca deixe animais no veículo.",
  tropical_night: "Noite quente: pelo menos {temp_min} °C. Abra as claraboias e use uma ventoinha.",
  condensation:
    "Condensação provável esta noite (ponto de orvalho interior {dew_point} °C, mínima exterior {temp_min} °C): entreabra uma claraboia e seque os vidros.",
  downpour: "Chuva forte: esperam-se {precip_mm} mm. Não estacione junto a vaus, margens de rios nem em terreno mole.",
  fog: "Nevoeiro denso: visibilidade até {visibility_m} m. Conduza devagar com os médios, ou espere.",
  uv: "Índice UV até {uv}: proteja-se do sol nas horas centrais do dia.",
  solar_good:
    "Bom dia solar: cerca de {solar_kwh} kWh por kW de painéis. Carregue as baterias e use os seus aparelhos.",
  solar_poor:
    "Dia solar fraco: cerca de {solar_kwh} kWh por kW de painéis. Poupe energia ou preveja outra forma de carregar.",
  drive_window: "Melhor janela para conduzir hoje: das {start, time} às {end, time}.",
  best_move_day:
    "Melhor dia para seguir viagem: {days_ahead, plural, =1 {amanhã} other {daqui a # dias}} (pontuação de condução {drive_score}).",
  no_good_move_day:
    "Nenhum bom dia para seguir viagem esta semana (melhor pontuação de condução {drive_score}): fique onde está, se puder.",
  sea_warm: "Mar quente a {sea_temp} °C: bom para um mergulho.",
  cold_water: "Água fria a {sea_temp} °C: risco de choque térmico; nade pouco tempo e perto da margem.",
  high_waves: "Ondas altas até {wave_height} m: não entre na água e afaste-se das costas expostas.",
};
