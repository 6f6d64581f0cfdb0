import type { AnonymousPostBody } from '../model/anonymous';
import { isHomeChannel } from '../model/channel';
import type { ComposeState } from '../model/composeState';
import type { ComposerPost } from '../model/composerPost';
import { gifProviderOf } from '../model/mediaFile';
import { mentionForSource, partsInSendingOrder, segmentGoesTo } from '../model/renderChars';
import type { Chars } from '../model/richText';
import { isSegment } from '../model/richText';
import type { PostSource } from '../model/sourceFields';
import { ANONYMOUS_SOURCES } from './anonymousAvailability';

/**
 * composer.md §7.6: the anonymous create call takes links, not files: a post
 * with pictures or videos from this device cannot go anonymously (a GIF
 * picked from a provider is a link and can).
 */
export const hasLocalMedia = (post: Pick<ComposerPost, 'images' | 'videos'>): boolean =>
  post.videos.length > 0 || post.images.some((image) => !gifProviderOf(image));

/**
 * The one text an anonymous post carries to all its networks. Each part goes
 * in if it goes to every one of them; a mention goes in as '@handle' when
 * the handle is the same on each, otherwise as the name without '@' (never
 * someone else's handle on one of them).
 */
export function anonymousText(chars: Chars, sources: readonly PostSource[]): string {
  return partsInSendingOrder(chars)
    .map((part) => {
      if (!isSegment(part)) return part;
      if (!sources.every((source) => segmentGoesTo(part, source))) return '';
      if (part.tag !== 'MENTION') return part.content;
      const written = new Set(sources.map((source) => mentionForSource(part, source)));
      return written.size === 1 ? [...written][0] : part.content.replace(/^@/, '');
    })
    .join('');
}

/** The GIF and link-card URLs a post carries (the anonymous call's `embeds`). */
function embedsOf(post: ComposerPost): string[] {
  const gifs = post.images.flatMap((image) => {
    const provider = gifProviderOf(image);
    const url = provider === 'giphy' ? image.urls?.Giphy : provider ? image.urls?.Tenor : undefined;
    return url ? [url] : [];
  });
  const card = post.openGraphs[0]?.url;
  return [...gifs, ...(card ? [card] : [])];
}

/**
 * composer.md §4.3, §5.8, §7.6: the anonymous create call's body for what
 * the composer holds, or undefined when it cannot go anonymously: not one
 * anonymous post, a network without an anonymous account, a poll, a red
 * packet, a schedule time, or files from this device. A reply or quote names
 * its parent on the one network it goes to; a Farcaster channel goes along
 * (not with a reply, which lives in its parent's thread).
 */
export function anonymousPostBodyFor(compose: ComposeState): AnonymousPostBody | undefined {
  const [post, ...others] = compose.posts;
  if (!post || others.length > 0 || !post.isAnonymous) return undefined;
  const sources = post.availableSources;
  if (sources.length === 0 || sources.some((s) => !ANONYMOUS_SOURCES.includes(s))) return undefined;
  if (post.poll || post.rpPayload || compose.scheduleTime != null || hasLocalMedia(post)) {
    return undefined;
  }
  const target = compose.sealedSource ?? sources[0];
  const parentId =
    compose.type === 'compose' || !target ? null : (post.parentPost[target]?.postId ?? null);
  if (compose.type !== 'compose' && (!parentId || sources.length > 1)) return undefined;
  const channel = post.channel.Farcaster;
  const postToFarcaster = sources.includes('Farcaster');
  return {
    text: anonymousText(post.chars, sources),
    embeds: embedsOf(post),
    quote: compose.type === 'quote' ? parentId : null,
    parent: compose.type === 'reply' ? parentId : null,
    channel:
      postToFarcaster && compose.type !== 'reply' && channel && !isHomeChannel(channel)
        ? (channel.url ?? null)
        : null,
    postToTwitter: sources.includes('Twitter'),
    postToFarcaster,
  };
}
