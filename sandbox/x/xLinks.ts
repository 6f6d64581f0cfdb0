import { randomBytes } from 'node:crypto';

export interface XUrlEntity {
  start: number;
  end: number;
  url: string;
  expanded_url: string;
  display_url: string;
  media_key?: string;
  /** What X's crawler read of the page, for the link's card (set by the seed here). */
  unwound_url?: string;
  status?: number;
  title?: string;
  description?: string;
  images?: { url: string; width: number; height: number }[];
}

const LINK = /https?:\/\/[^\s]+/g;
const tco = () => `https://t.co/${randomBytes(8).toString('base64url').slice(0, 10)}`;
const display = (url: string) => url.replace(/^https?:\/\/(www\.)?/, '').slice(0, 26);

/**
 * What X stores for a tweet's text: every link rewritten to a t.co address,
 * one appended for a quoted tweet and one for attached media, each listed in
 * `entities.urls` with code-point offsets (as the X API v2 documents).
 */
export function shortenLinks(
  written: string,
  appended: { quoted?: string; media?: { url: string; mediaKey: string } },
): { text: string; urls: XUrlEntity[] } {
  const urls: XUrlEntity[] = [];
  let text = '';
  let last = 0;
  const add = (expanded: string, mediaKey?: string) => {
    const url = tco();
    const start = [...text].length;
    text += url;
    urls.push({
      start,
      end: start + [...url].length,
      url,
      expanded_url: expanded,
      display_url: display(expanded),
      ...(mediaKey ? { media_key: mediaKey } : {}),
    });
  };
  for (const match of written.matchAll(LINK)) {
    text += written.slice(last, match.index);
    add(match[0]);
    last = match.index + match[0].length;
  }
  text += written.slice(last);
  for (const extra of [appended.quoted ? { url: appended.quoted } : undefined, appended.media]) {
    if (!extra) continue;
    text += text.length > 0 ? ' ' : '';
    add(extra.url, 'mediaKey' in extra ? extra.mediaKey : undefined);
  }
  return { text, urls };
}
