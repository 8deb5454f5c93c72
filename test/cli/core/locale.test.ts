/**
 * `--locale` (src/cli/core/locale.ts): what the help says of it (the review's N7: pt-BR has its own messages), which
 * commands have it (C1: those that show recommendations in words), its check and the warning for a language
 * vansky has no messages in.
 */
import { describe, expect, it } from "vitest";
import { UsageError } from "../../../src/cli/core/exit.js";
import { localeOption, localeWarning } from "../../../src/cli/core/locale.js";
import { mergeCommand } from "../../../src/cli/merge/merge.js";
import { outlookCommand } from "../../../src/cli/outlook/outlook.js";
import { reportCommand } from "../../../src/cli/report/report.js";
import { scoreCommand } from "../../../src/cli/score/score.js";
import { parse } from "../../../src/cli/serve/options.js";
import { serveCommand } from "../../../src/cli/serve/serve.js";

/** A help text with its line breaks and indents read as single spaces. */
const prose = (help: string) => help.replace(/\s+/g, " ");

describe("--locale in the help", () => {
  it("names every locale as resolveLocale reads it: pt-BR its own, pt Portugal's (N7)", () => {
    for (const help of [reportCommand.help, serveCommand.help]) {
      expect(prose(help)).toContain(
        "en (default), ru, de, fr, es, pt (Portugal), pt-BR or tr; pt_BR and pt-Latn-BR are pt-BR, another " +
          "Portuguese tag is pt, de-AT is de, others fall back to en",
      );
      expect(help).not.toContain("is read as its language");
    }
  });

  it("is an option of the commands that show recommendations in words, report and serve, only (C1)", () => {
    expect(reportCommand.help).toMatch(/\n {2}--locale TAG {8}the language of the recommendations shown:/);
    expect(serveCommand.help).toMatch(/\n {2}--locale TAG {8}the language of the recommendations on the report/);
    for (const command of [scoreCommand, mergeCommand, outlookCommand])
      expect(command.help).not.toContain("--locale TAG");
    // score says where its records' keys are put in words
    expect(prose(scoreCommand.help)).toContain(
      "vansky report --locale and vansky serve --locale show them in words, and API clients translate them with " +
        "vansky/messages/LOCALE.json",
    );
  });
});

describe("localeOption and localeWarning", () => {
  it("takes a language tag, en when none is given, and refuses another text as report always did", () => {
    expect(localeOption(undefined)).toBe("en");
    expect(localeOption("pt_BR")).toBe("pt_BR");
    expect(() => localeOption("de DE")).toThrow(UsageError);
    expect(() => localeOption("de DE")).toThrow('--locale expects a language tag such as de or pt-BR, got "de DE"');
    expect(parse(["--sample", "--locale", "fr"]).locale).toBe("fr");
    expect(parse(["--sample"]).locale).toBe("en");
    expect(() => parse(["--sample", "--locale", "fr FR"])).toThrow(UsageError);
  });

  it("warns of a language without messages, not of English or of a tag read as one of the eight", () => {
    expect(localeWarning("zh")).toBe(
      "warning: --locale zh: vansky has no messages in this language; the recommendations are shown in English (en)",
    );
    for (const tag of ["en", "en-GB", "EN_us", "fr_CA", "pt-Latn-BR", "de-AT"])
      expect(localeWarning(tag), tag).toBeUndefined();
  });
});
