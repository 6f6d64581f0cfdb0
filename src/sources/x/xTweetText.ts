import { z } from 'zod/mini';

/** X's `entities.urls`: each link in the text as the t.co address X put there. */
export const tweetEntitiesSchema = z.object({
  urls: z.optional(
    z.array(
      z.object({
        start: z.number(),
        end: z.number(),
        url: z.string(),
        expanded_url: z.optional(z.string()),
        media_key: z.optional(z.string()),
        // What X read of the linked page, for its card.
        unwound_url: z.optional(z.string()),
        title: z.optional(z.string()),
        description: z.optional(z.string()),
        images: z.optional(z.array(z.object({ url: z.string() }))),
      }),
    ),
  ),
  mentions: z.optional(
    z.array(
      z.object({
        start: z.number(),
        end: z.number(),
        username: z.string(),
        id: z.optional(z.string()),
      }),
    ),
  ),
});
export type TweetEntities = z.infer<typeof tweetEntitiesSchema>;

const STATUS_URL = /^https?:\/\/(?:www\.)?(?:twitter|x)\.com\/[^/]+\/status\/(\d+)/;

/** The tweet id a link to a tweet names (`https://x.com/someone/status/123`), if it is one. */
export const statusIdOf = (url: string | undefined) => STATUS_URL.exec(url ?? '')?.[1];

/**
 * A tweet's text as its author wrote it: X rewrites every link to t.co,
 * appends one for attached media and one for a quoted tweet, and starts a
 * reply with its participants' @names (before `display_text_range`). Links
 * come back expanded; the appended links and the reply's @names go. (So a
 * fingerprint of what we sent matches what X gives back.)
 */
export function tweetTextAsWritten(
  text: string,
  entities: TweetEntities | undefined,
  quotedId?: string,
  displayStart = 0,
): string {
  const urls = [...(entities?.urls ?? [])].sort((a, b) => b.start - a.start);
  let out = text;
  for (const link of urls) {
    // Entity offsets count code points, as X documents.
    const chars = [...out];
    const appended =
      link.media_key !== undefined ||
      (quotedId !== undefined && statusIdOf(link.expanded_url) === quotedId);
    const replacement = appended ? '' : (link.expanded_url ?? link.url);
    let start = link.start;
    if (chars.slice(start, link.end).join('') !== link.url) {
      // Offsets disagree with the text: fall back to the address itself.
      const at = out.indexOf(link.url);
      if (at === -1) continue;
      start = [...out.slice(0, at)].length;
    }
    const end = start + [...link.url].length;
    // A dropped link takes the space before it along.
    if (appended && start > 0 && /\s/.test(chars[start - 1] ?? '')) start -= 1;
    out = [...chars.slice(0, start), replacement, ...chars.slice(end)].join('');
  }
  // Links sit after the @names, so the expansions above left the names' offsets alone.
  return [...out].slice(displayStart).join('').trimEnd();
}

/** composer.md §5.10: a link card X draws itself, from a link in the text. */
export function textWithLink(text: string, link: { url: string } | undefined): string {
  if (!link || text.includes(link.url)) return text;
  return text.length === 0 ? link.url : `${text} ${link.url}`;
}
