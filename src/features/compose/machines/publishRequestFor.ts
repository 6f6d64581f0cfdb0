import type { LocalMedia, PublishPost, PublishTarget } from '@/events/types/publishEvents';
import type { UploadedMedia } from '@/sources/source';
import { gifProviderOf, isGifMedia, type MediaFile } from '@/domain/composer/model/mediaFile';
import type { ComposeState } from '@/domain/composer/model/composeState';
import type { ComposerPost } from '@/domain/composer/model/composerPost';
import type { Profile } from '@/domain/composer/model/profile';
import { textForSource, visibleText } from '@/domain/composer/model/renderChars';
import type { ComposerType, PostSource } from '@/domain/composer/model/sourceFields';
import { channelSelectorSources, channelTarget } from '@/domain/composer/rules/channelChoices';
import { carriedOn } from '@/domain/composer/rules/leftOut';
import { linkCardPictureUrl } from '@/domain/composer/rules/linkCardPicture';
import { NATIVE_POLL_SOURCES } from '@/domain/composer/rules/pollLimits';

/** What the composer hands the sync engine (a `PublishRequested` payload, less its id). */
export interface PublishRequest {
  kind: 'post' | 'reply' | 'quote' | 'thread';
  targets: PublishTarget[];
  posts: PublishPost[];
  replyTo?: Partial<Record<PostSource, string>>;
  quoteOf?: Partial<Record<PostSource, string>>;
}

export { NATIVE_POLL_SOURCES };

/** An attached file as the sync engine takes it: its bytes are in the media store under its id. */
function localMediaOf(media: MediaFile, kind: LocalMedia['kind']): LocalMedia {
  return {
    mediaId: media.id,
    kind,
    mimeType: media.mimeType,
    name: media.file.name,
    size: media.file.size ?? 0,
    ...(media.alt ? { alt: media.alt } : {}),
    ...(media.width ? { width: Math.round(media.width) } : {}),
    ...(media.height ? { height: Math.round(media.height) } : {}),
    ...(media.duration ? { durationSeconds: media.duration } : {}),
  };
}

/**
 * A GIF picked from a provider, as every network takes it: its `ref` is the
 * provider's URL (a Farcaster embed, a Lens image item, Bluesky's link card),
 * its title the alt text. Nothing is uploaded for it.
 */
