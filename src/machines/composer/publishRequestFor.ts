import type { LocalMedia, PublishPost, PublishTarget } from '../../events/types/publishEvents';
import { gifProviderOf, isGifMedia, type MediaFile } from './model/mediaFile';
import type { ComposeState } from './model/composeState';
import type { ComposerPost } from './model/composerPost';
import type { Profile } from './model/profile';
import { textForSource } from './model/renderChars';
import type { PostSource } from './model/sourceFields';

/** What the composer hands the sync engine (a `PublishRequested` payload, less its id). */
export interface PublishRequest {
  kind: 'post' | 'reply' | 'quote' | 'thread';
  targets: PublishTarget[];
  posts: PublishPost[];
  replyTo?: Partial<Record<PostSource, string>>;
  quoteOf?: Partial<Record<PostSource, string>>;
}

/**
 * composer.md §7.4: X takes a poll natively (through its adapter); the other
 * poll networks (Farcaster, Lens) carry the product's frame poll as a link.
 */
export const NATIVE_POLL_SOURCES: readonly PostSource[] = ['Twitter'];

/** An attached file as the sync engine takes it: its bytes are in the media store under its id. */
function localMediaOf(media: MediaFile, kind: LocalMedia['kind']): LocalMedia {
  return {
    mediaId: media.id,
    kind,
    mimeType: media.mimeType,
    name: media.file.name,
    size: media.file.size ?? 0,
    ...(media.width ? { width: Math.round(media.width) } : {}),
    ...(media.height ? { height: Math.round(media.height) } : {}),
    ...(media.duration ? { durationSeconds: media.duration } : {}),
  };
}

function publishPost(post: ComposerPost, sources: readonly PostSource[]): PublishPost {
  const texts = sources.map((source) => [source, textForSource(post.chars, source)] as const);
  const text = texts[0]?.[1] ?? '';
  const differs = texts.some(([, t]) => t !== text);
  const channels = Object.entries(post.channel).flatMap(([source, channel]) =>
    channel?.url && sources.includes(source as PostSource) ? [[source, channel.url] as const] : [],
  );
  const localMedia = [
    // Files on this device (a GIF picked from a provider is a link, not a file).
    ...post.images
      .filter((image) => !gifProviderOf(image))
      .map((image) => localMediaOf(image, isGifMedia(image) ? 'gif' : 'image')),
    ...post.videos.map((video) => localMediaOf(video, 'video')),
  ];
  // composer.md §5.10: one card per post. (Its picture is not sent: Bluesky wants it as a blob.)
  const card = post.openGraphs[0];
  const linkEmbed = card
    ? {
        url: card.url,
        ...(card.title ? { title: card.title } : {}),
        ...(card.description ? { description: card.description } : {}),
      }
    : undefined;
  const poll = post.poll
    ? {
        poll: {
          options: post.poll.options.map((option) => option.label.trim()),
          durationMinutes: Math.round(post.poll.durationSeconds / 60),
        },
        pollSources: sources.filter((source) => NATIVE_POLL_SOURCES.includes(source)),
      }
    : {};
  return {
    text,
    ...(differs ? { textBySource: Object.fromEntries(texts) } : {}),
    ...(linkEmbed ? { linkEmbed } : {}),
    ...poll,
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
  const posts = state.posts.map((post) => publishPost(post, sources));
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
