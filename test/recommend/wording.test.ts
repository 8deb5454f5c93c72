/**
 * The wording items of the messages review of 2026-11-28 (shared/reviews/messages-2026-11-28.md, N12-N14 and N19),
 * each message written out by hand as a native speaker reads it, rendered by `formatRecommendation`.
 */
import { describe, expect, it } from "vitest";
import { formatRecommendation } from "../../src/recommend/format.js";

const rec = (name: string, params: Record<string, number> = {}) => ({ key: `vansky.rec.${name}`, params });
const NB = "\u00a0";
const NNB = "\u202f";

describe("the 2026-11-28 review's grammar items", () => {
  it("N12 ru cold_water: each adverb has its own verb (get in slowly, swim briefly, keep to the shore)", () => {
    expect(formatRecommendation(rec("cold_water", { sea_temp: 12.4 }), "ru")).toBe(
      `Холодная вода, 12,4${NB}°C: риск холодового шока. Если решите искупаться, заходите в воду постепенно, ` +
        "купайтесь недолго и держитесь у берега.",
    );
  });

  it.each([
    ["tr", "Bu gece don var: yatmadan önce tenteyi toplayın; ıslakken donan kumaş kolayca yırtılır."],
    ["pt", "Geada esta noite: recolha o toldo antes de dormir; a lona molhada que congela rasga-se facilmente."],
    ["pt-BR", "Geada esta noite: recolha o toldo antes de dormir; lona molhada que congela rasga com facilidade."],
    ["es", "Helada esta noche: recoge el toldo antes de dormir; la lona mojada que se congela se rasga con facilidad."],
  ])("N13 %s awning_caution_frost: roll the awning in before bed, not 'throughout the night'", (locale, text) => {
    expect(formatRecommendation(rec("awning_caution_frost"), locale)).toBe(text);
  });

  it("N14 es drive_window to midnight: one pattern, 'de … a medianoche', as 'de … a …' before any other hour", () => {
    const window = (end: number) =>
      rec("drive_window", { start_hour: 11, start_minute: 0, end_hour: end, end_minute: 0 });
    expect(formatRecommendation(window(24), "es")).toBe("Franja más segura para conducir hoy: de 11:00 a medianoche.");
    expect(formatRecommendation(window(18), "es")).toBe("Franja más segura para conducir hoy: de 11:00 a 18:00.");
  });

  it("N19 fr awning_retract_snow: the weight is the snow's, said so (not 'son poids', which may be the awning's)", () => {
    expect(formatRecommendation(rec("awning_retract_snow"), "fr")).toBe(
      `Rentrez le store${NB}: neige aujourd’hui${NNB}; le poids de la neige peut tordre les bras.`,
    );
  });
});
