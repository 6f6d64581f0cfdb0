import { COLLECTIONS, type RecordJson } from './appViewIndex';
import { recordPage, type Page } from './feeds';
import { postView, type ViewContext } from './views';

/** What a search asks for: words (or "quoted phrases") the text must hold, and tags the post must carry. */
export interface SearchTerms {
  words: string[];
  tags: string[];
}

/**
 * A `q` as the AppView's search reads it, in the part the sandbox keeps:
 * terms separated by spaces must all match (an implicit AND), a "quoted
 * phrase" is one term, `#tag` asks for the tag; case does not matter.
 */
export function searchTerms(q: string): SearchTerms {
  const terms = [...q.toLowerCase().matchAll(/"([^"]+)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? '');
  return {
    words: terms.filter((t) => !/^#[^#\s]+$/.test(t) && t.trim()),
    tags: terms.filter((t) => /^#[^#\s]+$/.test(t)).map((t) => t.slice(1)),
  };
}

/** The tags a post carries: its `#tag` facets and its `tags` field, lower case. */
function tagsOf(value: RecordJson): Set<string> {
  const tags = new Set<string>();
  const facets = Array.isArray(value.facets) ? (value.facets as unknown[]) : [];
  for (const facet of facets) {
    const features = (facet as { features?: unknown } | null)?.features;
    for (const feature of Array.isArray(features) ? (features as unknown[]) : []) {
      const { $type, tag } = (feature ?? {}) as { $type?: unknown; tag?: unknown };
      if ($type === 'app.bsky.richtext.facet#tag' && typeof tag === 'string')
        tags.add(tag.toLowerCase());
    }
  }
  for (const tag of Array.isArray(value.tags) ? (value.tags as unknown[]) : [])
    if (typeof tag === 'string') tags.add(tag.toLowerCase());
  return tags;
}

/**
 * Whether a post record answers the terms: its text holds every word, and
 * it carries every tag, as a facet, in `tags`, or written as `#tag` in its
 * text (a client that sent no facets still wrote the tag).
 */
export function postMatches(value: RecordJson, terms: SearchTerms): boolean {
  if (terms.words.length === 0 && terms.tags.length === 0) return false;
  const text = typeof value.text === 'string' ? value.text.toLowerCase() : '';
  const tags = tagsOf(value);
  const written = new Set(
    [...text.matchAll(/(?<=^|[\s([])#([\p{L}\p{N}_]+)/gu)].map((m) => m[1] ?? ''),
  );
  return (
    terms.words.every((word) => text.includes(word)) &&
    terms.tags.every((tag) => tags.has(tag) || written.has(tag))
  );
}

/**
 * `app.bsky.feed.searchPosts` over the posts the AppView has indexed: those
 * that match `q`, newest first (`sort=latest`; the sandbox ranks no `top`),
 * paged by the feeds' cursor, as `{posts, cursor?, hitsTotal}`.
 */
export function searchPosts(ctx: ViewContext, q: string, page: Page) {
  const terms = searchTerms(q);
  const found = [...ctx.index.records.values()].filter(
    (record) => record.collection === COLLECTIONS.POST && postMatches(record.value, terms),
  );
  const { records, cursor } = recordPage(found, page);
  return {
    posts: records.map((post) => postView(ctx, post)),
    hitsTotal: found.length,
    ...(cursor ? { cursor } : {}),
  };
}
