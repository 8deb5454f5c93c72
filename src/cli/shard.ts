/** Deterministic slices of a batch, so n machines (an indexed job array) each score one part. */
import { fnv1a } from "../math/hash.js";

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
