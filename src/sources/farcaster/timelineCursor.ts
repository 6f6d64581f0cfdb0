import { z } from 'zod/mini';

/** The last item taken from a list: its hash, and its time (Farcaster seconds). */
export interface TakenItem {
  hash: string;
  timestamp: number;
}

/** Where one hub list stands: the page token of the page holding its next item, and what was taken from that page last. */
export interface ListPlace {
  /** The hub's page token ('' for the first page). */
  page: string;
  after?: TakenItem;
}

/**
 * How far a merged timeline has been read: each list's place (or 'done'),
 * and the time reached, the time of the last item handed out (Farcaster
 * seconds): nothing later than it belongs to the pages still to come.
 */
export interface TimelineCursor {
  reached?: number;
  lists: Record<string, ListPlace | 'done'>;
}

const cursorSchema = z.object({
  v: z.literal(1),
  t: z.optional(z.number()),
  l: z.record(
    z.string(),
    z.union([
      z.literal(0),
      z.object({ p: z.string(), h: z.optional(z.string()), a: z.optional(z.number()) }),
    ]),
  ),
});

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The cursor as the reading side passes it around: base64url of its JSON, short keys. */
export function encodeTimelineCursor(cursor: TimelineCursor): string {
  const lists = Object.fromEntries(
    Object.entries(cursor.lists).map(([key, place]) => [
      key,
      place === 'done'
        ? 0
        : {
            p: place.page,
            ...(place.after ? { h: place.after.hash, a: place.after.timestamp } : {}),
          },
    ]),
  );
  return toBase64Url(
    JSON.stringify({
      v: 1,
      ...(cursor.reached === undefined ? {} : { t: cursor.reached }),
      l: lists,
    }),
  );
}

/** The cursor back, or undefined when it is not one this adapter wrote. */
export function decodeTimelineCursor(text: string): TimelineCursor | undefined {
  let json: unknown;
  try {
    json = JSON.parse(fromBase64Url(text));
  } catch {
    return undefined;
  }
  const parsed = cursorSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const lists: TimelineCursor['lists'] = {};
  for (const [key, place] of Object.entries(parsed.data.l)) {
    lists[key] =
      place === 0
        ? 'done'
        : {
            page: place.p,
            ...(place.h !== undefined && place.a !== undefined
              ? { after: { hash: place.h, timestamp: place.a } }
              : {}),
          };
  }
  return { ...(parsed.data.t === undefined ? {} : { reached: parsed.data.t }), lists };
}
