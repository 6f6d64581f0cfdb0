import { fetchJson } from '../http/requestJson';

/** What a cast's URL embed shows as: a picture, a GIF, a video, or a link card. */
export type EmbedKind = 'image' | 'gif' | 'video' | 'link';

const VIDEO_URL = /\.(mp4|mov|webm|m3u8)([?#]|$)/i;
const GIF_URL = /\.gif([?#]|$)/i;
const IMAGE_URL = /\.(png|jpe?g|webp|avif)([?#]|$)/i;
const CACHED = 500;

/** The kind a URL's own name gives away, if it does. */
export function embedKindOfUrl(url: string): EmbedKind | undefined {
  if (VIDEO_URL.test(url)) return 'video';
  if (GIF_URL.test(url)) return 'gif';
  if (IMAGE_URL.test(url)) return 'image';
  return undefined;
}

/** The kind a `Content-Type` names; anything not a picture or video is a link. */
export function embedKindOfContentType(contentType: string | null): EmbedKind {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type.startsWith('video/') || type === 'application/vnd.apple.mpegurl') return 'video';
  if (type === 'image/gif') return 'gif';
  if (type.startsWith('image/')) return 'image';
  return 'link';
}

/**
 * Hubs keep only URLs, and storage gateways name files without extensions,
 * so a cast's embed is classified by its extension, else by a HEAD request's
 * `Content-Type` (what clients' embed metadata does). An address that does not
 * answer is shown as a link. Answers are remembered, failures are not.
 */
export function embedKinds(timeoutMs = 3000) {
  const known = new Map<string, EmbedKind>();
  return async (url: string, signal: AbortSignal): Promise<EmbedKind> => {
    const named = embedKindOfUrl(url);
    if (named) return named;
    const remembered = known.get(url);
    if (remembered) return remembered;
    const answer = await fetchJson(url, { method: 'HEAD', signal, timeoutMs });
    if (!answer.ok || !answer.value.ok) return 'link';
    const kind = embedKindOfContentType(answer.value.headers.get('content-type'));
    if (known.size >= CACHED) known.delete(known.keys().next().value ?? '');
    known.set(url, kind);
    return kind;
  };
}
