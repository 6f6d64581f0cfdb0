/**
 * Reads that answer the same for the same key (a person's profile, a cast
 * by its hash), each asked once while it is remembered: a timeline names the
 * same people and quotes the same casts again and again, and asking twice at
 * the same moment is asked once. The latest `limit` answers are kept; a read
 * that comes back empty (a failure) is forgotten, so the next call asks again.
 */
export function rememberReads<Key, Value>(
  limit: number,
  read: (key: Key, signal: AbortSignal) => Promise<Value | null | undefined>,
): (key: Key, signal: AbortSignal) => Promise<Value | null | undefined> {
  const known = new Map<Key, Promise<Value | null | undefined>>();
  return (key, signal) => {
    const remembered = known.get(key);
    if (remembered) return remembered;
    const answer = read(key, signal).then(
      (value) => {
        if (value == null) known.delete(key);
        return value;
      },
      (error: unknown) => {
        known.delete(key);
        throw error;
      },
    );
    if (known.size >= limit) {
      const oldest = known.keys().next();
      if (!oldest.done) known.delete(oldest.value);
    }
    known.set(key, answer);
    return answer;
  };
}
