import type { PostSource } from '../networks';

/**
 * A post's text cut into what is shown as plain words and what is a link
 * (reading.md §2.2): people it @names link to their profile, web addresses
 * open, #hashtags search the network, a Farcaster /channel opens the
 * channel, and a wallet address opens the wallet's profile.
 */
export type TextToken =
  | { kind: 'text'; text: string }
  | { kind: 'mention'; text: string; handle: string; profileId?: string }
  | { kind: 'link'; text: string; url: string }
  | { kind: 'hashtag'; text: string; tag: string }
  | { kind: 'channel'; text: string; channelId: string }
  | { kind: 'address'; text: string; address: string };

/** How long a web address is shown before it is cut with '…' (the path is in the link). */
export const SHOWN_LINK_LENGTH = 30;

// Each alternative is one token kind; a token starts the text or follows a space or bracket.
const TOKEN = new RegExp(
  [
    String.raw`(?<url>https?:\/\/[^\s<>"]+)`,
    String.raw`(?<=^|[\s(\[])(?<address>0x[0-9a-fA-F]{40})(?![0-9a-zA-Z])`,
    String.raw`(?<=^|[\s(\[])@(?<handle>[a-zA-Z0-9_](?:[a-zA-Z0-9_./-]*[a-zA-Z0-9_])?)`,
    String.raw`(?<=^|[\s(\[])#(?<tag>[\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*)`,
    String.raw`(?<=^|[\s(\[])\/(?<channel>[a-z0-9][a-z0-9-]{0,31})(?![\w/.])`,
  ].join('|'),
  'gu',
);

const count = (text: string, char: string) => text.split(char).length - 1;

/** Punctuation that ends a sentence, not the web address before it. */
function trimUrl(url: string): string {
  let trimmed = url;
  for (;;) {
    const last = trimmed.at(-1);
    if (!last || !/[.,;:!?'")\]]/.test(last)) return trimmed;
    // A closing bracket the address itself opened stays: wikipedia.org/wiki/Rust_(language).
    if (last === ')' && count(trimmed, '(') >= count(trimmed, ')')) return trimmed;
    trimmed = trimmed.slice(0, -1);
  }
}

/** A web address as shown: without its scheme, cut after SHOWN_LINK_LENGTH characters. */
export function shownUrl(url: string): string {
  const bare = url.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return bare.length > SHOWN_LINK_LENGTH ? `${bare.slice(0, SHOWN_LINK_LENGTH)}…` : bare;
}

export function postTextTokens(
  text: string,
  options: {
    source: PostSource;
    /** The people the network says the post names: their ids, by handle. */
    mentions?: readonly { id: string; handle: string }[];
  },
): TextToken[] {
  const tokens: TextToken[] = [];
  let plain = 0;
  const flush = (until: number) => {
    if (until > plain) tokens.push({ kind: 'text', text: text.slice(plain, until) });
  };
  for (const match of text.matchAll(TOKEN)) {
    const groups = match.groups ?? {};
    const start = match.index;
    let token: TextToken | undefined;
    let length = match[0].length;
    if (groups.url) {
      const url = trimUrl(groups.url);
      length = url.length;
      token = { kind: 'link', text: shownUrl(url), url };
    } else if (groups.address) {
      token = { kind: 'address', text: groups.address, address: groups.address };
    } else if (groups.handle) {
      // A trailing dot ends the sentence, not the handle.
      const handle = groups.handle.replace(/[./-]+$/, '');
      length = handle.length + 1;
      const known = options.mentions?.find((m) => m.handle.toLowerCase() === handle.toLowerCase());
      token = {
        kind: 'mention',
        text: `@${handle}`,
        handle,
        ...(known ? { profileId: known.id } : {}),
      };
    } else if (groups.tag) {
      token = { kind: 'hashtag', text: match[0], tag: groups.tag };
    } else if (groups.channel && options.source === 'Farcaster') {
      token = { kind: 'channel', text: match[0], channelId: groups.channel };
    }
    if (!token) continue;
    flush(start);
    tokens.push(token);
    plain = start + length;
  }
  flush(text.length);
  return tokens;
}
