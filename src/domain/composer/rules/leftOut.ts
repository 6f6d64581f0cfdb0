import { CAPABILITIES } from '@/domain/capabilities';
import type { ComposerPost } from '../model/composerPost';
import { isGifMedia } from '../model/mediaFile';
import type { ComposerType, PostSource } from '../model/sourceFields';
import { networkName } from './networkNames';
import { NATIVE_POLL_SOURCES } from './pollLimits';
import { hasHigherLimits, type SourceTiers } from './sourceTier';

/** What of a post a network may have to leave out. */
export type LeftOutPart =
  | { kind: 'card' }
  | { kind: 'gifs'; count: number }
  | { kind: 'pictures'; count: number }
  | { kind: 'video' }
  | { kind: 'poll' };

/** What of a post the rules read: its files, its link card, its poll. */
export type CarriedPost = Pick<ComposerPost, 'images' | 'videos' | 'openGraphs' | 'poll'>;

export interface CarryContext {
  type: ComposerType;
  tiers: SourceTiers;
}

/** How one network shows the post, and what it leaves out (nothing: `left` is empty). */
export interface Carried {
  /** What shows where something had to give way: 'the pictures', 'the video', 'the GIF'. */
  shows?: string;
  /** The embeds a post takes there, when the network counts them (Farcaster). */
  embedLimit?: number;
  left: LeftOutPart[];
}

const plural = (count: number, one: string, many: string) =>
  count === 1 ? one : `${count} ${many}`;

function mediaShown(pictures: number, gifs: number, videos: number): string {
  if (videos > 0) return 'the video';
  if (pictures === 0) return gifs === 1 ? 'the GIF' : 'the GIFs';
  return pictures + gifs === 1 ? 'the picture' : 'the pictures';
}

/**
 * composer.md §5.3, §5.10 with each network's own contract: what one post
 * can carry together on `source`, and what of it is left out there.
 * - Farcaster counts embeds (2 a cast, 4 with Pro): a quoted cast first,
 *   then the poll's frame, the video, the pictures and GIFs in order, and
 *   the link card last; what does not fit is left out.
 * - Bluesky has one embed: pictures (a GIF goes as a picture), a video or a
 *   link card. With pictures or a video the card is left out (its link stays
 *   in the text).
 * - X takes up to 4 photos, or one GIF, or one video, and shows no card
 *   beside media: beside photos the GIF is left out, and so is the card.
 * - Lens carries it all (pictures and GIFs as the image and attachments; the
 *   link in the content).
 */
export function carriedOn(source: PostSource, post: CarriedPost, ctx: CarryContext): Carried {
  const { carries } = CAPABILITIES[source];
  const gifs = post.images.filter(isGifMedia).length;
  const pictures = post.images.length - gifs;
  const videos = post.videos.length;
  const card = post.openGraphs.length > 0;
  const left: LeftOutPart[] = [];

  if (carries.embeds) {
    const limit = hasHigherLimits(ctx.tiers, source) ? carries.embeds.maxPro : carries.embeds.max;
    let room = limit - (ctx.type === 'quote' ? 1 : 0);
    const take = (count: number) => {
      const taken = Math.max(0, Math.min(room, count));
      room -= taken;
      return count - taken;
    };
    const frame = Boolean(post.poll) && !NATIVE_POLL_SOURCES.includes(source);
    if (frame && take(1) > 0) left.push({ kind: 'poll' });
    if (take(videos) > 0) left.push({ kind: 'video' });
    // Pictures and GIFs in the post's order: those past the room are left out.
    const order = post.images.map(isGifMedia);
    const kept = order.slice(0, Math.max(0, room));
    take(order.length);
    const gifsLeft = gifs - kept.filter(Boolean).length;
    const picturesLeft = pictures - kept.filter((gif) => !gif).length;
    if (picturesLeft > 0) left.push({ kind: 'pictures', count: picturesLeft });
    if (gifsLeft > 0) left.push({ kind: 'gifs', count: gifsLeft });
    if (card && take(1) > 0) left.push({ kind: 'card' });
    return { embedLimit: limit, left };
  }

  let shownGifs = gifs;
  if (!carries.gifWithImages && pictures > 0 && gifs > 0) {
    left.push({ kind: 'gifs', count: gifs });
    shownGifs = 0;
  }
  const media = pictures + shownGifs + videos > 0;
  if (card && media && !carries.cardWithMedia) left.push({ kind: 'card' });
  return left.length > 0 ? { shows: mediaShown(pictures, shownGifs, videos), left } : { left };
}

function partName(part: LeftOutPart): string {
  switch (part.kind) {
    case 'card':
      return 'the link card';
    case 'gifs':
      return plural(part.count, 'the GIF', 'GIFs');
    case 'pictures':
      return plural(part.count, 'a picture', 'pictures');
    case 'video':
      return 'the video';
    case 'poll':
      return 'the poll';
  }
}

const list = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/**
 * The sentence the composer shows next to a network before Send when that
 * network leaves part of the post out (undefined when it carries it all):
 * 'Bluesky shows the pictures; the link card is left out.', 'Farcaster
 * takes 2 embeds a post: the link card is left out.'
 */
export function leftOutNote(
  source: PostSource,
  post: CarriedPost,
  ctx: CarryContext,
): string | undefined {
  const carried = carriedOn(source, post, ctx);
  if (carried.left.length === 0) return undefined;
  const parts = carried.left.map(partName);
  const many = parts.length > 1 || /^\d/.test(parts[0] ?? '');
  const left = `${list.format(parts)} ${many ? 'are' : 'is'} left out.`;
  const name = networkName(source);
  if (carried.embedLimit !== undefined)
    return `${name} takes ${carried.embedLimit} embeds a post: ${left}`;
  return `${name} shows ${carried.shows ?? 'the post'}; ${left}`;
}

/**
 * Per selected network, what the thread's posts lose there, one sentence a
 * post (prefixed 'Post n:' in a thread). Networks that carry everything are
 * absent.
 */
export function leftOutNotes(
  sources: readonly PostSource[],
  posts: readonly CarriedPost[],
  ctx: CarryContext,
): Partial<Record<PostSource, string>> {
  const notes: Partial<Record<PostSource, string>> = {};
  for (const source of sources) {
    const lines = posts.flatMap((post, index) => {
      const note = leftOutNote(source, post, ctx);
      if (!note) return [];
      return [posts.length > 1 ? `Post ${index + 1}: ${note}` : note];
    });
    if (lines.length > 0) notes[source] = lines.join(' ');
  }
  return notes;
}
