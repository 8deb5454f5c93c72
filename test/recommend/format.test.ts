import { describe, expect, it } from "vitest";
import { scoreCountry } from "../../src/assemble/country.js";
import { CATALOGS, formatRecommendation, LOCALES, resolveLocale } from "../../src/recommend/format.js";
import { RECOMMENDATION_NAMES } from "../../src/recommend/messages/catalog.js";
import { world } from "../adapters/helpers.js";

/** The argument names of a pattern (not the `{…}` branches of a plural, which follow a selector). */
const placeholders = (pattern: string) =>
  [...new Set([...pattern.matchAll(/(?<!(?:=\d+|zero|one|two|few|many|other) )\{(\w+)[,}]/g)].map((m) => m[1]))].sort();
const rec = (name: string, params: Record<string, number>) => ({ key: `vansky.rec.${name}`, params });

describe("message catalogs", () => {
  it.each(LOCALES)("%s has a message for every recommendation, with the same placeholders as English", (locale) => {
    const catalog = CATALOGS[locale];
    expect(Object.keys(catalog).sort()).toEqual([...RECOMMENDATION_NAMES].sort());
    for (const name of RECOMMENDATION_NAMES) {
      expect(placeholders(catalog[name]), `${locale}.${name}`).toEqual(placeholders(CATALOGS.en[name]));
      expect(catalog[name].split("{").length, `${locale}.${name} braces`).toBe(catalog[name].split("}").length);
    }
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

describe("formatRecommendation", () => {
  it("writes decimal hours as HH:MM and numbers with the locale's decimal separator", () => {
    expect(formatRecommendation(rec("drive_window", { start: 7.25, end: 18.5 }), "en")).toBe(
      "Safest time to drive today: 07:15 to 18:30.",
    );
    expect(formatRecommendation(rec("heat", { feels_like: 33.4 }), "de")).toContain("gefühlt 33,4 °C");
    expect(formatRecommendation(rec("heat", { feels_like: 33.4 }), "en")).toContain("feel like 33.4 °C");
    expect(formatRecommendation(rec("sea_warm", { sea_temp: 24 }), "fr")).toBe(
      "Mer chaude à 24 °C : idéale pour une baignade.",
    );
  });

  it("picks plural forms by the locale's rules, with =1 as tomorrow", () => {
    const move = (days: number, locale: string) =>
      formatRecommendation(rec("best_move_day", { days_ahead: days, drive_score: 91 }), locale);
    expect(move(1, "en")).toBe("Best day to move on: tomorrow (drive score 91).");
    expect(move(3, "en")).toBe("Best day to move on: in 3 days (drive score 91).");
    expect(move(1, "ru")).toContain("завтра");
    expect(move(2, "ru")).toContain("через 2 дня");
    expect(move(5, "ru")).toContain("через 5 дней");
    expect(move(21, "ru")).toContain("через 21 день");
    expect(move(4, "de")).toContain("in 4 Tagen");
  });

  it("falls back to English for unknown locales and reads the language of a regional tag", () => {
    expect(resolveLocale("pt-BR")).toBe("pt");
    expect(resolveLocale("de_AT")).toBe("de");
    expect(resolveLocale("xx")).toBe("en");
    expect(resolveLocale("")).toBe("en");
    expect(formatRecommendation(rec("fog", { visibility_m: 150 }), "nl")).toBe(
      formatRecommendation(rec("fog", { visibility_m: 150 }), "en"),
    );
  });

  it("returns an unknown key as it is and leaves a missing parameter visible", () => {
    expect(formatRecommendation(rec("meteor_shower", {}), "en")).toBe("vansky.rec.meteor_shower");
    expect(formatRecommendation({ key: "constructor", params: {} }, "en")).toBe("constructor");
    expect(formatRecommendation(rec("toString", {}), "en")).toBe("vansky.rec.toString");
    expect(formatRecommendation(rec("uv", {}), "en")).toBe(
      "UV index up to {uv}: protect yourself from the sun around midday.",
    );
  });
});

describe("formatRecommendation: numbers, missing values and fallbacks", () => {
  it("rounds a number to one decimal (33.46 -> 33.5) and writes it without a grouping separator (1500, not 1,500)", () => {
    expect(formatRecommendation(rec("heat", { feels_like: 33.46 }), "en")).toContain("feel like 33.5 °C");
    expect(formatRecommendation(rec("fog", { visibility_m: 1500 }), "en")).toBe(
      "Dense fog: visibility down to 1500 m. Drive slowly on dipped headlights, or wait.",
    );
  });

  it("leaves a parameter that is not a finite number (NaN) visible as its placeholder", () => {
    expect(formatRecommendation(rec("uv", { uv: Number.NaN }), "en")).toBe(
      "UV index up to {uv}: protect yourself from the sun around midday.",
    );
  });

  it("falls back to the `other` branch for a plural category the pattern lacks (French `one` covers 0)", () => {
    // CLDR: French i = 0,1 is `one`; the pattern has only =1 and other, so 0 days reads "dans 0 jours"
    expect(formatRecommendation(rec("best_move_day", { days_ahead: 0, drive_score: 75 }), "fr")).toBe(
      "Meilleur jour pour repartir : dans 0 jours (score de conduite 75).",
    );
  });

  it("reads a locale that is not a string (a JavaScript caller's undefined) as English", () => {
    expect(resolveLocale(undefined as unknown as string)).toBe("en");
  });

  it.each([
    ["en", "Thunderstorms today: do not drive through them; park away from trees and exposed high ground."],
    ["ru", "Сегодня грозы: не выезжайте в грозу; паркуйтесь подальше от деревьев и открытых возвышенностей."],
    ["de", "Gewitter heute: nicht hineinfahren; fern von Bäumen und exponierten Anhöhen parken."],
    ["fr", "Orages aujourd’hui : ne roulez pas dedans ; stationnez loin des arbres et des hauteurs exposées."],
    ["es", "Tormentas hoy: no conduzcas durante ellas; aparca lejos de árboles y de zonas altas expuestas."],
    ["pt", "Trovoadas hoje: não conduza durante elas; estacione longe de árvores e de zonas altas expostas."],
    ["tr", "Bugün gök gürültülü fırtına: fırtınada yola çıkmayın; ağaçlardan ve açık tepelerden uzak park edin."],
  ])("%s words the thunderstorm danger, which has no parameter", (locale, text) => {
    expect(formatRecommendation(rec("thunderstorm", { code: 95 }), locale)).toBe(text);
  });
});
