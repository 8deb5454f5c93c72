/**
 * A small JSON Schema validator for the subset of draft 2020-12 that the shipped schemas (src/schema) use, so the
 * serving module can check records against the published contract without a runtime dependency. Schemas are
 * compiled once into checking functions; a keyword outside the subset is an error at compile time, never silently
 * ignored. Formats follow RFC 3339 §5.6 exactly as ajv-formats' "full" mode reads them (a time zone required in
 * date-times, leap seconds only at 23:59 UTC), so this validator and ajv agree (test/serve/validate.test.ts).
 */

/** Why a value fails: where (path segments, outermost first) and what. */
export interface SchemaFailure {
  readonly path: (string | number)[];
  readonly problem: string;
}

/** A compiled schema: `undefined` when `value` satisfies it, else the first failure found. */
export type Check = (value: unknown) => SchemaFailure | undefined;

type Schema = { readonly [keyword: string]: unknown };

const ANNOTATIONS = new Set(["title", "description", "$schema", "$id"]);

const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
const DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** RFC 3339 full-date: `YYYY-MM-DD`, a real day of the Gregorian calendar. */
export function isDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const month = Number(m[2]);
  const day = Number(m[3]);
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= (month === 2 && isLeapYear(Number(m[1])) ? 29 : (DAYS_IN_MONTH[month] as number))
  );
}

function isTime(text: string): boolean {
  const m = TIME.exec(text);
  if (!m?.[4]) return false;
  const [hour, minute, second] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const sign = m[5] === "-" ? -1 : 1;
  const zoneHours = Number(m[6] ?? 0);
  const zoneMinutes = Number(m[7] ?? 0);
  if (zoneHours > 23 || zoneMinutes > 59) return false;
  if (hour <= 23 && minute <= 59 && second < 60) return true;
  // a leap second is 23:59:60 in UTC
  const utcMinute = minute - zoneMinutes * sign;
  const utcHour = hour - zoneHours * sign - (utcMinute < 0 ? 1 : 0);
  return (utcHour === 23 || utcHour === -1) && (utcMinute === 59 || utcMinute === -1) && second < 61;
}

/** RFC 3339 date-time with a time zone (`Z` or an offset), as a record's instants are written. */
export function isDateTime(text: string): boolean {
  const parts = text.split(/t|\s/i);
  return parts.length === 2 && isDate(parts[0] as string) && isTime(parts[1] as string);
}

const FORMATS: Record<string, (text: string) => boolean> = { date: isDate, "date-time": isDateTime };

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number")
    return Number.isInteger(value) ? "integer" : Number.isFinite(value) ? "number" : "non-finite number";
  return typeof value;
}

const hasType = (value: unknown, type: string) => {
  const actual = typeOf(value);
  return actual === type || (type === "number" && actual === "integer");
};

