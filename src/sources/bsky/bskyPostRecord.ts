import type { OutgoingPost, ReplyRestriction } from '../source';
import { blobOf, gifEmbed, isProviderGif, linkCardEmbed } from './bskyExternalEmbed';

export { blobOf };

export interface StrongRef {
  uri: string;
  cid: string;
}

type Json = Record<string, unknown>;

function mediaEmbed(post: OutgoingPost): Json | undefined {
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
  const gif = post.media.find(isProviderGif);
  if (gif) return gifEmbed(gif);
  const images = post.media.filter((m) => m.kind !== 'video');
  if (images.length > 0) {
    return {
      $type: 'app.bsky.embed.images',
      images: images.map((image) => ({
        image: blobOf(image.ref),
        alt: image.alt ?? '',
        ...(image.width && image.height
          ? { aspectRatio: { width: image.width, height: image.height } }
          : {}),
      })),
    };
  }
  return post.linkEmbed ? linkCardEmbed(post.linkEmbed) : undefined;
}

function embedFor(post: OutgoingPost, quote: StrongRef | undefined): Json | undefined {
  const media = mediaEmbed(post);
  if (!quote) return media;
  const record = { $type: 'app.bsky.embed.record', record: quote };
  // The lexicon's recordWithMedia takes images, a video or a link card (GIFs are link cards).
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
}): Json {
  const embed = embedFor(input.post, input.quote);
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
