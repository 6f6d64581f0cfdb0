import type { OutgoingPost, UploadedMedia } from '../source';

type Json = Record<string, unknown>;

/** The lexicon's JSON form of a stored blob, as `UploadedMedia.ref` keeps it. */
export const blobOf = (ref: string): Json => JSON.parse(ref) as Json;

/** A GIF picked from a provider: its ref is the provider's URL, not a blob. */
export const isProviderGif = (media: UploadedMedia) =>
  media.kind === 'gif' && /^https?:\/\//i.test(media.ref);

/**
 * Bluesky embeds GIFs from Tenor only (capabilities.ts). `providerHosts` are
 * the hosts (with their port) of the Tenor-shaped provider the product
 * server names (`GET /api/networks` `gifs`): the sandbox's, on 127.0.0.1.
 */
export function isTenorUrl(url: string, providerHosts: readonly string[] = []): boolean {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.toLowerCase();
    return (
      host === 'tenor.com' ||
      host.endsWith('.tenor.com') ||
      providerHosts.includes(parsed.host.toLowerCase())
    );
  } catch {
    return false;
  }
}

/**
 * A GIF URL Bluesky's own app plays from a link card: Tenor's and Giphy's
 * (its embed player knows both), or the provider hosts the product server
 * names (the sandbox's, on 127.0.0.1).
 */
export function isPlayableGifUrl(url: string, providerHosts: readonly string[] = []): boolean {
  if (isTenorUrl(url, providerHosts)) return true;
  try {
    const host = new URL(url).hostname.toLowerCase();
    return host === 'giphy.com' || host.endsWith('.giphy.com');
  } catch {
    return false;
  }
}

const external = (fields: { uri: string; title: string; description: string; thumb?: string }) => ({
  $type: 'app.bsky.embed.external',
  external: {
    uri: fields.uri,
    title: fields.title,
    description: fields.description,
    ...(fields.thumb ? { thumb: blobOf(fields.thumb) } : {}),
  },
});

/**
 * A GIF posted alone: the official app posts a Tenor (or Giphy) GIF as a link card
 * whose URL carries the GIF's size (`?hh=…&ww=…`, which its player reads), the
 * description its alt text, and a still of it as the thumbnail.
 */
export function gifEmbed(gif: UploadedMedia): Json {
  const uri = new URL(gif.ref);
  if (gif.height && gif.width) {
    uri.searchParams.set('hh', String(gif.height));
    uri.searchParams.set('ww', String(gif.width));
  }
  return external({
    uri: uri.toString(),
    title: gif.alt ?? '',
    description: gif.alt ? `ALT: ${gif.alt}` : '',
    ...(gif.thumb ? { thumb: gif.thumb } : {}),
  });
}

/** A link card: title, description and the preview picture uploaded as a blob. */
export function linkCardEmbed(link: NonNullable<OutgoingPost['linkEmbed']>): Json {
  return external({
    uri: link.url,
    title: link.title ?? '',
    description: link.description ?? '',
    ...(link.thumb ? { thumb: link.thumb } : {}),
  });
}
