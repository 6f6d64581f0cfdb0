const VIEWER_ID_KEY = 'polycast:viewer-id';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A random id for this browser, kept locally (composer.md §2.2). */
export function getViewerId(storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): string {
  const stored = storage.getItem(VIEWER_ID_KEY);
  if (stored && UUID.test(stored)) return stored;
  const id = crypto.randomUUID();
  storage.setItem(VIEWER_ID_KEY, id);
  return id;
}
