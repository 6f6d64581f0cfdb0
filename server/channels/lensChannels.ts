import { z } from 'zod';
import { lensRequest } from '@/sources/lens/lensGraphql';
import { UpstreamError } from '../composer/upstream';
import type { ChannelAnswer } from './channelAnswer';

const GROUP_FIELDS = 'address timestamp feed { address } metadata { name description icon }';

const groupSchema = z.object({
  address: z.string(),
  timestamp: z.string(),
  feed: z.object({ address: z.string() }).nullable().optional(),
  metadata: z
    .object({
      name: z.string(),
      description: z.string().nullable().optional(),
      icon: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
});
type LensGroup = z.infer<typeof groupSchema>;

const groupsSchema = z.object({ groups: z.object({ items: z.array(groupSchema) }) });
const oneSchema = z.object({ group: groupSchema.nullable() });
const statsSchema = z.object({ groupStats: z.object({ totalMembers: z.number() }) });

async function query<T>(
  api: string,
  text: string,
  variables: Record<string, unknown>,
  schema: z.ZodType<T>,
) {
  const result = await lensRequest({
    api,
    query: text,
    variables,
    signal: AbortSignal.timeout(10_000),
  });
  if (!result.ok) throw new UpstreamError('Lens', `Lens: ${result.error.message}`);
  const parsed = schema.safeParse(result.value);
  if (!parsed.success) throw new UpstreamError('Lens', 'Lens answered in an unknown shape');
  return parsed.data;
}

const normalAddress = (address: string) => address.toLowerCase();

/**
 * Lens groups (what Lens apps show as clubs) as channels, through the Lens
 * v3 GraphQL API (`src/sources/lens/lensGraphql.ts`). Posting in a group's
 * feed is for members only: a group the viewer is not a member of is
 * unavailable; with no viewer nothing is marked.
 */
export function lensChannels() {
  const groups = (api: string, filter: Record<string, unknown>) =>
    query(
      api,
      `query Groups($request: GroupsRequest!) { groups(request: $request) { items { ${GROUP_FIELDS} } } }`,
      { request: { filter, pageSize: 'FIFTY' } },
      groupsSchema,
    ).then((data) => data.groups.items);

  const memberOf = async (api: string, viewer?: string) =>
    viewer
      ? new Set((await groups(api, { member: viewer })).map((g) => normalAddress(g.address)))
      : undefined;

  async function answer(
    api: string,
    group: LensGroup,
    members?: Set<string>,
  ): Promise<ChannelAnswer> {
    const stats = await query(
      api,
      'query Stats($request: GroupStatsRequest!) { groupStats(request: $request) { totalMembers } }',
      { request: { group: group.address } },
      statsSchema,
    );
    return {
      id: group.address,
      name: group.metadata?.name ?? group.address,
      ...(group.metadata?.icon ? { imageUrl: group.metadata.icon } : {}),
      url: `https://hey.xyz/g/${group.address}`,
      ...(group.feed ? { parentUrl: group.feed.address } : {}),
      followerCount: stats.groupStats.totalMembers,
      timestamp: Date.parse(group.timestamp),
      unavailable: members ? !members.has(normalAddress(group.address)) : false,
      blocked: false,
      source: 'Lens',
    };
  }

  const answers = async (api: string, found: LensGroup[], limit: number, viewer?: string) => {
    const members = await memberOf(api, viewer);
    return Promise.all(found.slice(0, limit).map((g) => answer(api, g, members)));
  };

  return {
    /** The groups the account is a member of. */
    async ofProfile(api: string, account: string, limit: number) {
      const found = await groups(api, { member: account });
      return answers(api, found, limit, account);
    },
    async discover(api: string, limit: number, viewer?: string) {
      return answers(api, await groups(api, {}), limit, viewer);
    },
    async search(api: string, text: string, limit: number, viewer?: string) {
      return answers(api, await groups(api, { searchQuery: text }), limit, viewer);
    },
    async byId(api: string, address: string, viewer?: string) {
      const data = await query(
        api,
        `query Group($request: GroupRequest!) { group(request: $request) { ${GROUP_FIELDS} } }`,
        { request: { group: address } },
        oneSchema,
      );
      if (!data.group) return undefined;
      return answer(api, data.group, await memberOf(api, viewer));
    },
  };
}

export type LensChannels = ReturnType<typeof lensChannels>;
