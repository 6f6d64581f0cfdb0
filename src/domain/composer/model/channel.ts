import { z } from 'zod/mini';
import type { PostSource } from './sourceFields';
import { postSourceSchema } from './sourceFields';

/** composer.md §3.7: a channel (Farcaster) or club (Lens) a post is sent to. */
export const channelSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  imageUrl: z.optional(z.string()),
  url: z.optional(z.string()),
  parentUrl: z.optional(z.string()),
  followerCount: z.optional(z.int().check(z.nonnegative())),
  timestamp: z.optional(z.number()),
  unavailable: z.optional(z.boolean()),
  blocked: z.optional(z.boolean()),
  source: postSourceSchema,
});
export type Channel = z.infer<typeof channelSchema>;

/** The id of the default 'home' channel (composer.md §3.7): posting there means no channel. */
export const HOME_CHANNEL_ID = 'home';

/** composer.md §3.7: the default 'home' channel of Farcaster and of Lens. */
export function homeChannel(source: 'Farcaster' | 'Lens'): Channel {
  return { id: HOME_CHANNEL_ID, name: 'Home', source };
}

/** Whether a channel is a source's default 'home' (a post there goes to no channel). */
export const isHomeChannel = (channel: Channel | undefined): boolean =>
  channel === undefined || channel.id === HOME_CHANNEL_ID;

/** composer.md §3.7: '#' before the name on Lens and Bsky, '/' on Farcaster and Twitter. */
export function channelDisplayName(channel: { name: string; source: PostSource }): string {
  const prefix = channel.source === 'Lens' || channel.source === 'Bsky' ? '#' : '/';
  return `${prefix}${channel.name}`;
}
