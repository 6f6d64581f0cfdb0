import { z } from 'zod/mini';
import type { Channel } from '@/domain/reading/post';
import { fail, ok, type SourceResult } from '@/domain/result';
import { parseItems, type SkipReporter } from '../reading/parseItems';
import type { LensParsed } from './lensPostView';
import type { LensCall } from './lensSignedInRequest';

/** What is read of a group, wherever groups are read (a club's page, a search). */
export const GROUP_FIELDS =
  'address feed { address } metadata { name description icon } operations { isMember }';

const GROUP = `query($request: GroupRequest!) { group(request: $request) { ${GROUP_FIELDS} } }`;

const GROUPS = `query($request: GroupsRequest!) {
  groups(request: $request) { items { ${GROUP_FIELDS} } }
}`;

const GROUP_STATS = `query($request: GroupStatsRequest!) {
  groupStats(request: $request) { totalMembers }
}`;

/** A `Group` as GROUP_FIELDS asks for it. */
const groupSchema = z.object({
  address: z.string(),
  feed: z.nullish(z.object({ address: z.string() })),
  metadata: z.nullish(
    z.object({ name: z.string(), description: z.nullish(z.string()), icon: z.nullish(z.string()) }),
  ),
  operations: z.nullish(z.object({ isMember: z.boolean() })),
});
export type LensGroup = z.infer<typeof groupSchema>;

const oneSchema = z.object({ group: z.nullable(z.unknown()) });
const listSchema = z.object({ groups: z.object({ items: z.array(z.unknown()) }) });
const statsSchema = z.object({ groupStats: z.object({ totalMembers: z.number() }) });

const isAddress = (id: string) => /^0x[0-9a-fA-F]{40}$/.test(id);

const unknownShape = () =>
  fail<never>({ kind: 'network', message: 'Lens answered in an unknown shape' });

/** One `Group` as GROUP_FIELDS asks for it, or why it cannot be read. */
export function lensGroup(item: unknown): LensParsed<LensGroup> {
  const parsed = groupSchema.safeParse(item);
  if (parsed.success) return { ok: true, value: parsed.data };
  const address = (item as { address?: unknown } | null | undefined)?.address;
  return {
    ok: false,
    reason: z.prettifyError(parsed.error),
    ...(typeof address === 'string' ? { id: address } : {}),
  };
}

/** A group as a channel; `members` from its stats, when Lens gave them. */
export function groupChannel(group: LensGroup, members: number | undefined): Channel {
  const about = group.metadata;
  return {
    source: 'Lens',
    id: group.address,
    name: about?.name ?? group.address,
    ...(about?.icon ? { imageUrl: about.icon } : {}),
    ...(about?.description ? { description: about.description } : {}),
    ...(members === undefined ? {} : { members }),
    ...(group.operations ? { joined: group.operations.isMember } : {}),
  };
}

/**
 * Lens groups (what Lens apps call clubs), found by address with `group`,
 * or by name: Lens looks groups up by address only, so a name is searched
 * (`groups` with `searchQuery`) and the group named exactly so (any case)
 * is taken. Each group found is kept, so the pages of its feed that follow
 * need no second look-up.
 */
export function lensGroups(call: LensCall, report: SkipReporter | undefined) {
  const found = new Map<string, LensGroup>();

  type Found = SourceResult<LensGroup | null>;

  async function byAddress(address: string, signal: AbortSignal): Promise<Found> {
    const answer = await call(GROUP, { request: { group: address } }, signal);
    if (!answer.ok) return answer;
    const one = oneSchema.safeParse(answer.value);
    if (!one.success) return unknownShape();
    if (one.data.group === null) return ok(null);
    const group = lensGroup(one.data.group);
    return group.ok ? ok(group.value) : unknownShape();
  }

  async function byName(name: string, signal: AbortSignal): Promise<Found> {
    const request = { filter: { searchQuery: name }, pageSize: 'FIFTY' };
    const answer = await call(GROUPS, { request }, signal);
    if (!answer.ok) return answer;
    const list = listSchema.safeParse(answer.value);
    if (!list.success) return unknownShape();
    const groups = parseItems('Lens', list.data.groups.items, lensGroup, report);
    const wanted = name.toLowerCase();
    return ok(groups.find((g) => g.metadata?.name.toLowerCase() === wanted) ?? null);
  }

  /** The group the id names (its address, or its name), or null when Lens knows none. */
  async function find(id: string, signal: AbortSignal): Promise<Found> {
    const answer = await (isAddress(id) ? byAddress(id, signal) : byName(id, signal));
    if (answer.ok && answer.value) found.set(id, answer.value);
    return answer;
  }

  return {
    find,

    /** The group's header, its members counted by `groupStats` (left out if that fails). */
    async channel(id: string, signal: AbortSignal): Promise<SourceResult<Channel | null>> {
      const group = await find(id, signal);
      if (!group.ok) return group;
      if (!group.value) return ok(null);
      const stats = await call(GROUP_STATS, { request: { group: group.value.address } }, signal);
      const counted = stats.ok ? statsSchema.safeParse(stats.value) : undefined;
      const members = counted?.success ? counted.data.groupStats.totalMembers : undefined;
      return ok(groupChannel(group.value, members));
    },

    /** The address of the group's feed; null when there is no such group or it has no feed. */
    async feedOf(id: string, signal: AbortSignal): Promise<SourceResult<string | null>> {
      const known = found.get(id);
      const group = known ? ok(known) : await find(id, signal);
      if (!group.ok) return group;
      return ok(group.value?.feed?.address ?? null);
    },
  };
}
