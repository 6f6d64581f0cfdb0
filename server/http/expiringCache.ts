/**
 * Answers kept for a while, in memory: each entry lives `ttlMs` from when it
 * was put; past `maxEntries` the oldest goes first. For reads of other
 * services that may be a little stale (prices, wallet profiles).
 */
export function createExpiringCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: T; until: number }>();
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: T) {
      entries.delete(key);
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { value, until: now() + options.ttlMs });
    },
    clear: () => entries.clear(),
  };
}
