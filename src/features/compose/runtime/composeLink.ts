import { z } from 'zod/mini';
import { POST_SOURCE_SLUGS, sourceFromSlug, type PostSource } from '@/domain/networks';

/** What a link (or a share from another app) asks the composer to open with. */
export interface ComposeLink {
  text: string;
  /** Only these networks selected (among the connected ones); all when absent. */
  sources?: PostSource[];
  /** Files shared from another app, kept in the shared-files inbox under this id (sw/receiveShare.ts). */
  sharedFiles?: string;
}

const MAX_TEXT = 10_000;

const searchSchema = z.object({
  compose: z.optional(z.string()),
  text: z.optional(z.string()),
  title: z.optional(z.string()),
  url: z.optional(z.string()),
  sources: z.optional(z.string()),
  // An inbox id (a UUID); anything else is ignored.
  shared: z.optional(z.string()),
});

const inboxId = z.uuid();

/**
 * What a share brings, as one post: the title unless the text already has
 * it, the text, then the url unless the text (or title) already carries it
 * (many apps put the link in the text too). One part per line.
 */
function sharedText(title = '', text = '', url = ''): string {
  const [t, body, link] = [title.trim(), text.trim(), url.trim()];
  return [
    t && !body.includes(t) ? t : '',
    body,
    link && !body.includes(link) && !t.includes(link) ? link : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * The composer's deep link and the PWA's share target: `/?compose&text=…`
 * (with `title` and `url` as a share brings them, and `sources=bsky,lens`).
 * Undefined when the address does not ask for the composer. Unknown network
 * names are ignored; text past 10,000 characters is cut.
 */
export function parseComposeLink(search: string): ComposeLink | undefined {
  const params = Object.fromEntries(new URLSearchParams(search));
  const parsed = searchSchema.safeParse(params);
  if (!parsed.success || parsed.data.compose === undefined) return undefined;
  const { text, title, url, sources, shared } = parsed.data;
  const sharedFiles = inboxId.safeParse(shared).data;
  const body = sharedText(title, text, url);
  const slugs = (sources ?? '')
    .split(',')
    .map((slug) => slug.trim().toLowerCase())
    .filter((slug): slug is (typeof POST_SOURCE_SLUGS)[number] =>
      (POST_SOURCE_SLUGS as readonly string[]).includes(slug),
    );
  const chosen = [...new Set(slugs.map((slug) => sourceFromSlug(slug) as PostSource))];
  return {
    text: [...body].slice(0, MAX_TEXT).join(''),
    ...(chosen.length > 0 ? { sources: chosen } : {}),
    ...(sharedFiles ? { sharedFiles } : {}),
  };
}

/** The same address without what asked for the composer (so a reload does not open it again). */
export function withoutComposeLink(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of ['compose', 'text', 'title', 'url', 'sources', 'shared']) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
