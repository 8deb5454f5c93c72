/**
 * A FlatBuffers answer written out as the JSON answer Open-Meteo gives for the same request with
 * `timeformat=unixtime`: for the readers that rewrite an answer's values before it is scored (the outlook's
 * estimated gusts and precipitation peaks), which then read either format through one path and give the same
 * outlook from both.
 */
import type { JsonObject } from "../json.js";
import type { ResolvedOptions } from "../options.js";
import { flatBuffersHeader, floatView, oneMessage } from "./answer.js";
import { decimalScale, RESPONSE, unitString } from "./schema.js";
import { axisOf, floatsOf, jsonValue } from "./section.js";
import { entriesOf } from "./series.js";
import { int64At, isInt64Max, type Message, subTable, type Table } from "./table.js";

/**
 * One section (`hourly`, `daily`) as JSON: `time` in epoch seconds, and each series the engine reads under its JSON
 * key (`temperature_2m_member03`), its values as JSON writes them (`jsonValue`, NaN as null; sunrise and sunset as
 * epoch seconds, none as null) and its unit in the `_units` block.
 */
function sectionJson(m: Message, section: Table, path: string, maxLength: number) {
  const { startS, stepS, n } = axisOf(m, section, path, maxLength);
  const values: JsonObject = { time: Array.from({ length: n }, (_, i) => startS + i * stepS) };
  const units: JsonObject = { time: "unixtime" };
  const floats = floatView(m);
  for (const e of entriesOf(m, section, path)) {
    if (e.name === undefined || e.key in values) continue;
    units[e.key] = unitString(e.unit);
    if (e.values !== null) {
      const scale = decimalScale(e.unit);
      const { source, base } = floatsOf(m, floats, e.values);
      values[e.key] = Array.from({ length: e.values.length }, (_, i) => {
        const raw = source[base + i] as number;
        return Number.isFinite(raw) ? jsonValue(raw, scale) : null;
      });
    } else if (e.times !== null) {
      const at = e.times.data;
      values[e.key] = Array.from({ length: e.times.length }, (_, i) =>
        isInt64Max(m.view, at + 8 * i) ? null : int64At(m.view, at + 8 * i),
      );
    } else values[e.key] = [];
  }
  return { values, units };
}

/**
 * The JSON answer of a one-location FlatBuffers answer (bytes or the SDK's `WeatherApiResponse`): its header and
 * its `hourly` and `daily` sections (`sectionJson`). Malformed bytes throw the FlatBuffers reader's own errors; a
 * series of the wrong length, a value out of range or a unit unknown is left for the JSON reader, which names it at
 * the same path as the FlatBuffers reader would.
 * `limits`: the longest hourly and daily axes accepted (`NormalizeOptions`).
 */
export function jsonOfFlatBuffers(input: unknown, limits: Pick<ResolvedOptions, "maxHours" | "maxDays">): JsonObject {
  const m = oneMessage(input, "");
  const { header, root } = flatBuffersHeader(m, "");
  const answer: JsonObject = {
    latitude: header.latitude,
    longitude: header.longitude,
    ...(Number.isNaN(header.elevationM) ? {} : { elevation: header.elevationM }),
    utc_offset_seconds: header.utcOffsetSeconds,
    timezone: header.timezone ?? "GMT",
    ...(header.locationId === 0 ? {} : { location_id: header.locationId }),
  };
  for (const [key, slot, maxLength] of [
    ["hourly", RESPONSE.hourly, limits.maxHours],
    ["daily", RESPONSE.daily, limits.maxDays],
  ] as const) {
    const section = subTable(m, root, slot, key);
    if (section === null) continue;
    const { values, units } = sectionJson(m, section, key, maxLength);
    answer[key] = values;
    answer[`${key}_units`] = units;
  }
  return answer;
}
