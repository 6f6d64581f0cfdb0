import type { Channel } from '../model/channel';
import { channelDisplayName, HOME_CHANNEL_ID } from '../model/channel';
import type { ComposerType, PostSource } from '../model/sourceFields';

/** composer.md §7.7, §9: on Farcaster the first 10 of the user's own channels come first. */
export const OWN_CHANNELS_SHOWN = 10;

/** composer.md §7.7, §9: the channel search waits this long after the last keystroke. */
export const CHANNEL_SEARCH_DEBOUNCE_MS = 300;

/** The networks with channels: Farcaster channels and Lens groups (their feeds). */
export type ChannelSource = Extract<PostSource, 'Farcaster' | 'Lens'>;

/**
 * composer.md §2.3 (the narrower reading, chosen): a channel selector for
 * Farcaster when composing or quoting, and for Lens when composing. A reply
 * lives where its parent is; a Lens quote stays in the global feed.
 */
export function hasChannelSelector(
  source: PostSource,
  type: ComposerType,
): source is ChannelSource {
  if (source === 'Farcaster') return type === 'compose' || type === 'quote';
  if (source === 'Lens') return type === 'compose';
  return false;
}

/** The selected networks that show a channel selector, in the thread's network order. */
export const channelSelectorSources = (
  sources: readonly PostSource[],
  type: ComposerType,
): ChannelSource[] => sources.filter((source) => hasChannelSelector(source, type));

/** composer.md §7.7: only channels the user can post in are offered (not unavailable, not blocked). */
export const postableChannels = (channels: readonly Channel[]): Channel[] =>
  channels.filter((channel) => !channel.unavailable && !channel.blocked);

/**
 * composer.md §7.7: what the selector offers before anything is typed. On
 * Farcaster the first 10 of the user's channels, then the discover list;
 * each channel once, unavailable ones left out.
 */
export function suggestedChannels(
  own: readonly Channel[],
  discover: readonly Channel[],
): Channel[] {
  const seen = new Set<string>();
  return postableChannels([...own.slice(0, OWN_CHANNELS_SHOWN), ...discover]).filter((channel) => {
    if (seen.has(channel.id)) return false;
    seen.add(channel.id);
    return true;
  });
}

/**
 * composer.md §3.7: the channel a post goes to on a network, as the selector
 * shows it ('/name' on Farcaster, '#name' on Lens), 'home' when none is chosen.
 */
export function channelLabel(source: ChannelSource, channel: Channel | null | undefined): string {
  return channelDisplayName(
    channel && channel.id !== HOME_CHANNEL_ID ? channel : { name: 'home', source },
  );
}

/**
 * What a post's channel tells its network (OutgoingPost.channel): on
 * Farcaster the URL a cast in the channel carries as its `parentUrl`, on Lens
 * the group's feed address. Undefined for 'home' (no channel).
 */
export function channelTarget(channel: Channel | null | undefined): string | undefined {
  if (!channel || channel.id === HOME_CHANNEL_ID) return undefined;
  if (channel.parentUrl) return channel.parentUrl;
  // A Farcaster channel's URL is its parent URL; a Lens group's URL is only its web page.
  return channel.source === 'Farcaster' ? channel.url : undefined;
}

/** Follower counts, short: 980, 1.2K, 98K, 1.5M. */
export const formatFollowers = (count: number): string =>
  new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(count);
