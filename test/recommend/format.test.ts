import { describe, expect, it } from "vitest";
import { scoreCountry } from "../../src/assemble/country.js";
import { CATALOGS, CLDR_LOCALES, formatRecommendation, LOCALES, resolveLocale } from "../../src/recommend/format.js";
import { type MessageNode, parseMessage } from "../../src/recommend/icu.js";
import { RECOMMENDATION_KEYS, RECOMMENDATION_NAMES, type RecommendationParam } from "../../src/recommend/keys.js";
import { world } from "../adapters/helpers.js";

const rec = (name: string, params: Record<string, number>) => ({ key: `vansky.rec.${name}`, params });
const NB = "\u00a0";
const NNB = "\u202f";

/** The argument names of parsed nodes, plural branches included. */
function argumentsOf(nodes: readonly MessageNode[], out = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (typeof node === "string" || node.kind === "hash") continue;
    out.add(node.name);
    if (node.kind === "plural") for (const branch of node.cases.values()) argumentsOf(branch, out);
  }
  return out;
}

/** The plural arguments of parsed nodes with their case selectors. */
function pluralsOf(nodes: readonly MessageNode[], out: [string, string[]][] = []): [string, string[]][] {
  for (const node of nodes) {
    if (typeof node === "string" || node.kind !== "plural") continue;
    out.push([node.name, [...node.cases.keys()]]);
    for (const branch of node.cases.values()) pluralsOf(branch, out);
  }
  return out;
}

