import type { ReplyRestriction } from '@/domain/capabilities';
import type { OutgoingPost, UploadedMedia } from '../source';
import {
  blobOf,
  gifEmbed,
  isPlayableGifUrl,
  isProviderGif,
  linkCardEmbed,
} from './bskyExternalEmbed';

export { blobOf };

export interface StrongRef {
  uri: string;
  cid: string;
}

type Json = Record<string, unknown>;

/** The lexicon's cap on `app.bsky.embed.images`. */
const MAX_IMAGES = 4;

/** Whether Bluesky's app plays a GIF from this URL in a link card (Tenor's, Giphy's by default). */
export type PlaysGif = (url: string) => boolean;

/**
 * The provider GIF that goes as a GIF card of its own (the official app's
 * way, which plays it): one posted alone, with no other picture, video or
 * link card, from a host the app plays. Otherwise a GIF goes as a picture.
 */
export function bskyGifCard(post: OutgoingPost, plays: PlaysGif): UploadedMedia | undefined {
  const gifs = post.media.filter(isProviderGif);
  const [gif] = gifs;
  if (!gif || gifs.length !== 1 || post.media.length !== 1 || post.linkEmbed) return undefined;
  return plays(gif.ref) ? gif : undefined;
}

/** Provider GIFs that go as pictures but have no still uploaded to show: they cannot go. */
export function gifsWithoutStill(post: OutgoingPost, plays: PlaysGif): UploadedMedia[] {
  if (bskyGifCard(post, plays)) return [];
  return post.media.filter((media) => isProviderGif(media) && !media.thumb);
}

/**
 * The post's one embed besides a quote (rules/leftOut.ts says the same to
 * the person before Send): a video; or a lone GIF as its card; or the
 * pictures, a provider GIF among them as a picture of its still; or else
 * the link card. With pictures or a video the card is left out (its link
 * stays in the text, with its facet).
 */
function mediaEmbed(post: OutgoingPost, plays: PlaysGif): Json | undefined {
  const video = post.media.find((m) => m.kind === 'video');
  if (video) {
    return {
      $type: 'app.bsky.embed.video',
      video: blobOf(video.ref),
      ...(video.alt ? { alt: video.alt } : {}),
      ...(video.width && video.height
        ? { aspectRatio: { width: video.width, height: video.height } }
        : {}),
    };
  }
  const gifCard = bskyGifCard(post, plays);
  if (gifCard) return gifEmbed(gifCard);
  const images = post.media.flatMap((m) => {
    if (m.kind === 'video') return [];
    if (!isProviderGif(m)) return [{ ...m, blob: m.ref }];
    return m.thumb ? [{ ...m, blob: m.thumb }] : [];
  });
  if (images.length > 0) {
    return {
      $type: 'app.bsky.embed.images',
      images: images.slice(0, MAX_IMAGES).map((image) => ({
        image: blobOf(image.blob),
        alt: image.alt ?? '',
        ...(image.width && image.height
          ? { aspectRatio: { width: image.width, height: image.height } }
          : {}),
      })),
    };
  }
  return post.linkEmbed ? linkCardEmbed(post.linkEmbed) : undefined;
}

function embedFor(
  post: OutgoingPost,
  quote: StrongRef | undefined,
  plays: PlaysGif,
): Json | undefined {
  const media = mediaEmbed(post, plays);
  if (!quote) return media;
  const record = { $type: 'app.bsky.embed.record', record: quote };
  // The lexicon's recordWithMedia takes images, a video or a link card (a lone GIF's too).
  if (!media) return record;
  return { $type: 'app.bsky.embed.recordWithMedia', record, media };
}

/** An `app.bsky.feed.post` record for a post, its facets and resolved references. */
export function bskyPostRecord(input: {
  post: OutgoingPost;
  facets: readonly unknown[];
  createdAt: string;
  reply?: { root: StrongRef; parent: StrongRef };
  quote?: StrongRef;
  /** Which GIF URLs go as a GIF card when posted alone (Tenor's and Giphy's by default). */
  playsGif?: PlaysGif;
}): Json {
  const embed = embedFor(
    input.post,
    input.quote,
    input.playsGif ?? ((url) => isPlayableGifUrl(url)),
  );
  return {
    $type: 'app.bsky.feed.post',
    text: input.post.text,
    createdAt: input.createdAt,
    ...(input.facets.length > 0 ? { facets: input.facets } : {}),
    ...(input.reply ? { reply: input.reply } : {}),
    ...(embed ? { embed } : {}),
  };
}

const RULES: Record<Exclude<ReplyRestriction, 'Everyone'>, Json[]> = {
  Nobody: [],
  OnlyPeopleYouFollow: [{ $type: 'app.bsky.feed.threadgate#followingRule' }],
  YouFollower: [{ $type: 'app.bsky.feed.threadgate#followerRule' }],
  MentionedProfiles: [{ $type: 'app.bsky.feed.threadgate#mentionRule' }],
};

/** The threadgate for a reply restriction (none for Everyone), at the post's own record key. */
export function bskyThreadgate(
  restriction: ReplyRestriction | undefined,
  postUri: string,
  createdAt: string,
): Json | undefined {
  if (!restriction || restriction === 'Everyone') return undefined;
  return {
    $type: 'app.bsky.feed.threadgate',
    post: postUri,
    allow: RULES[restriction],
    createdAt,
  };
}
