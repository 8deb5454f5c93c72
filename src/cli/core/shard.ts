/** Deterministic slices of a batch, so n machines (an indexed job array) each score one part. */
import { fnv1a } from "../../math/hash.js";

/** A shard `index` of `count`, 0-based as Kubernetes Indexed Jobs, AWS Batch array jobs and CI matrices number them. */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** Parses `i/n` (0 <= i < n); `undefined` when malformed. */
export function parseShard(text: string): Shard | undefined {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  if (!match) return undefined;
  const index = Number(match[1]);
  const count = Number(match[2]);
  return count >= 1 && index < count ? { index, count } : undefined;
}

/** Whether the location `id` (a country code or point id) belongs to `shard`: by hash, stable whatever else is in the batch. */
export const inShard = (id: string, shard: Shard | undefined): boolean =>
  shard === undefined || fnv1a(id) % shard.count === shard.index;

/** `i/n`, as `--shard` takes it and shard outputs record it. */
export const formatShard = (shard: Shard): string => `${shard.index}/${shard.count}`;

const SIDECAR_SUFFIX = ".meta.json";

/**
 * Where `vansky score --shard i/n --format ndjson --out FILE` keeps what ndjson has no room for, for `vansky merge`:
 * `{shard, count, updated_at, source}` in `FILE.meta.json`.
 */
export const sidecarOf = (path: string): string => `${path}${SIDECAR_SUFFIX}`;

/** Whether `path` is named as a sidecar. */
export const isSidecarName = (path: string): boolean => path.endsWith(SIDECAR_SUFFIX);

/** The ndjson file of a sidecar. */
export const dataFileOf = (sidecar: string): string => sidecar.slice(0, -SIDECAR_SUFFIX.length);
