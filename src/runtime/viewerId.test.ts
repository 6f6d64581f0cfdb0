import { describe, expect, it } from 'vitest';
import { getViewerId } from './viewerId';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('viewer id', () => {
  it('makes a random UUID once and keeps it', () => {
    const storage = memoryStorage();
    const first = getViewerId(storage);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(getViewerId(storage)).toBe(first);
    expect(getViewerId(memoryStorage())).not.toBe(first);
  });

  it('replaces a stored value that is not a UUID', () => {
    const storage = memoryStorage();
    storage.setItem('polycast:viewer-id', 'tampered');
    expect(getViewerId(storage)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
