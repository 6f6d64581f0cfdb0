import { useSyncExternalStore } from 'react';

interface Observable<T> {
  get(): T;
  subscribe(listener: () => void): () => void;
}

const never = () => () => undefined;

/** A live value's current state (re-rendering on change), or `fallback` while there is none. */
export function useLiveValue<T>(value: Observable<T> | undefined, fallback: T): T {
  return useSyncExternalStore(value?.subscribe ?? never, () => (value ? value.get() : fallback));
}
