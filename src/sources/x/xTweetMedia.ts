import type { Attachment } from '@/domain/reading/post';
import type { XMedia, XTweet } from './xSchemas';

type Variant = NonNullable<XMedia['variants']>[number];

/**
 * The rendition a page can play: the MP4 with the highest bit rate (X lists
 * an HLS playlist beside them, which most browsers cannot play without a
 * library), else whatever X gave.
 */
function playable(variants: readonly Variant[] | undefined): string | undefined {
  const mp4s = (variants ?? []).filter((v) => v.content_type === 'video/mp4');
  const best = mp4s.reduce<Variant | undefined>(
    (top, v) => (!top || (v.bit_rate ?? 0) > (top.bit_rate ?? 0) ? v : top),
    undefined,
  );
  return best?.url ?? variants?.[0]?.url;
}

/**
 * One media object as an attachment: a photo is an image at its `url`; an
 * animated GIF (which X turns into an MP4) and a video play their best
 * rendition with the still as cover. Left out when X gave nothing to show.
 */
export function xAttachment(media: XMedia): Attachment | undefined {
  const facts = {
    ...(media.alt_text ? { alt: media.alt_text } : {}),
    ...(media.width && media.height ? { width: media.width, height: media.height } : {}),
  };
  if (media.type === 'photo')
    return media.url ? { kind: 'image', url: media.url, ...facts } : undefined;
  if (media.type !== 'animated_gif' && media.type !== 'video') return undefined;
  const url = playable(media.variants);
  if (!url) return undefined;
  return {
    kind: media.type === 'video' ? 'video' : 'gif',
    url,
    ...facts,
    ...(media.preview_image_url ? { coverUrl: media.preview_image_url } : {}),
  };
}

/** A tweet's attached media, in its order, as the expansion included them. */
export function xTweetMedia(tweet: XTweet, included: readonly XMedia[]): Attachment[] {
  return (tweet.attachments?.media_keys ?? []).flatMap((key) => {
    const media = included.find((m) => m.media_key === key);
    const attachment = media && xAttachment(media);
    return attachment ? [attachment] : [];
  });
}
