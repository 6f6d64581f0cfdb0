import type { OutgoingPost, UploadedMedia } from '../source';

const SCHEMAS = {
  TEXT_ONLY: 'https://json-schemas.lens.dev/posts/text-only/3.0.0.json',
  IMAGE: 'https://json-schemas.lens.dev/posts/image/3.0.0.json',
  VIDEO: 'https://json-schemas.lens.dev/posts/video/3.0.0.json',
} as const;

const mediaItem = (media: UploadedMedia) => ({
  item: media.ref,
  type: media.mimeType,
  ...(media.alt ? { altTag: media.alt } : {}),
  ...(media.width ? { width: media.width } : {}),
  ...(media.height ? { height: media.height } : {}),
});

/** Hashtags in the text, lower-cased, as the post's tags. */
export function tagsOf(text: string): string[] {
  return [
    ...new Set(
      [...text.matchAll(/(?:^|\s)#([\p{L}\p{N}_]{1,50})/gu)].map((m) => (m[1] ?? '').toLowerCase()),
    ),
  ];
}

/**
 * A post's metadata document (composer.md §7.3): id, locale, title
 * "Post by #{handle}", content, tags, the image or video (the first) and the
 * rest as attachments, and for a video its cover: the still taken from a
 * frame at upload (the video's `thumb`). GIFs are images on Lens.
 * The id is the job's idempotency key, so a post can be found by it later.
 */
export function lensPostMetadata(input: {
  id: string;
  handle: string;
  post: OutgoingPost;
  locale?: string;
}): Record<string, unknown> {
  const { post } = input;
  const video = post.media.find((m) => m.kind === 'video');
  const images = post.media.filter((m) => m.kind !== 'video');
  const focus = video ? 'VIDEO' : images.length > 0 ? 'IMAGE' : 'TEXT_ONLY';
  const content =
    post.linkEmbed && !post.text.includes(post.linkEmbed.url)
      ? `${post.text}\n\n${post.linkEmbed.url}`.trim()
      : post.text;
  const lens: Record<string, unknown> = {
    id: input.id,
    locale: input.locale ?? 'en',
    mainContentFocus: focus,
    title: `Post by #${input.handle}`,
    content,
    tags: tagsOf(post.text),
  };
  if (video) {
    lens.video = { ...mediaItem(video), ...(video.thumb ? { cover: video.thumb } : {}) };
    if (images.length > 0) lens.attachments = images.map(mediaItem);
  } else if (images.length > 0) {
    const [first, ...rest] = images;
    if (first) lens.image = mediaItem(first);
    if (rest.length > 0) lens.attachments = rest.map(mediaItem);
  }
  return { $schema: SCHEMAS[focus], lens };
}
