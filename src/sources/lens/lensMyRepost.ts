import { z } from 'zod/mini';
import { fail, ok, type SourceResult } from '@/domain/result';
import type { LensCall } from './lensSignedInRequest';

/** How far back the account's own reposts are looked through: pages of 50. */
export const MY_REPOST_PAGES = 20;

const MY_REPOSTS = `query($request: PostsRequest!) {
  posts(request: $request) {
    items { __typename ... on Repost { id isDeleted repostOf { id } } }
    pageInfo { next }
  }
}`;

const pageSchema = z.object({
  posts: z.object({
    items: z.array(
      z.object({
        __typename: z.string(),
        id: z.optional(z.string()),
        isDeleted: z.optional(z.boolean()),
        repostOf: z.nullish(z.object({ id: z.string() })),
      }),
    ),
    pageInfo: z.object({ next: z.nullish(z.string()) }),
  }),
});

/**
 * The id of the account's own repost of a post, if it has one. On Lens v3 a
 * repost is a post of its own (`Repost`), undone by deleting it; there is no
 * call from the reposted post to it, so the account's reposts
 * (`posts` by it, of type REPOST, newest first) are read until it shows.
 */
export async function findMyRepost(
  call: LensCall,
  account: string,
  postId: string,
  signal: AbortSignal,
): Promise<SourceResult<string | null>> {
  let cursor: string | null | undefined;
  for (let page = 0; page < MY_REPOST_PAGES; page++) {
    const answer = await call(
      MY_REPOSTS,
      {
        request: {
          filter: { authors: [account], postTypes: ['REPOST'] },
          pageSize: 'FIFTY',
          ...(cursor ? { cursor } : {}),
        },
      },
      signal,
    );
    if (!answer.ok) return answer;
    const parsed = pageSchema.safeParse(answer.value);
    if (!parsed.success)
      return fail({ kind: 'network', message: 'Lens answered in an unknown shape' });
    const mine = parsed.data.posts.items.find(
      (item) =>
        item.__typename === 'Repost' && !item.isDeleted && item.repostOf?.id === postId && item.id,
    );
    if (mine?.id) return ok(mine.id);
    cursor = parsed.data.posts.pageInfo.next;
    if (!cursor) break;
  }
  return ok(null);
}