function providerGifOf(gif: MediaFile): UploadedMedia {
  const url = gif.urls?.Tenor ?? gif.urls?.Giphy ?? '';
  const alt = gif.file.name.replace(/\.gif$/i, '');
  return {
    kind: 'gif',
    ref: url,
    mimeType: 'image/gif',
    ...(alt ? { alt } : {}),
    ...(gif.width ? { width: Math.round(gif.width) } : {}),
    ...(gif.height ? { height: Math.round(gif.height) } : {}),
    ...(gif.thumb && /^https?:\/\//i.test(gif.thumb) ? { still: gif.thumb } : {}),
  };
}

/** The product server's limit on a poll's title (the post's visible text). */
const FRAME_POLL_TITLE_MAX = 1000;

/**
 * composer.md §4.4, §7.4: the poll as data for the networks that carry it as
 * a frame (created by the sync engine when the post goes out, not here). A
 * poll whose frame was made before (its link is in the FRAME already) needs none.
 */
function framePollOf(
  post: ComposerPost,
  sources: readonly PostSource[],
): Pick<PublishPost, 'framePoll'> {
  const { poll } = post;
  const framed = sources.filter((source) => !NATIVE_POLL_SOURCES.includes(source));
  if (!poll || framed.length === 0 || framed.every((source) => poll.pollIds?.[source])) return {};
  const title = [...visibleText(post.chars).trim()].slice(0, FRAME_POLL_TITLE_MAX).join('');
  return {
    framePoll: {
      title,
      choices: poll.options.map((option) => option.label.trim()),
      type: poll.type,
      durationSeconds: poll.durationSeconds,
      strategies: poll.strategies,
      ...(poll.type === 'Multiple' && poll.multiple_count
        ? { multipleCount: poll.multiple_count }
        : {}),
      sources: framed,
    },
  };
}

function publishPost(
  post: ComposerPost,
  sources: readonly PostSource[],
  type: ComposerType,
): PublishPost {
  const texts = sources.map((source) => [source, textForSource(post.chars, source)] as const);
  const text = texts[0]?.[1] ?? '';
  const differs = texts.some(([, t]) => t !== text);
  // composer.md §2.3: only where the network has a channel selector for this kind of post.
  const channels = channelSelectorSources(sources, type).flatMap((source) => {
    const target = channelTarget(post.channel[source]);
    return target ? [[source, target] as const] : [];
  });
  // A network that takes a GIF only on its own (X) gets none beside other pictures: the
  // composer said so before Send (rules/leftOut.ts).
  const withGifs = sources.filter(
    (source) =>
      !carriedOn(source, post, { type, tiers: {} }).left.some((part) => part.kind === 'gifs'),
  );
  // GIFs picked from a provider are links every network embeds as it can (composer.md §2.5).
  const gifs = post.images.filter((image) => gifProviderOf(image)).map(providerGifOf);
  const media = gifs.length > 0 ? Object.fromEntries(withGifs.map((source) => [source, gifs])) : {};
  const gifFilesTo =
    withGifs.length < sources.length && withGifs.length > 0 ? { sources: withGifs } : {};
  const localMedia = [
    // Files on this device (a GIF picked from a provider is a link, not a file).
    ...post.images
      .filter((image) => !gifProviderOf(image))
      .filter((image) => !isGifMedia(image) || withGifs.length > 0)
      .map((image) =>
        isGifMedia(image)
          ? { ...localMediaOf(image, 'gif'), ...gifFilesTo }
          : localMediaOf(image, 'image'),
      ),
    ...post.videos.map((video) => localMediaOf(video, 'video')),
  ];
  // composer.md §5.10: one card per post; its picture's address goes along (Bluesky uploads it).
  const card = post.openGraphs[0];
  const image = linkCardPictureUrl(card?.image);
  const linkEmbed = card
    ? {
        url: card.url,
        ...(card.title ? { title: card.title } : {}),
        ...(card.description ? { description: card.description } : {}),
        ...(image ? { image } : {}),
      }
    : undefined;
  const poll = post.poll
    ? {
        poll: {
          options: post.poll.options.map((option) => option.label.trim()),
          durationMinutes: Math.round(post.poll.durationSeconds / 60),
        },
        pollSources: sources.filter((source) => NATIVE_POLL_SOURCES.includes(source)),
        ...framePollOf(post, sources),
      }
    : {};
  return {
    text,
    ...(differs ? { textBySource: Object.fromEntries(texts) } : {}),
    ...(linkEmbed ? { linkEmbed } : {}),
    ...poll,
    ...(Object.keys(media).length > 0 ? { media } : {}),
    ...(localMedia.length > 0 ? { localMedia } : {}),
    ...(channels.length > 0 ? { channel: Object.fromEntries(channels) } : {}),
    ...(post.restriction !== 'Everyone' ? { replyRestriction: post.restriction } : {}),
    ...(post.excludeReplyProfileIds.length > 0
      ? { excludeReplyUserIds: post.excludeReplyProfileIds }
      : {}),
  };
}

/**
 * composer.md §3.10, §4.6: the intent for what the composer holds. The
 * thread's networks are its first post's (later posts inherit them, §4.1),
 * each posted by the selected profile there; a reply or quote names the
 * parent on each network. Undefined when a network has no profile.
 */
export function publishRequestFor(
  state: ComposeState,
  profiles: readonly Profile[],
): PublishRequest | undefined {
  const first = state.posts[0];
  if (!first) return undefined;
  const sources = first.availableSources;
  const targets: PublishTarget[] = [];
  for (const source of sources) {
    const profile = profiles.find((p) => p.source === source);
    if (!profile) return undefined;
    targets.push({ source, accountId: profile.profileId });
  }
  if (targets.length === 0) return undefined;
  const parents = Object.fromEntries(
    sources.flatMap((source) => {
      const parent = first.parentPost[source];
      return parent ? [[source, parent.postId]] : [];
    }),
  ) as Partial<Record<PostSource, string>>;
  const posts = state.posts.map((post) => publishPost(post, sources, state.type));
  const hasParents = Object.keys(parents).length > 0;
  const kind =
    state.type === 'reply'
      ? 'reply'
      : state.type === 'quote'
        ? 'quote'
        : posts.length > 1
          ? 'thread'
          : 'post';
  return {
    kind,
    targets,
    posts,
    ...(state.type === 'reply' && hasParents ? { replyTo: parents } : {}),
    ...(state.type === 'quote' && hasParents ? { quoteOf: parents } : {}),
  };
}
