import { useEffect, useState } from 'react';

/**
 * The value once it has stayed the same for `waitMs`: what a search asks
 * for while someone types (composer.md §9's debounces). Each change restarts
 * the wait; an empty value is taken at once, so clearing a box clears its results.
 */
export function useDebouncedValue<T>(value: T, waitMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (!value) return;
    const timer = setTimeout(() => setSettled(value), waitMs);
    return () => clearTimeout(timer);
  }, [value, waitMs]);
  return value ? settled : value;
}
