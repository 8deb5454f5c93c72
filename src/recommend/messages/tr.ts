import type { Catalog } from "./catalog.js";

const nb = "\u00a0"; // bölünmez boşluk: between a number and its unit
/** “13.00”, as TDK writes the time. */
const time = (at: "start" | "end" | "from") =>
  `{${at}_hour, number, ::integer-width/*00}.{${at}_minute, number, ::integer-width/*00}`;
const tieDown = "tenteyi gergi halatlarıyla sabitleyin ve açık bırakıp uzaklaşmayın.";

/** Turkish messages (phrased so that no suffix follows a number: the suffix goes on the next word). */
export const tr: Catalog = {
  thunderstorm:
    "Bugün gök gürültülü fırtına: fırtına sırasında yola çıkmayın; ağaçlardan ve açık tepelerden uzak bir yere park edin.",
  freezing_rain:
    "Bugün dondurucu yağmur veya çisenti: hava sıfırın üzerindeyken bile yollar buz tutabilir. Yağış durup yollar tuzlanana kadar yola çıkmayın.",
  freezing_rain_from: `Saat ${time("from")} itibarıyla dondurucu yağmur veya çisenti: hava sıfırın üzerindeyken bile yollar buz tutabilir. Yalnızca yağış başlamadan önce ya da yollar tuzlandıktan sonra yola çıkın.`,
  icy_roads: `Buzlu ve karlı yollar: gece en düşük {temp_min, number}${nb}°C; bu soğukta yol tuzu etkisiz kalır. Yarın yalnızca kış lastiği veya zincirle, yavaş ve ani fren ya da direksiyon hareketi yapmadan yola çıkın.`,
  black_ice: `Gizli buzlanma riski: gece en düşük {temp_min, number}${nb}°C ve yollar ıslak. Yarın öğleye doğru yola çıkın; ani fren ve direksiyon hareketlerinden kaçının.`,
  ice_possible: `Yollarda ve köprülerde buzlanma olabilir: gece en düşük {temp_min, number}${nb}°C.`,
  high_wind_driving: `Rüzgâr hamleleri {gust_kmh, number}${nb}km/sa hıza ulaşabilir: yüksek araçlar için tehlikeli; yolculuğu erteleyin veya açık güzergâhlardan kaçının.`,
  awning_retract: `Tenteyi toplayın: bugün rüzgâr hamleleri {gust_kmh, number}${nb}km/sa hıza ulaşabilir.`,
  awning_retract_high_wind: "Tenteyi toplayın: bugünkü rüzgâr hamleleri tente için fazla sert.",
  awning_retract_wind: `Tenteyi toplayın: bugün sürekli rüzgâr {wind_kmh, number}${nb}km/sa hıza ulaşabilir.`,
  awning_retract_storm: "Tenteyi toplayın: bugün gök gürültülü fırtına bekleniyor.",
  awning_retract_snow: "Tenteyi toplayın: bugün kar yağışı var; karın ağırlığı tente kollarını bükebilir.",
  awning_retract_freezing_rain:
    "Tenteyi toplayın: bugün dondurucu yağmur var; buz tenteyi ağırlaştırır ve kumaşı yırtabilir.",
  awning_retract_rain:
    "Tenteyi toplayın: bugün şiddetli yağış var; kumaşta biriken su onu yırtabilir veya kolları bükebilir.",
  awning_caution: `Rüzgâr hamleleri {gust_kmh, number}${nb}km/sa hıza ulaşabilir: ${tieDown}`,
  awning_caution_high_wind:
    "Bu rüzgâr hamlelerinde tenteyi gergi halatlarıyla sabitleyin ve açık bırakıp uzaklaşmayın.",
  awning_caution_wind: `Sürekli rüzgâr {wind_kmh, number}${nb}km/sa hıza ulaşabilir: ${tieDown}`,
  awning_caution_rain: `Bugün yağış var ({precip_mm, number}${nb}mm): suyun akması için tentenin bir tarafını indirin.`,
  awning_caution_frost: "Bu gece don var: yatmadan önce tenteyi toplayın; ıslakken donan kumaş kolayca yırtılır.",
  extreme_heat: `Aşırı sıcak: hissedilen {feels_like, number}${nb}°C. Öğleden sonraki sıcakta yola çıkmayın; gölgeye park edin, havalandırın, bol su için ve kimseyi, evcil hayvanları da araçta bırakmayın.`,
  heat: `Sıcak hava: hissedilen {feels_like, number}${nb}°C. Gölgeye park edin, havalandırın, bol su için ve evcil hayvanları asla araçta bırakmayın.`,
  hot_night: `Çok sıcak gece: en az {temp_min, number}${nb}°C. Tavan havalandırmalarını açın ve vantilatör kullanın.`,
  tropical_night: `Tropikal gece: en az {temp_min, number}${nb}°C. Tavan havalandırmalarını açın ve vantilatör kullanın.`,
  condensation: `Bu gece yoğuşma bekleniyor: camlar ve sac yüzeyler {surface_temp, number}${nb}°C düzeyine kadar soğuyacak. Bir tavan havalandırmasını aralayın ve sabah camları silin.`,
  condensation_frost: `Bu gece camların iç yüzü büyük olasılıkla buz tutacak: camlar ve sac yüzeyler {surface_temp, number}${nb}°C düzeyine kadar soğuyacak. Bir tavan havalandırmasını aralayın; yola çıkmadan önce camları kazıyın veya ısıtın.`,
  condensation_possible: `Bu gece biraz yoğuşma olabilir: camlar {surface_temp, number}${nb}°C düzeyine kadar soğuyacak. Bir tavan havalandırmasını aralayın.`,
  condensation_frost_possible: `Bu gece camların iç yüzünde biraz kırağı oluşabilir: camlar {surface_temp, number}${nb}°C düzeyine kadar soğuyacak. Bir tavan havalandırmasını aralayın.`,
  downpour: `Şiddetli yağış: {precip_mm, number}${nb}mm bekleniyor. Sığ geçitlerin ve nehir kıyılarının yanına ya da yumuşak zemine park etmeyin.`,
  fog: `Yoğun sis: görüş mesafesi {visibility_m, number}${nb}m düzeyine düşüyor. Kısa farlarla yavaş sürün veya bekleyin.`,
  uv_extreme:
    "Aşırı yüksek UV: indeks {uv, number} düzeyine ulaşıyor. Öğle güneşinden kaçının; gölge, şapka, kapalı giysi ve güneş kremi şart.",
  uv: "UV indeksi {uv, number} düzeyine ulaşıyor: öğle saatlerinde güneşten korunun.",
  solar_good: `Güneş panelleri için iyi bir gün: 1${nb}kW panel başına yaklaşık {solar_kwh, number}${nb}kWh. Aküleri şarj edin ve cihazlarınızı çalıştırın.`,
  solar_poor: `Güneş panelleri için zayıf bir gün: 1${nb}kW panel başına yaklaşık {solar_kwh, number}${nb}kWh. Enerji tasarrufu yapın veya başka bir şarj yolu planlayın.`,
  solar_none: "Bugün güneş enerjisi üretimi yok: enerji tasarrufu yapın veya başka bir şarj yolu planlayın.",
  drive_window: `Bugün sürüş için en güvenli zaman: ${time("start")} ile {end_hour, plural, =24 {gece yarısı} other {${time("end")}}} arası.`,
  drive_window_past_midnight: `Sürüş için en güvenli zaman: bugün ${time("start")} ile gece yarısından sonra ${time("end")} arası.`,
  best_move_day:
    "Yola devam etmek için en iyi gün: {days_ahead, plural, =1 {yarın} one {# gün sonra} other {# gün sonra}} (yol koşulları {drive_score, number}/100).",
  no_good_move_day:
    "{days, plural, =1 {Bugün yola devam etmek için iyi bir gün değil} =7 {Bu hafta yola devam etmek için iyi bir gün yok} one {Önümüzdeki # gün içinde yola devam etmek için iyi bir gün yok} other {Önümüzdeki # gün içinde yola devam etmek için iyi bir gün yok}} (en iyi yol koşulları {drive_score, number}/100): mümkünse olduğunuz yerde kalın.",
  sea_warm: `Deniz ılık, {sea_temp, number}${nb}°C: yüzmek için uygun.`,
  cold_water: `Su soğuk, {sea_temp, number}${nb}°C: soğuk su şoku riski. Yüzecekseniz suya yavaşça girin, kısa süreli ve kıyıya yakın yüzün.`,
  very_cold_water: `Su çok soğuk, {sea_temp, number}${nb}°C: dalgıç elbisesi olmadan suya girmeyin; soğuk su şoku dakikalar içinde öldürebilir.`,
  high_waves: `Dalga yüksekliği {wave_height, number}${nb}m düzeyine çıkabilir: suya girmeyin ve açık kıyılardan uzak durun.`,
};
