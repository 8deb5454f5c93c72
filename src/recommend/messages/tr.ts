import type { Catalog } from "./catalog.js";

/** Turkish messages (phrased so that no suffix follows a number). */
export const tr: Catalog = {
  thunderstorm: "Bugün gök gürültülü fırtına: fırtınada yola çıkmayın; ağaçlardan ve açık tepelerden uzak park edin.",
  black_ice:
    "Gizli buzlanma riski: gece en düşük {temp_min} °C ve zemin ıslak. Öğleye doğru yola çıkın ve yumuşak sürün.",
  ice_possible: "Yollarda ve köprülerde buzlanma olabilir: gece en düşük {temp_min} °C.",
  high_wind_driving:
    "Rüzgâr hamleleri en fazla {gust_kmh} km/sa: yüksek araçlar için tehlikeli; yolculuğu erteleyin veya açık güzergâhlardan kaçının.",
  awning_caution:
    "Rüzgâr hamleleri en fazla {gust_kmh} km/sa: tenteyi gergi halatlarıyla sabitleyin ve açık bırakıp uzaklaşmayın.",
  awning_retract: "Tenteyi kapatın: bugün rüzgâr hamleleri en fazla {gust_kmh} km/sa veya sert hava.",
  heat: "Sıcak: hissedilen {feels_like} °C. Gölgeye park edin, havalandırın, su için ve evcil hayvanları asla araçta bırakmayın.",
  tropical_night: "Sıcak gece: en az {temp_min} °C. Tavan havalandırmalarını açın ve vantilatör kullanın.",
  condensation:
    "Bu gece yoğuşma bekleniyor (içeride çiğ noktası {dew_point} °C, dışarıda en düşük {temp_min} °C): bir tavan havalandırmasını aralayın ve camları silin.",
  downpour:
    "Şiddetli yağış: {precip_mm} mm bekleniyor. Sığ geçitlerin ve nehir kıyılarının yanına ya da yumuşak zemine park etmeyin.",
  fog: "Yoğun sis: görüş mesafesi {visibility_m} m. Kısa farlarla yavaş sürün veya bekleyin.",
  uv: "UV indeksi en fazla {uv}: öğle saatlerinde güneşten korunun.",
  solar_good:
    "İyi bir güneş günü: 1 kW panel başına yaklaşık {solar_kwh} kWh. Aküleri şarj edin ve cihazlarınızı çalıştırın.",
  solar_poor:
    "Zayıf bir güneş günü: 1 kW panel başına yaklaşık {solar_kwh} kWh. Enerji tasarrufu yapın veya başka bir şarj yolu planlayın.",
  drive_window: "Bugün sürüş için en güvenli zaman: {start, time} – {end, time}.",
  best_move_day:
    "Yola devam etmek için en iyi gün: {days_ahead, plural, =1 {yarın} other {# gün sonra}} (sürüş puanı {drive_score}).",
  no_good_move_day:
    "Bu hafta yola devam etmek için iyi bir gün yok (en iyi sürüş puanı {drive_score}): mümkünse olduğunuz yerde kalın.",
  sea_warm: "Deniz ılık, {sea_temp} °C: yüzmek için uygun.",
  cold_water: "Su soğuk, {sea_temp} °C: soğuk şok riski; kısa süre ve kıyıya yakın yüzün.",
  high_waves: "Yüksek dalgalar, en fazla {wave_height} m: suya girmeyin ve açık kıyılardan uzak durun.",
};
