import { lower, notFound } from './lensFilters';
import { paginate, type PageRequest } from './lensPaging';
import type { LensStore } from './lensStore';
import type { LensContext } from './lensViews';

interface GroupsRequest extends PageRequest {
  filter?: {
    member?: string | null;
    managedBy?: { address: string } | null;
    searchQuery?: string | null;
  } | null;
  orderBy: 'LATEST_FIRST' | 'OLDEST_FIRST' | 'ALPHABETICAL';
}

interface GroupMembersRequest extends PageRequest {
  group: string;
  filter?: { searchBy?: { localNameQuery: string } | null } | null;
  orderBy: 'LAST_JOINED' | 'FIRST_JOINED' | 'LAST_ACTIVE' | 'ACCOUNT_SCORE';
}

/** Query fields over groups (what Lens apps show as clubs) and their members. */
export function createGroupQueries(store: LensStore) {
  return {
    group: ({ request }: { request: { group?: string | null } }, ctx: LensContext) => {
      const found = request.group ? store.group(request.group) : undefined;
      return found ? ctx.views.group(found) : null;
    },

    groups: ({ request }: { request: GroupsRequest }, ctx: LensContext) => {
      const filter = request.filter ?? {};
      const query = filter.searchQuery?.toLowerCase();
      const found = [...store.groups.values()].filter(
        (g) =>
          (!filter.member || g.members.has(lower(filter.member))) &&
          (!filter.managedBy || lower(g.owner) === lower(filter.managedBy.address)) &&
          // Lens searches groups by name only.
          (!query || g.metadata.name.toLowerCase().includes(query)),
      );
      found.sort((a, b) =>
        request.orderBy === 'ALPHABETICAL'
          ? a.metadata.name.localeCompare(b.metadata.name)
          : request.orderBy === 'OLDEST_FIRST'
            ? a.timestamp.localeCompare(b.timestamp)
            : b.timestamp.localeCompare(a.timestamp),
      );
      return paginate(found, request, ctx.views.group);
    },

    /** Members, first joined first (LAST_JOINED reverses it; the sandbox has no scores). */
    groupMembers: ({ request }: { request: GroupMembersRequest }, ctx: LensContext) => {
      const group = store.group(request.group);
      if (!group) throw notFound('Group');
      const query = request.filter?.searchBy?.localNameQuery.toLowerCase() ?? '';
      const posts = store.allPosts().filter((p) => lower(p.feed) === lower(group.feed));
      const members = [...group.members]
        .flatMap(([address, joinedAt]) => {
          const account = store.account(address);
          return account?.localName.includes(query) ? [{ account, joinedAt }] : [];
        })
        .sort((a, b) =>
          request.orderBy === 'LAST_JOINED'
            ? b.joinedAt.localeCompare(a.joinedAt)
            : a.joinedAt.localeCompare(b.joinedAt),
        );
      return paginate(members, request, (m) => ({
        account: ctx.views.account(m.account),
        joinedAt: m.joinedAt,
        lastActiveAt:
          posts.find((p) => lower(p.author) === lower(m.account.address))?.timestamp ?? m.joinedAt,
      }));
    },

    groupStats: ({ request }: { request: { group: string } }) => {
      const group = store.group(request.group);
      if (!group) throw notFound('Group');
      return { totalMembers: group.members.size };
    },
  };
}
