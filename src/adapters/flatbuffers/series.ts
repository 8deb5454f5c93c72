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
  readonly suffix: { readonly member: number };
  readonly table: Table;
  readonly unit: number;
  /** The float values (`values`), and the int64 ones (`values_int64`: sunrise, sunset). */
  readonly values: Vector | null;
  readonly times: Vector | null;
}

/** Every series of the section `section` at `path`, described. */
export function entriesOf(m: Message, section: Table, path: string): Entry[] {
  const variables = vectorAt(m, section, SECTION.variables, 4, path);
  const out: Entry[] = [];
  for (let i = 0; i < (variables?.length ?? 0); i++) {
    const table = tableIn(m, variables as Vector, i, path);
    const at = `${path}.variables[${i}]`;
    const qualified =
      i16(m, table, SERIES.pressureLevel, at) !== 0 ||
      i16(m, table, SERIES.depth, at) !== 0 ||
      i16(m, table, SERIES.depthTo, at) !== 0 ||
      i16(m, table, SERIES.previousDay, at) !== 0 ||
      u8(m, table, SERIES.probability, at) !== 0;
    const name = seriesName({
      variable: u8(m, table, SERIES.variable, at),
      altitude: i16(m, table, SERIES.altitude, at),
      aggregation: u8(m, table, SERIES.aggregation, at),
      qualified,
    });
    const member = i16(m, table, SERIES.ensembleMember, at);
    out.push({
      name,
      key: name === undefined ? `variables[${i}]` : memberKey(name, member),
      suffix: { member },
      table,
      unit: u8(m, table, SERIES.unit, at),
      values: vectorAt(m, table, SERIES.values, 4, at),
      times: vectorAt(m, table, SERIES.valuesInt64, 8, at),
    });
  }
  return out;
}

/** Each wanted name's series for member `member` (by `ofMember`'s rule, as JSON keys are chosen). */
export function choose(entries: readonly Entry[], names: ReadonlySet<string>, member: number): Map<string, Entry> {
  const candidates = new Map<string, Entry[]>();
  for (const e of entries) {
    if (e.name === undefined || !names.has(e.name)) continue;
    const list = candidates.get(e.name);
    if (list) list.push(e);
    else candidates.set(e.name, [e]);
  }
  const chosen = new Map<string, Entry>();
  for (const [name, list] of candidates) {
    const first = ofMember(name, list, member)[0];
    if (first) chosen.set(name, first);
  }
  return chosen;
}

/** The ensemble members of each variable of `section` that a section's series hold, by JSON name. */
export function memberRuns(m: Message, section: Table, names: ReadonlySet<string>, path: string) {
  const runs = new Map<string, Set<number>>();
  for (const e of entriesOf(m, section, path)) {
    if (e.name === undefined || !names.has(e.name)) continue;
    const set = runs.get(e.name) ?? new Set<number>();
    set.add(e.suffix.member);
    runs.set(e.name, set);
  }
  return runs;
}
