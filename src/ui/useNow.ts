import { useSyncExternalStore } from 'react';

interface Clock {
  now: number;
  listeners: Set<() => void>;
  timer?: ReturnType<typeof setInterval>;
}

/** One clock per interval, however many components read it; stopped when none does. */
const clocks = new Map<number, Clock>();

function clockOf(everyMs: number): Clock {
  let clock = clocks.get(everyMs);
  if (!clock) {
    clock = { now: Date.now(), listeners: new Set() };
    clocks.set(everyMs, clock);
  }
  return clock;
}

function subscribe(everyMs: number, listener: () => void): () => void {
  const clock = clockOf(everyMs);
  clock.listeners.add(listener);
  clock.timer ??= setInterval(() => {
    clock.now = Date.now();
    clock.listeners.forEach((tell) => tell());
  }, everyMs);
  return () => {
    clock.listeners.delete(listener);
    if (clock.listeners.size > 0) return;
    clearInterval(clock.timer);
    // A clock read again later starts from that moment, not from when this one stopped.
    clocks.delete(everyMs);
  };
}

/** Stable per interval: a new subscribe function each render would stop and restart the clock. */
const readers = new Map<
  number,
  { subscribe: (listener: () => void) => () => void; read: () => number }
>();

function readerOf(everyMs: number) {
  let reader = readers.get(everyMs);
  if (!reader) {
    reader = {
      subscribe: (listener) => subscribe(everyMs, listener),
      read: () => clockOf(everyMs).now,
    };
    readers.set(everyMs, reader);
  }
  return reader;
}

/**
 * The time now, read again every `everyMs` (a post's age each minute, a
 * countdown each second): the component renders again when it changes.
 */
export function useNow(everyMs: number): number {
  const { subscribe, read } = readerOf(everyMs);
  return useSyncExternalStore(subscribe, read);
}
