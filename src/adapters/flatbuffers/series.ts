/**
 * The series of a FlatBuffers section, each described by what it says it is (its variable, altitude, aggregation and
 * ensemble member spell the JSON name and key Open-Meteo gives it: `schema.ts`), and chosen for the member read by
 * the JSON keys' rule (`ofMember`), never by position.
 */
import { ofMember } from "../keys.js";
import { memberKey, SECTION, SERIES, seriesName } from "./schema.js";
import { i16, type Message, type Table, tableIn, u8, type Vector, vectorAt } from "./table.js";

/** One series of a section: the variable it is (its JSON name and key), its member, unit and values. */
export interface Entry {
  /** The JSON name of the variable (`temperature_2m_max`), `undefined` for one the engine does not read. */
  readonly name: string | undefined;
  /** Its JSON key (`temperature_2m_member03`), or `variables[i]` for a variable the engine does not read. */
  readonly key: string;
  /** Its ensemble member (0: the control run, or a variable without members). */
  readonly member: number;
  readonly table: Table;
  readonly unit: number;
  /** The float values (`values`), and the int64 ones (`values_int64`: sunrise, sunset). */
  readonly values: Vector | null;
  readonly times: Vector | null;
}

/** Names by their description, remembered (a batch's answers describe the same few dozen series): `seriesName`. */
const NAMES = new Map<number, string | undefined>();
/** Keys of members 1-255 by name, remembered: `memberKey`. */
const KEYS = new Map<string, string[]>();
/** Bound of each memory: a hostile answer's descriptions cannot grow it without end. */
const REMEMBERED = 4096;

function nameOf(variable: number, altitude: number, aggregation: number): string | undefined {
  const id = (variable * 256 + aggregation) * 65_536 + (altitude & 0xffff);
  const known = NAMES.get(id);
  if (known !== undefined || NAMES.has(id)) return known;
  if (NAMES.size >= REMEMBERED) NAMES.clear();
  const name = seriesName({ variable, altitude, aggregation, qualified: false });
  NAMES.set(id, name);
  return name;
}

function keyOf(name: string, member: number): string {
  if (member === 0) return name;
  if (member < 0 || member > 255) return memberKey(name, member);
  let keys = KEYS.get(name);
  if (keys === undefined) {
    if (KEYS.size >= REMEMBERED) KEYS.clear();
    keys = [];
    KEYS.set(name, keys);
  }
  keys[member] ??= memberKey(name, member);
  return keys[member];
}

/**
 * Every series of the section `section` at `path`, described. Errors of a malformed series name the section: the
 * path of each series is written only for a variable the engine does not read (`variables[i]`).
 */
export function entriesOf(m: Message, section: Table, path: string): Entry[] {
  const variables = vectorAt(m, section, SECTION.variables, 4, path);
  if (variables === null) return [];
  const out: Entry[] = [];
  for (let i = 0; i < variables.length; i++) {
    const table = tableIn(m, variables, i, path);
    const qualified =
      i16(m, table, SERIES.pressureLevel, path) !== 0 ||
      i16(m, table, SERIES.depth, path) !== 0 ||
      i16(m, table, SERIES.depthTo, path) !== 0 ||
      i16(m, table, SERIES.previousDay, path) !== 0 ||
      u8(m, table, SERIES.probability, path) !== 0;
    const variable = u8(m, table, SERIES.variable, path);
    const name = qualified
      ? undefined
      : nameOf(variable, i16(m, table, SERIES.altitude, path), u8(m, table, SERIES.aggregation, path));
    const member = i16(m, table, SERIES.ensembleMember, path);
    out.push({
      name,
      key: name === undefined ? `variables[${i}]` : keyOf(name, member),
      member,
      table,
      unit: u8(m, table, SERIES.unit, path),
      values: vectorAt(m, table, SERIES.values, 4, path),
      times: vectorAt(m, table, SERIES.valuesInt64, 8, path),
    });
  }
  return out;
}

/**
 * Each wanted name's series for member `member` by `ofMember`'s rule, as JSON keys are chosen: the name's series of
 * that member, else, for a name without member series (is_day of an ensemble), its own; a member the name lacks, or a
 * control run an ensemble lacks, is BAD_OPTION. One pass, the rule itself asked only where it throws.
 */
export function choose(entries: readonly Entry[], names: ReadonlySet<string>, member: number): Map<string, Entry> {
  const chosen = new Map<string, Entry>();
  const control = new Map<string, Entry>();
  const withMembers = new Set<string>();
  for (const e of entries) {
    const name = e.name;
    if (name === undefined || !names.has(name)) continue;
    if (e.member === member) {
      if (!chosen.has(name)) chosen.set(name, e);
    } else if (e.member === 0 && !control.has(name)) control.set(name, e);
    if (e.member !== 0) withMembers.add(name);
  }
  const lacking = (name: string) =>
    ofMember(
      name,
      entries.filter((e) => e.name === name).map((entry) => ({ suffix: { member: entry.member } })),
      member,
    );
  for (const [name, e] of control) {
    if (chosen.has(name)) continue;
    if (withMembers.has(name)) lacking(name);
    chosen.set(name, e);
  }
  for (const name of withMembers) if (!chosen.has(name)) lacking(name);
  return chosen;
}

/** Index of the last finite value of a float `vector` (the last a JSON answer writes as a number), -1 without one. */
function lastFinite(m: Message, vector: Vector | null): number {
  if (vector === null) return -1;
  for (let i = vector.length - 1; i >= 0; i--)
    if (Number.isFinite(m.view.getFloat32(vector.data + 4 * i, true))) return i;
  return -1;
}

/**
 * The runs of each variable of `section` that a section's series hold, by JSON name: per ensemble member, its JSON
 * key and the index of its last value (-1: none), as `ensembleLayout` reads a JSON answer's keys and values.
 */
export function memberRuns(m: Message, section: Table, names: ReadonlySet<string>, path: string) {
  const runs = new Map<string, Map<number, { key: string; lastIndex: number }>>();
  for (const e of entriesOf(m, section, path)) {
    if (e.name === undefined || !names.has(e.name)) continue;
    const members = runs.get(e.name) ?? new Map<number, { key: string; lastIndex: number }>();
    if (!members.has(e.member)) members.set(e.member, { key: e.key, lastIndex: lastFinite(m, e.values) });
    runs.set(e.name, members);
  }
  return runs;
}
