/**
 * A client generated from `/docs.openapi` types every field: openapi-typescript turns the document into TypeScript,
 * and the compiler (in this test, on that text as it is generated now) checks that each schema's type is exactly
 * the engine's type (the records' and the outlooks'), in both directions (nullable fields, enumerations, the marine reference that may be null), that
 * each operation's answers carry their body types, the error strings and the headers' types, and the path
 * parameter a string.
 */
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { openapiDocument } from "../../src/serve/openapi.js";

/** Where the generated text is compiled from (never written): beside this file, so its imports resolve. */
const VIRTUAL = fileURLToPath(new URL("./openapi-client.check.ts", import.meta.url));

let previous: ts.Program | undefined;

/** The compiler's errors on `source`, compiled as the file VIRTUAL with the project's strict settings. */
function typeErrors(source: string): string[] {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    noUnusedLocals: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    name === VIRTUAL ? ts.createSourceFile(name, source, language) : read(name, language, ...rest);
  host.fileExists = (name) => name === VIRTUAL || ts.sys.fileExists(name);
  host.readFile = (name) => (name === VIRTUAL ? source : ts.sys.readFile(name));
  // the sources the check imports are parsed once for both compilations
  const program = ts.createProgram([VIRTUAL], options, host, previous);
  previous = program;
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

/** What the generated types must be: the engine's record types and envelopes, the error record, the headers. */
const CHECKS = `
import type { WeatherCountryResponse, WeatherListResponse } from "../../src/assemble/envelopes.js";
import type { ForecastDay, Marine, Recommendation, VanSkyCountry, Weather } from "../../src/assemble/types.js";
import type { WeatherscoreErrorCode } from "../../src/serve/errors.js";
import type { OutlookCountryResponse, OutlookListResponse } from "../../src/outlook/envelopes.js";
import type { OutlookDay, ScoreQuantiles, VanSkyOutlook } from "../../src/outlook/types.js";

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Mutable<T> = T extends readonly (infer U)[] ? Mutable<U>[] : T extends object ? { -readonly [K in keyof T]: Mutable<T[K]> } : T;
type S = components["schemas"];
type Answers<Op extends keyof operations> = operations[Op]["responses"];
type Json<A> = A extends { content: { "application/json": infer B } } ? B : never;
type ErrorRecord = { success: false; error: WeatherscoreErrorCode; message: string };

export const checks: {
  country: Equals<S["VanSkyCountry"], Mutable<VanSkyCountry>>;
  weather: Equals<S["Weather"], Mutable<Weather>>;
  marine: Equals<S["Marine"], Mutable<Marine>>;
  marineOrNull: Equals<S["VanSkyCountry"]["marine"], Mutable<Marine> | null>;
  forecastDay: Equals<S["ForecastDay"], Mutable<ForecastDay>>;
  recommendation: Equals<S["Recommendation"], Mutable<Recommendation>>;
  list: Equals<Json<Answers<"getWeatherList">[200]>, Mutable<WeatherListResponse>>;
  one: Equals<Json<Answers<"getWeatherByCode">[200]>, Mutable<WeatherCountryResponse>>;
  notFound: Equals<Json<Answers<"getWeatherByCode">[404]>, ErrorRecord>;
  limited: Equals<Json<Answers<"getWeatherList">[429]>, ErrorRecord>;
  remaining: Equals<Answers<"getWeatherList">[304]["headers"]["X-RateLimit-Remaining"], number>;
  retry: Equals<Answers<"getWeatherByCode">[503]["headers"]["Retry-After"], number>;
  allow: Equals<Answers<"getWeatherByCode">[405]["headers"]["Allow"], string>;
  etag: Equals<Answers<"getWeatherByCode">[200]["headers"]["ETag"], string>;
  lastModified: Equals<Pick<Answers<"getWeatherList">[304]["headers"], "Last-Modified">, { "Last-Modified"?: string }>;
  code: Equals<operations["getWeatherByCode"]["parameters"]["path"]["code"], string>;
  outlook: Equals<S["VanSkyOutlook"], Mutable<VanSkyOutlook>>;
  outlookDay: Equals<S["OutlookDay"], Mutable<OutlookDay>>;
  quantiles: Equals<S["ScoreQuantiles"], Mutable<ScoreQuantiles>>;
  solarOrNull: Equals<S["OutlookDay"]["solar"], Mutable<ScoreQuantiles> | null>;
  outlookList: Equals<Json<Answers<"getOutlookList">[200]>, Mutable<OutlookListResponse>>;
  outlookOne: Equals<Json<Answers<"getOutlookByCode">[200]>, Mutable<OutlookCountryResponse>>;
  noOutlook: Equals<Json<Answers<"getOutlookList">[404]>, ErrorRecord>;
  outlookEtag: Equals<Answers<"getOutlookByCode">[304]["headers"]["ETag"], string>;
  outlookCode: Equals<operations["getOutlookByCode"]["parameters"]["path"]["code"], string>;
} = {
  country: true, weather: true, marine: true, marineOrNull: true, forecastDay: true, recommendation: true,
  list: true, one: true, notFound: true, limited: true, remaining: true, retry: true, allow: true, etag: true, lastModified: true, code: true,
  outlook: true, outlookDay: true, quantiles: true, solarOrNull: true, outlookList: true, outlookOne: true, noOutlook: true,
  outlookEtag: true, outlookCode: true,
};
`;

describe("the client openapi-typescript generates from the document", () => {
  it("types every field as the engine does, and every answer's body and headers", async () => {
    const document = JSON.parse(JSON.stringify(openapiDocument({ basePath: "", rateLimited: true })));
    const generated = astToString(await openapiTS(document));
    expect(typeErrors(`${generated}\n${CHECKS}`)).toEqual([]);
    // and the check can fail: a marine that is never null is not the engine's
    const wrong = CHECKS.replace("Mutable<Marine> | null>", "Mutable<Marine>>");
    expect(typeErrors(`${generated}\n${wrong}`)).toEqual(["Type 'true' is not assignable to type 'false'."]);
  });
});
