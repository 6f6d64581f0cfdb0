import { z } from 'zod/mini';
import { channelSchema } from '@/domain/composer/model/channel';
import type { Channel, Page, Profile } from '@/domain/reading/post';
import { ok, type SourceResult } from '@/domain/result';
import { call } from '../product/productApi';
import { parseItems, type SkipReporter } from '../reading/parseItems';
import type { SourceReads } from '../reading/sourceReads';
import { runWithConcurrency } from '../runWithConcurrency';
import type { ProfileReader } from './farcasterProfiles';

/** People asked for at once: Farcaster's user search has no pages, so one list is the answer. */
export const FARCASTER_PEOPLE_FOUND = 25;
/** Channels asked for at once (the server's largest list). */
export const FARCASTER_CHANNELS_FOUND = 50;
/** Profiles read from the hub at once. */
const READ_AT_ONCE = 6;

/** `{code: 0, data: {profiles}}` from `/api/mentions/identity`; each profile is read alone. */
const peopleAnswerSchema = z.object({ data: z.object({ profiles: z.array(z.unknown()) }) });
const identitySchema = z.object({
  platform: z.string(),
  platform_id: z.string().check(z.regex(/^\d+$/)),
  handle: z.string().check(z.minLength(1)),
  name: z.string(),
  avatar: z.optional(z.string()),
});

/** `{code: 0, data: {channels}}` from `/api/channels/farcaster/…`; each channel is read alone. */
const channelsAnswerSchema = z.object({ data: z.object({ channels: z.array(z.unknown()) }) });

type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string; id?: string };

const idIn = (item: unknown, key: string) => {
  const id = (item as Record<string, unknown> | null | undefined)?.[key];
  return typeof id === 'string' ? { id } : {};
};

/** A found Farcaster user as a Profile (a result of another network is not one). */
function foundPerson(item: unknown): Parsed<Profile> {
  const parsed = identitySchema.safeParse(item);
  if (!parsed.success)
    return { ok: false, reason: z.prettifyError(parsed.error), ...idIn(item, 'platform_id') };
  const person = parsed.data;
  if (person.platform !== 'Farcaster')
    return { ok: false, reason: `a ${person.platform} profile`, id: person.platform_id };
  return {
    ok: true,
    value: {
      source: 'Farcaster',
      id: person.platform_id,
      handle: person.handle,
      displayName: person.name || person.handle,
      ...(person.avatar ? { avatarUrl: person.avatar } : {}),
    },
  };
}

/** A channel of the directory as the reading model's Channel. */
export function foundChannel(item: unknown): Parsed<Channel> {
  const parsed = channelSchema.safeParse(item);
  if (!parsed.success)
    return { ok: false, reason: z.prettifyError(parsed.error), ...idIn(item, 'id') };
  const channel = parsed.data;
  return {
    ok: true,
    value: {
      source: 'Farcaster',
      id: channel.id,
      name: channel.name,
      ...(channel.imageUrl ? { imageUrl: channel.imageUrl } : {}),
      ...(channel.followerCount === undefined ? {} : { members: channel.followerCount }),
    },
  };
}

export interface FarcasterSearchOptions {
  /** The product server, which holds Farcaster's client API. */
  apiBase: string;
  /** The reader: the channels it may post in are among those answered. */
  fid: number;
  /** The hub's profiles: a found person's own latest name, picture and bio. */
  profile: ProfileReader;
  report?: SkipReporter;
}

/**
 * Explore on Farcaster. Hubs cannot search, so the reads go where the
 * composer's do, through the product server, which holds Farcaster's client
 * API: people through the @mention search's user search (by username and
 * name, exact names first), each then read from the hub for their bio;
 * channels through the channel picker's directory, by id or name, and with
 * no words the directory's most followed (Farcaster's suggestions). Neither
 * has pages. Posts are not searchable: no Farcaster contract here offers it.
 */
export function farcasterSearchReads(
  options: FarcasterSearchOptions,
): Required<Pick<SourceReads, 'searchPeople' | 'searchChannels' | 'profileChannels'>> {
  const api = { apiBase: options.apiBase };
  return {
    async searchPeople(query, _cursor, signal): Promise<SourceResult<Page<Profile>>> {
      const words = query.trim();
      if (!words.replace(/^@/, '')) return ok({ items: [] });
      const params = new URLSearchParams({
        q: words,
        platforms: 'Farcaster',
        size: String(FARCASTER_PEOPLE_FOUND),
      });
      const answer = await call(api, 'GET', `/api/mentions/identity?${params}`, {
        schema: peopleAnswerSchema,
        signal,
      });
      if (!answer.ok) return answer;
      const found = parseItems(
        'Farcaster',
        answer.value.data.profiles,
        foundPerson,
        options.report,
      );
      const people = await runWithConcurrency(found, READ_AT_ONCE, async (person) => {
        // The hub's own words win; a hub that knows no username for them adds nothing.
        const own = await options.profile(Number(person.id), signal);
        return own && !own.handle.startsWith('!') ? { ...person, ...own } : person;
      });
      return ok({ items: people });
    },

    /**
     * A profile's channels: the ones the fid follows, latest follow first,
     * through the composer's list of a profile's channels (the client API's
     * `user-following-channels`); the server gives at most 50, in one page.
     */
    async profileChannels(profileId, _cursor, signal): Promise<SourceResult<Page<Channel>>> {
      if (!/^\d+$/.test(profileId))
        return {
          ok: false,
          error: { kind: 'invalid', message: `Not a Farcaster profile: ${profileId}` },
        };
      const params = new URLSearchParams({ limit: String(FARCASTER_CHANNELS_FOUND) });
      const answer = await call(
        api,
        'GET',
        `/api/channels/farcaster/profile/${encodeURIComponent(profileId)}?${params}`,
        { schema: channelsAnswerSchema, signal },
      );
      if (!answer.ok) return answer;
      return ok({
        items: parseItems('Farcaster', answer.value.data.channels, foundChannel, options.report),
      });
    },

    async searchChannels(query, _cursor, signal): Promise<SourceResult<Page<Channel>>> {
      const words = query.trim().replace(/^\//, '');
      const params = new URLSearchParams({
        ...(words ? { q: words } : {}),
        limit: String(FARCASTER_CHANNELS_FOUND),
        profileId: String(options.fid),
      });
      const path = words ? 'search' : 'discover';
      const answer = await call(api, 'GET', `/api/channels/farcaster/${path}?${params}`, {
        schema: channelsAnswerSchema,
        signal,
      });
      if (!answer.ok) return answer;
      return ok({
        items: parseItems('Farcaster', answer.value.data.channels, foundChannel, options.report),
      });
    },
  };
}
