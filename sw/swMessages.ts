/** Messages the page sends to the service worker. */
export type SwMessage = { type: 'SKIP_WAITING' };

export function isSwMessage(data: unknown): data is SwMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'SKIP_WAITING'
  );
}
