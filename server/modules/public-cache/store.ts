// The finished bytes of public answers, kept in memory per process: the body once as sent, once
// gzip-compressed and once brotli-compressed, with the headers to send and a strong ETag. Cleared
// as a whole whenever public content changes (see listener.ts and docs/decisions/091).
import { strongEtag } from "../../lib/etag";
import zlib from "node:zlib";

export interface CachedAnswer {
  key: string;
  status: number;
  /** Every header to send except the per-response ones (request id, encoding, length). */
  headers: Record<string, string>;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  storedAt: number;
}

export interface PublicCacheStore {
  /** Bumped by every clear: an answer computed across a clear is not stored. */
  readonly generation: number;
  /** False while changes could be missed (the change listener is not connected): nothing is served or stored. */
  usable: boolean;
  get(key: string): CachedAnswer | undefined;
  /** Stores an answer computed under `generation`, unless a clear happened meanwhile. */
  put(generation: number, answer: Omit<CachedAnswer, "etag" | "gzip" | "br" | "storedAt">): CachedAnswer;
  clear(): void;
  readonly size: number;
}

export interface StoreLimits {
  /** Most answers kept; the oldest go first. */
  maxEntries: number;
  /** Most bytes kept (all three encodings together). */
  maxBytes: number;
  /** An answer older than this is computed again even without a change (a safety net). */
  maxAgeMs: number;
}

const DEFAULT_LIMITS: StoreLimits = { maxEntries: 2_000, maxBytes: 64 * 1024 * 1024, maxAgeMs: 10 * 60_000 };

export function createPublicCacheStore(limits: Partial<StoreLimits> = {}, now: () => number = Date.now): PublicCacheStore {
  const { maxEntries, maxBytes, maxAgeMs } = { ...DEFAULT_LIMITS, ...limits };
  const entries = new Map<string, CachedAnswer>();
  let bytes = 0;
  let generation = 0;

  const sizeOf = (answer: CachedAnswer) => answer.identity.length + answer.gzip.length + answer.br.length;
  const remove = (key: string) => {
    const answer = entries.get(key);
    if (!answer) return;
    entries.delete(key);
    bytes -= sizeOf(answer);
  };

  return {
    get generation() {
      return generation;
    },
    usable: true,
    get size() {
      return entries.size;
    },
    get(key) {
      const answer = entries.get(key);
      if (!answer) return undefined;
      if (now() - answer.storedAt > maxAgeMs) {
        remove(key);
        return undefined;
      }
      return answer;
    },
    put(computedUnder, input) {
      const answer: CachedAnswer = {
        ...input,
        etag: strongEtag(input.identity),
        gzip: zlib.gzipSync(input.identity, { level: 9 }),
        br: zlib.brotliCompressSync(input.identity, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.identity.length },
        }),
        storedAt: now(),
      };
      if (computedUnder !== generation || !this.usable) return answer;
      remove(answer.key);
      entries.set(answer.key, answer);
      bytes += sizeOf(answer);
      for (const key of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        remove(key);
      }
      return answer;
    },
    clear() {
      generation += 1;
      entries.clear();
      bytes = 0;
    },
  };
}
