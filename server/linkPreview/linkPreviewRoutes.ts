import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { guardedFetch, PageFetchError } from './guardedFetch';
import { decodeHtml, parseOpenGraph, type OpenGraph } from './openGraph';

/** composer.md §7.7, §9: the link preview's time-out. */
export const PREVIEW_TIMEOUT_MS = 30_000;
/**
 * Only the first MiB of a page is read: the head, where Open Graph lives, comes first.
 * Kept at 1 MiB (docs/decisions-composer-server.md), above the parser's own cap:
 * parseOpenGraph looks at no more than MAX_PARSED_CHARS (512 Ki) characters of
 * it, whatever this lets through, and that cap, not this one, bounds the CPU
 * a page can cost. Bytes are not characters (a character is 1 to 4 bytes in
 * UTF-8), so this one is left the larger.
 */
export const PREVIEW_MAX_BYTES = 1024 * 1024;
const MAX_REDIRECTS = 5;
const CACHE_MS = 10 * 60_000;
const CACHE_ENTRIES = 500;
const USER_AGENT = 'PolycastBot/1.0 (link preview; +https://polycast.app)';

export interface LinkPreviewOptions {
  /** Origins on private addresses that may be previewed: the sandbox's own servers, in sandbox mode only. */
  allowedOrigins?: () => readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
  now?: () => number;
}

const linkSchema = z.object({
  link: z
    .string()
    .trim()
    .min(1, 'link is required')
    .max(2048, 'link is too long')
    .refine((value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, 'link must be an http or https URL'),
});

const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;

const failure = (c: Context, status: 400 | 502 | 504, error: string) =>
  c.json({ code: status, error }, status, { 'Cache-Control': 'no-store' });

/**
 * `GET /oembed?link=` (composer.md §7.7): the page's Open Graph data,
 * `{code: 0, data: {og: {url, title?, description?, image?, site_name?}}}`,
 * falling back to `<title>` and the meta description. The page is fetched
 * with the SSRF guard (http(s) only, public addresses only, every redirect
 * checked), a 30 s time-out and a 1 MiB cap. Errors: 400 for a link that is
 * not http(s) or points at a private address, 502 when the page cannot be
 * reached, answers an error or is not HTML, 504 on time-out. Successful
 * previews are kept 10 minutes.
 */
export function createLinkPreviewRoutes(options: LinkPreviewOptions = {}) {
  const app = new Hono();
  const now = options.now ?? Date.now;
  const cache = new Map<string, { og: OpenGraph; until: number }>();

  app.get('/', async (c) => {
    const query = linkSchema.safeParse(c.req.query());
    if (!query.success) return failure(c, 400, query.error.issues[0]?.message ?? 'bad link');
    const link = new URL(query.data.link);
    link.hash = '';
    const key = link.toString();
    const cached = cache.get(key);
    if (cached && cached.until > now()) return c.json({ code: 0, data: { og: cached.og } });

    let og: OpenGraph;
    try {
      const page = await guardedFetch(link, {
        signal: AbortSignal.timeout(options.timeoutMs ?? PREVIEW_TIMEOUT_MS),
        maxBytes: options.maxBytes ?? PREVIEW_MAX_BYTES,
        maxRedirects: MAX_REDIRECTS,
        allowedOrigins: options.allowedOrigins?.() ?? [],
        userAgent: USER_AGENT,
      });
      if (page.status < 200 || page.status >= 300)
        return failure(c, 502, `The page answered ${page.status}`);
      const html = decodeHtml(page.body, page.contentType);
      const looksLikeHtml = !page.contentType && /^\s*(<!doctype html|<html|<head)/i.test(html);
      if (!HTML_TYPES.test(page.contentType) && !looksLikeHtml) {
        const type = page.contentType.split(';')[0] || 'unknown type';
        return failure(c, 502, `The link is not a web page (${type})`);
      }
      og = parseOpenGraph(html, page.url);
    } catch (error) {
      if (!(error instanceof PageFetchError)) throw error;
      if (error.kind === 'refused') return failure(c, 400, error.message);
      if (error.kind === 'timeout') return failure(c, 504, error.message);
      return failure(c, 502, error.message);
    }
    if (cache.size >= CACHE_ENTRIES) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(key, { og, until: now() + CACHE_MS });
    return c.json({ code: 0, data: { og } });
  });

  return app;
}
