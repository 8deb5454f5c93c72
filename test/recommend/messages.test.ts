/**
 * Every key in every locale with the representative and edge parameters of docs/messages.md: what a machine can
 * check (test/recommend/checks.ts), the plural form CLDR asks for, and the same text from an independent ICU
 * MessageFormat library (FormatJS) reading the shipped catalogs, `vansky/messages/<locale>.json`.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { CATALOGS, CLDR_LOCALES, formatRecommendation, LOCALES, messageCatalog } from "../../src/recommend/format.js";
import { KEY_PREFIX, RECOMMENDATION_KEYS, type RecommendationParam } from "../../src/recommend/keys.js";
import { problemsOf, RENDERED } from "./checks.js";

/** Parameters as the rules give them: rounded to the key table's decimals, −0 written 0. */
function shaped(name: keyof typeof RECOMMENDATION_KEYS, params: Record<string, number>): Record<string, number> {
  const specs = RECOMMENDATION_KEYS[name].params as Readonly<Record<string, RecommendationParam>>;
  return Object.fromEntries(
    Object.entries(params).map(([k, v]) => {
      const scale = 10 ** (specs[k]?.decimals ?? 1);
      return [k, Math.round(v * scale) / scale + 0];
    }),
  );
}

describe("every key in every locale, with representative and edge parameters", () => {
  it("renders over a thousand samples (36 keys, 8 locales)", () => {
    expect(RENDERED.length).toBeGreaterThan(1000);
  });

  it("fills every placeholder, writes no −0 and a true minus, a no-break space before every unit, the locale's punctuation and no English in another locale", () => {
    const problems = RENDERED.flatMap(({ name, params, locale, text }) =>
      problemsOf(text, locale).map((p) => `${locale} ${name} ${JSON.stringify(params)}: ${p}: ${text}`),
    );
    expect(problems).toEqual([]);
  });

  it("catches each problem it looks for (the checks themselves)", () => {
    expect(problemsOf("Cold water at {sea_temp} °C.", "en")).toContain("a placeholder is not filled");
    expect(problemsOf("down to \u22120\u00a0°C", "en")).toContain("a minus zero");
    expect(problemsOf("down to -4.1\u00a0°C", "en")).toContain("a hyphen-minus for a minus sign");
    expect(problemsOf("gusts up to 74 km/h", "en")).toContain("an ordinary space before a unit");
    expect(problemsOf("93m", "en")).toContain("no space before a unit");
    expect(problemsOf("Orages aujourd’hui : évitez", "fr")).toContain("the spacing before a colon or semicolon");
    expect(problemsOf("Tormentas hoy : evita", "es")).toContain("the spacing before a colon or semicolon");
    expect(problemsOf("Gewitter heute: do not drive", "de")).toEqual(["English words: drive"]);
    expect(problemsOf("Das 13h00 às 17h06, \u22124,1\u00a0°C, 0\u00a0m.", "pt")).toEqual([]);
  });

  it("gives each count the form CLDR asks for: 0, 1, 2, 5, 11, 21 and 22 days", () => {
    const days = (locale: string) =>
      RENDERED.filter((r) => r.name === "best_move_day" && r.locale === locale && r.params.drive_score === 85)
        .filter((r) => [0, 1, 2, 5, 11, 21, 22].includes(r.params.days_ahead as number))
        .map((r) => /: (.*) \(/.exec(r.text.replace("\u00a0:", ":"))?.[1]);
    // the representative (3 days) comes first, then 0, 1, 2, 5, 11, 21, 22
    expect(days("en")).toEqual([
      "in 0 days",
      "tomorrow",
      "in 2 days",
      "in 5 days",
      "in 11 days",
      "in 21 days",
      "in 22 days",
    ]);
    expect(days("de")).toEqual([
      "in 0 Tagen",
      "morgen",
      "in 2 Tagen",
      "in 5 Tagen",
      "in 11 Tagen",
      "in 21 Tagen",
      "in 22 Tagen",
    ]);
    expect(days("fr")).toEqual([
      "dans 0 jour",
      "demain",
      "dans 2 jours",
      "dans 5 jours",
      "dans 11 jours",
      "dans 21 jours",
      "dans 22 jours",
    ]);
    expect(days("es")).toEqual([
      "dentro de 0 días",
      "mañana",
      "dentro de 2 días",
      "dentro de 5 días",
      "dentro de 11 días",
      "dentro de 21 días",
      "dentro de 22 días",
    ]);
    expect(days("pt")).toEqual([
      "daqui a 0 dias",
      "amanhã",
      "daqui a 2 dias",
      "daqui a 5 dias",
      "daqui a 11 dias",
      "daqui a 21 dias",
      "daqui a 22 dias",
    ]);
    expect(days("pt-BR")).toEqual([
      "daqui a 0 dia",
      "amanhã",
      "daqui a 2 dias",
      "daqui a 5 dias",
      "daqui a 11 dias",
      "daqui a 21 dias",
      "daqui a 22 dias",
    ]);
    expect(days("ru")).toEqual([
      "через 0 дней",
      "завтра",
      "через 2 дня",
      "через 5 дней",
      "через 11 дней",
      "через 21 день",
      "через 22 дня",
    ]);
    expect(days("tr")).toEqual([
      "0 gün sonra",
      "yarın",
      "2 gün sonra",
      "5 gün sonra",
      "11 gün sonra",
      "21 gün sonra",
      "22 gün sonra",
    ]);
  });

  it("is the text FormatJS gives for the same catalog and the rules' parameters (its hyphen-minus read as U+2212)", () => {
    const differences: string[] = [];
    for (const { name, params, locale } of RENDERED) {
      const p = shaped(name, params);
      const ours = formatRecommendation({ key: `${KEY_PREFIX}${name}`, params: p }, locale);
      const icu = String(new IntlMessageFormat(CATALOGS[locale][name], CLDR_LOCALES[locale]).format(p));
      if (icu.replace(/-(?=\d)/g, "\u2212") !== ours) differences.push(`${locale} ${name}: ${icu} | ${ours}`);
      // the rules' rounding changes nothing the renderer shows: −0.04 °C reads 0 °C either way
      const raw = formatRecommendation({ key: `${KEY_PREFIX}${name}`, params }, locale);
      if (raw !== ours) differences.push(`${locale} ${name} raw: ${raw} | ${ours}`);
    }
    expect(differences).toEqual([]);
  });
});

describe("vansky/messages/<locale>.json, as the package ships them", () => {
  const dist = (locale: string) => new URL(`../../dist/messages/${locale}.json`, import.meta.url);
  it("holds every locale's patterns by full key, as messageCatalog gives them", () => {
    for (const locale of LOCALES) {
      expect(existsSync(dist(locale)), "dist is missing: run npm run build").toBe(true);
      expect(JSON.parse(readFileSync(dist(locale), "utf8")), locale).toEqual(messageCatalog(locale));
    }
    expect(Object.keys(messageCatalog("de"))[0]).toBe("vansky.rec.thunderstorm");
  });

  it("loads through the package's exports from CommonJS (require) and ESM (import … with { type: 'json' })", () => {
    const require = createRequire(import.meta.url);
    expect(require("vansky/messages/pt-BR.json")).toEqual(messageCatalog("pt-BR"));
    const esm = execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        'import fr from "vansky/messages/fr.json" with { type: "json" }; console.log(fr["vansky.rec.fog"])',
      ],
      { cwd: new URL("../../", import.meta.url), encoding: "utf8" },
    );
    expect(esm.trim()).toBe(CATALOGS.fr.fog);
  });
});