function show(value: unknown): string {
  if (value === undefined) return "undefined";
  if (typeof value === "number" && !Number.isFinite(value)) return String(value);
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

const fail = (problem: string): SchemaFailure => ({ path: [], problem });

function within(key: string | number, failure: SchemaFailure | undefined): SchemaFailure | undefined {
  failure?.path.unshift(key);
  return failure;
}

/** Each keyword's compiler: from the keyword's value (and its schema) to a check of one value. */
const KEYWORDS: Record<string, (arg: unknown, schema: Schema) => Check> = {
  type(arg) {
    const types = (Array.isArray(arg) ? arg : [arg]) as string[];
    const expected = types.join(" or ");
    return (value) =>
      types.some((t) => hasType(value, t)) ? undefined : fail(`expected ${expected}, got ${show(value)}`);
  },
  enum(arg) {
    const values = arg as readonly unknown[];
    return (value) =>
      values.includes(value) ? undefined : fail(`expected one of ${values.join(", ")}, got ${show(value)}`);
  },
  const(arg) {
    return (value) => (value === arg ? undefined : fail(`expected ${show(arg)}, got ${show(value)}`));
  },
  minimum(arg) {
    const min = arg as number;
    return (value) => (typeof value !== "number" || value >= min ? undefined : fail(`${value} is below ${min}`));
  },
  maximum(arg) {
    const max = arg as number;
    return (value) => (typeof value !== "number" || value <= max ? undefined : fail(`${value} is above ${max}`));
  },
  minLength(arg) {
    const min = arg as number;
    return (value) =>
      typeof value !== "string" || [...value].length >= min ? undefined : fail(`shorter than ${min} characters`);
  },
  pattern(arg) {
    const pattern = new RegExp(arg as string, "u");
    return (value) =>
      typeof value !== "string" || pattern.test(value) ? undefined : fail(`${show(value)} does not match ${arg}`);
  },
  format(arg) {
    const test = FORMATS[arg as string];
    if (!test) throw new Error(`unsupported format ${arg}`);
    return (value) =>
      typeof value !== "string" || test(value) ? undefined : fail(`${show(value)} is not a ${arg} (RFC 3339)`);
  },
  required(arg) {
    const keys = arg as readonly string[];
    return (value) => {
      if (typeOf(value) !== "object") return undefined;
      const object = value as Record<string, unknown>;
      const missing = keys.find((k) => object[k] === undefined);
      return missing === undefined ? undefined : fail(`missing ${missing}`);
    };
  },
  properties(arg) {
    const checks = Object.entries(arg as Record<string, Schema>).map(([k, s]) => [k, compileSchema(s)] as const);
    return (value) => {
      if (typeOf(value) !== "object") return undefined;
      const object = value as Record<string, unknown>;
      for (const [key, check] of checks) {
        if (!Object.hasOwn(object, key)) continue;
        const failure = within(key, check(object[key]));
        if (failure) return failure;
      }
      return undefined;
    };
  },
  additionalProperties(arg, schema) {
    const known = new Set(Object.keys((schema.properties ?? {}) as object));
    const check = arg === false ? undefined : compileSchema(arg as Schema);
    return (value) => {
      if (typeOf(value) !== "object") return undefined;
      for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
        if (known.has(key)) continue;
        if (!check) return fail(`unknown field ${key}`);
        const failure = within(key, check(v));
        if (failure) return failure;
      }
      return undefined;
    };
  },
  items(arg) {
    const check = compileSchema(arg as Schema);
    return (value) => {
      if (!Array.isArray(value)) return undefined;
      for (let i = 0; i < value.length; i++) {
        const failure = within(i, check(value[i]));
        if (failure) return failure;
      }
      return undefined;
    };
  },
  minItems(arg) {
    const min = arg as number;
    return (value) => (!Array.isArray(value) || value.length >= min ? undefined : fail(`fewer than ${min} items`));
  },
  maxItems(arg) {
    const max = arg as number;
    return (value) => (!Array.isArray(value) || value.length <= max ? undefined : fail(`more than ${max} items`));
  },
  anyOf(arg) {
    const checks = (arg as Schema[]).map(compileSchema);
    return (value) => {
      const failures: SchemaFailure[] = [];
      for (const check of checks) {
        const failure = check(value);
        if (!failure) return undefined;
        failures.push(failure);
      }
      // the branch that got furthest names the problem; when none got past the top, all of them together
      const deepest = failures.reduce((a, b) => (b.path.length > a.path.length ? b : a));
      return deepest.path.length > 0 ? deepest : fail(failures.map((f) => f.problem).join("; or "));
    };
  },
};

/**
 * Compiles a schema of the supported subset (type, enum, const, minimum, maximum, minLength, pattern, format
 * `date`/`date-time`, required, properties, additionalProperties, items, minItems, maxItems, anyOf) into a check.
 * Throws on any other keyword.
 */
export function compileSchema(schema: Schema): Check {
  const checks: Check[] = [];
  for (const [keyword, arg] of Object.entries(schema)) {
    if (ANNOTATIONS.has(keyword)) continue;
    const compile = KEYWORDS[keyword];
    if (!compile) throw new Error(`unsupported JSON Schema keyword ${keyword}`);
    checks.push(compile(arg, schema));
  }
  return (value) => {
    for (const check of checks) {
      const failure = check(value);
      if (failure) return failure;
    }
    return undefined;
  };
}

/** A failure's path as a JSON path below `root`: `data[3].weather.temp_day`. */
export function pathText(root: string, path: readonly (string | number)[]): string {
  return path.reduce<string>((text, key) => (typeof key === "number" ? `${text}[${key}]` : `${text}.${key}`), root);
}
