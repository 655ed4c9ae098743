// A Map used as a bounded memo: at most `limit` entries, the oldest forgotten first. Shared by the
// in-process memos (rendered statements, directory shapes and totals, generated avatars).

/** Stores `value` under `key`, first forgetting the oldest entry when `map` already holds `limit`. */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, limit: number): V {
  if (!map.has(key) && map.size >= limit) map.delete(map.keys().next().value!);
  map.set(key, value);
  return value;
}
