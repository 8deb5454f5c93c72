/**
 * TypeDoc plugin: the JSON Schemas of `vansky/schema` are object literals `as const` (so json-schema-to-ts can check
 * them against the engine's types), which TypeDoc would print as a type literal with every schema keyword (`type`,
 * `format`, `properties`…) a member, and with `validation.notDocumented` on, report each of those ~960 members as an
 * undocumented property. This shows their type as "JSON Schema" instead: the schema itself is the documentation,
 * shipped as plain files (`vansky/schema/*.json`), and each export keeps its own doc comment, which is still required.
 */
import { Converter, ReflectionKind, ReflectionType, UnknownType } from "typedoc";

/** @param {import("typedoc").Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const variable of context.project.getReflectionsByKind(ReflectionKind.Variable)) {
      if (variable.parent?.name !== "schema" || !(variable.type instanceof ReflectionType)) continue;
      context.project.removeReflection(variable.type.declaration);
      variable.type = new UnknownType(variable.name === "schemas" ? "Record<file name, JSON Schema>" : "JSON Schema");
    }
  });
}