describe("message catalogs", () => {
  it.each(LOCALES)("%s has a message for every recommendation, with exactly its documented parameters", (locale) => {
    const catalog = CATALOGS[locale];
    expect(Object.keys(catalog).sort()).toEqual([...RECOMMENDATION_NAMES].sort());
    for (const name of RECOMMENDATION_NAMES) {
      const used = [...argumentsOf(parseMessage(catalog[name]))].sort();
      const shown = Object.entries(RECOMMENDATION_KEYS[name].params as Record<string, RecommendationParam>)
        .filter(([, p]) => p.shown !== false)
        .map(([param]) => param);
      expect(used, `${locale}.${name}`).toEqual(shown.sort());
    }
  });

  it.each(LOCALES)("%s: every count (days_ahead) has a case for each CLDR plural category of the locale", (locale) => {
    const categories = new Intl.PluralRules(CLDR_LOCALES[locale]).resolvedOptions().pluralCategories;
    for (const name of RECOMMENDATION_NAMES) {
      for (const [argument, cases] of pluralsOf(parseMessage(CATALOGS[locale][name]))) {
        // hours and minutes select by exact value only (=0, =1, =24: midnight, Portuguese articles)
        if (argument !== "days_ahead") continue;
        for (const category of categories) expect(cases, `${locale}.${name} ${category}`).toContain(category);
      }
    }
  });

  it("refuses a pattern outside vansky's ICU subset: an untyped or unknown argument, an ASCII apostrophe", () => {
    expect(() => parseMessage("{x}")).toThrow(/an argument is/);
    expect(() => parseMessage("{x, date}")).toThrow(/an argument is/);
    expect(() => parseMessage("{x, number, ::percent}")).toThrow(/only style/);
    expect(() => parseMessage("{x, plural, one {a}}")).toThrow(/other/);
    expect(() => parseMessage("it's")).toThrow(/apostrophe/);
    expect(() => parseMessage("a } b")).toThrow(/without its/);
    expect(parseMessage("{n, plural, =0 {} other {# h}}")).toEqual([
      {
        kind: "plural",
        name: "n",
        cases: new Map([
          ["=0", []],
          ["other", [{ kind: "hash" }, " h"]],
        ]),
      },
    ]);
  });

  it("fills every placeholder of every recommendation the world fixtures produce, in every locale", () => {
    const index = world("2026-01-15", "index.json") as {
      countries: { code: string; forecast: string; marine: string | null }[];
    };
    const seen = new Set<string>();
    for (const e of index.countries.slice(0, 120)) {
      const record = scoreCountry({
        code: e.code,
        forecast: world("2026-01-15", e.forecast),
        marine: e.marine ? world("2026-01-15", e.marine) : null,
        now: "2026-01-15T12:00:00Z",
      });
      for (const r of record.recommendations) {
        seen.add(r.key);
        for (const locale of LOCALES) {
          const text = formatRecommendation(r, locale);
          expect(text, `${e.code} ${r.key} ${locale}`).not.toMatch(/[{}#]|NaN|undefined/);
        }
      }
    }
    expect(seen.size).toBeGreaterThan(8);
  });
});

describe("formatRecommendation: numbers", () => {
  it("writes the locale's decimal separator, a no-break space before the unit and U+2212 for a minus", () => {
    expect(formatRecommendation(rec("heat", { feels_like: 33.4 }), "de")).toContain(`gefühlt 33,4${NB}°C`);
    expect(formatRecommendation(rec("heat", { feels_like: 33.4 }), "en")).toContain(`feels like up to 33.4${NB}°C`);
    expect(formatRecommendation(rec("black_ice", { temp_min: -19.6 }), "ru")).toContain(`до \u221219,6${NB}°C`);
    expect(formatRecommendation(rec("sea_warm", { sea_temp: 24 }), "fr")).toBe(
      `Mer agréable à 24${NB}°C${NB}: bonne pour la baignade.`,
    );
  });

  it("writes −0 and −0.04 as 0, never “-0” (review A6)", () => {
    for (const temp_min of [-0, -0.04, 0.04]) {
      expect(formatRecommendation(rec("ice_possible", { temp_min }), "de")).toBe(
        `Glätte auf Straßen und Brücken möglich: nachts bis 0${NB}°C.`,
      );
    }
    expect(formatRecommendation(rec("ice_possible", { temp_min: -0.05 }), "en")).toContain(`\u22120.1${NB}°C`);
  });

  it("rounds to one decimal (33.46 -> 33.5) and groups thousands as CLDR does (en 1,500; es 1500)", () => {
    expect(formatRecommendation(rec("heat", { feels_like: 33.46 }), "en")).toContain(`feels like up to 33.5${NB}°C`);
    expect(formatRecommendation(rec("fog", { visibility_m: 1500 }), "en")).toContain(`down to 1,500${NB}m`);
    expect(formatRecommendation(rec("fog", { visibility_m: 1500 }), "es")).toContain(`reducida a 1500${NB}m`);
  });

  it("leaves a parameter that is missing or not a finite number (NaN) visible as its placeholder", () => {
    const text = `UV index up to {uv}: protect yourself from the sun around midday.`;
    expect(formatRecommendation(rec("uv", {}), "en")).toBe(text);
    expect(formatRecommendation(rec("uv", { uv: Number.NaN }), "en")).toBe(text);
    expect(formatRecommendation(rec("best_move_day", { drive_score: 80 }), "en")).toBe(
      "Best day to move on: {days_ahead} (driving conditions 80/100).",
    );
  });

  it("returns an unknown key as it is", () => {
    expect(formatRecommendation(rec("meteor_shower", {}), "en")).toBe("vansky.rec.meteor_shower");
    expect(formatRecommendation({ key: "constructor", params: {} }, "en")).toBe("constructor");
    expect(formatRecommendation(rec("toString", {}), "en")).toBe("vansky.rec.toString");
  });
});

describe("formatRecommendation: times in each locale's own format (review A9, D6, F12, P4, P13, T7)", () => {
  const window = (start: [number, number], end: [number, number], locale: string, past = false) =>
    formatRecommendation(
      rec(past ? "drive_window_past_midnight" : "drive_window", {
        start_hour: start[0],
        start_minute: start[1],
        end_hour: end[0],
        end_minute: end[1],
      }),
      locale,
    );
  it.each([
    ["en", "Safest time to drive today: 13:00 to 17:06.", "Safest time to drive today: 01:00 to midnight."],
    [
      "de",
      `Sicherste Fahrzeit heute: 13:00 bis 17:06${NB}Uhr.`,
      `Sicherste Fahrzeit heute: 01:00${NB}Uhr bis Mitternacht.`,
    ],
    [
      "fr",
      `Créneau le plus sûr pour rouler aujourd’hui${NB}: de 13${NB}h à 17${NB}h${NB}06.`,
      `Créneau le plus sûr pour rouler aujourd’hui${NB}: de 1${NB}h à minuit.`,
    ],
    [
      "es",
      "Franja más segura para conducir hoy: de 13:00 a 17:06.",
      "Franja más segura para conducir hoy: de 01:00 a medianoche.",
    ],
    [
      "pt",
      "Período mais seguro para conduzir hoje: das 13h00 às 17h06.",
      "Período mais seguro para conduzir hoje: da 1h00 à meia-noite.",
    ],
    [
      "pt-BR",
      "Horário mais seguro para dirigir hoje: das 13h às 17h06.",
      "Horário mais seguro para dirigir hoje: da 1h à meia-noite.",
    ],
    [
      "ru",
      "Самое безопасное время для поездки сегодня: с 13:00 до 17:06.",
      "Самое безопасное время для поездки сегодня: с 01:00 до полуночи.",
    ],
    [
      "tr",
      "Bugün sürüş için en güvenli zaman: 13.00 ile 17.06 arası.",
      "Bugün sürüş için en güvenli zaman: 01.00 ile gece yarısı arası.",
    ],
  ])("%s: 13:00 to 17:06, and 01:00 to midnight (24:00)", (locale, afternoon, night) => {
    expect(window([13, 0], [17, 6], locale)).toBe(afternoon);
    expect(window([1, 0], [24, 0], locale)).toBe(night);
  });

  it("marks an end after midnight, and agrees the Portuguese article with one o'clock (à 1h00, da 0h30)", () => {
    expect(window([15, 0], [0, 6], "en", true)).toBe("Safest time to drive: from 15:00 today to 00:06 after midnight.");
    expect(window([22, 0], [1, 0], "pt", true)).toBe(
      "Período mais seguro para conduzir: das 22h00 de hoje à 1h00, depois da meia-noite.",
    );
    expect(window([0, 30], [2, 15], "pt")).toBe("Período mais seguro para conduzir hoje: da 0h30 às 2h15.");
    expect(window([9, 5], [11, 0], "fr")).toBe(
      `Créneau le plus sûr pour rouler aujourd’hui${NB}: de 9${NB}h${NB}05 à 11${NB}h.`,
    );
  });
});

describe("formatRecommendation: plurals by the CLDR rules, =1 as tomorrow", () => {
  const move = (days: number, locale: string) =>
    formatRecommendation(rec("best_move_day", { days_ahead: days, drive_score: 91 }), locale);
  it("writes English, German and Turkish days", () => {
    expect(move(1, "en")).toBe("Best day to move on: tomorrow (driving conditions 91/100).");
    expect(move(3, "en")).toBe("Best day to move on: in 3 days (driving conditions 91/100).");
    expect(move(4, "de")).toContain("in 4 Tagen");
    expect(move(21, "de")).toContain("in 21 Tagen");
    expect(move(5, "tr")).toContain("5 gün sonra");
  });

  it("writes Russian 1, 2, 5, 11, 21, 22 days: завтра, 2 дня, 5 дней, 11 дней, 21 день, 22 дня", () => {
    expect(move(1, "ru")).toContain("завтра");
    expect(move(2, "ru")).toContain("через 2 дня");
    expect(move(5, "ru")).toContain("через 5 дней");
    expect(move(11, "ru")).toContain("через 11 дней");
    expect(move(21, "ru")).toContain("через 21 день");
    expect(move(22, "ru")).toContain("через 22 дня");
  });

  it("takes French 0 as singular (CLDR one: i = 0,1), Portuguese (Portugal) 0 as plural, Brazil's as singular", () => {
    expect(move(0, "fr")).toContain("dans 0 jour ");
    expect(move(2, "fr")).toContain("dans 2 jours");
    expect(move(0, "pt")).toContain("daqui a 0 dias");
    expect(move(0, "pt-BR")).toContain("daqui a 0 dia ");
    expect(move(21, "es")).toContain("dentro de 21 días");
  });
});

describe("resolveLocale", () => {
  it.each([
    ["pt-BR", "pt-BR"],
    ["pt_br", "pt-BR"],
    ["pt-Latn-BR", "pt-BR"],
    ["pt", "pt"],
    ["pt-PT", "pt"],
    ["pt-AO", "pt"],
    ["en-BR", "en"],
    ["br", "en"],
    ["de-AT", "de"],
    ["de_AT", "de"],
    ["fr_CA", "fr"],
    ["tr-TR", "tr"],
    ["EN", "en"],
    ["zh", "en"],
    ["nb", "en"],
    ["xx", "en"],
    ["", "en"],
  ])("reads %j as %s", (tag, locale) => {
    expect(resolveLocale(tag)).toBe(locale);
  });

  it("reads a locale that is not a string (a JavaScript caller's undefined) as English, and renders it so", () => {
    expect(resolveLocale(undefined as unknown as string)).toBe("en");
    expect(formatRecommendation(rec("fog", { visibility_m: 150 }), "nl")).toBe(
      formatRecommendation(rec("fog", { visibility_m: 150 }), "en"),
    );
  });

  it("serves Brazil its own words (dirigir, neblina, farol baixo) and Portugal its own (conduza, nevoeiro, médios)", () => {
    expect(formatRecommendation(rec("fog", { visibility_m: 90 }), "pt-BR")).toBe(
      `Neblina densa: visibilidade reduzida a 90${NB}m. Dirija devagar com o farol baixo, ou espere.`,
    );
    expect(formatRecommendation(rec("fog", { visibility_m: 90 }), "pt-PT")).toBe(
      `Nevoeiro denso: visibilidade reduzida a 90${NB}m. Conduza devagar com os médios, ou espere.`,
    );
  });
});

describe("formatRecommendation: French typography (review F11)", () => {
  it("puts a no-break space before “:” and a narrow one before “;”", () => {
    expect(formatRecommendation(rec("thunderstorm", { code: 95 }), "fr")).toBe(
      `Orages aujourd’hui${NB}: évitez de rouler pendant les orages${NNB}; stationnez loin des arbres et des hauteurs exposées.`,
    );
  });
});
