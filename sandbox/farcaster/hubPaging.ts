import type { Message } from '@farcaster/core';
import { z } from 'zod';
import { compareKeys, keyOf, type HubKey } from './hubStore';
import { messageToHubJson } from './messageJson';

const pageSchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(1000).default(100),
  pageToken: z.string().optional(),
  reverse: z.enum(['true', 'false', '1', '0']).optional(),
});

const tokenSchema = z.object({ timestamp: z.number().int().min(0), hash: z.string() });

/** A page token names the last message of its page, opaque to the caller as a hub's is. */
const encodeToken = (key: HubKey) =>
  Buffer.from(JSON.stringify([key.timestamp, key.hash])).toString('base64url');

function decodeToken(token: string): HubKey | undefined {
  try {
    const [timestamp, hash] = JSON.parse(Buffer.from(token, 'base64url').toString()) as unknown[];
    const parsed = tokenSchema.safeParse({ timestamp, hash });
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export type HubPage =
  | { ok: true; page: { messages: Record<string, unknown>[]; nextPageToken: string } }
  | { ok: false; details: string };

/**
 * One page of a list in the hub's order (oldest first, newest first with
 * `reverse`), as the hub's HTTP API pages: `pageSize` messages from just
 * after the message its `pageToken` names, and the token of this page's last
 * message while more follow (an empty token at the end). Messages added
 * since never shift a page that was already handed out.
 */
export function paginate(messages: readonly Message[], query: Record<string, string>): HubPage {
  const page = pageSchema.safeParse(query);
  if (!page.success) return { ok: false, details: page.error.issues[0]?.message ?? 'bad page' };
  const reverse = page.data.reverse === 'true' || page.data.reverse === '1';
  const list = reverse ? [...messages].reverse() : messages;
  let start = 0;
  if (page.data.pageToken) {
    const after = decodeToken(page.data.pageToken);
    if (!after) return { ok: false, details: 'invalid page token' };
    const later = (m: Message) => compareKeys(keyOf(m), after) * (reverse ? -1 : 1) > 0;
    start = list.findIndex(later);
    if (start < 0) start = list.length;
  }
  const slice = list.slice(start, start + page.data.pageSize);
  const last = slice.at(-1);
  const more = start + slice.length < list.length;
  return {
    ok: true,
    page: {
      messages: slice.map(messageToHubJson),
      nextPageToken: more && last ? encodeToken(keyOf(last)) : '',
    },
  };
}
