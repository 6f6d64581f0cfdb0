import type { APIRequestContext } from '@playwright/test';
import { readManifest } from '../../../sandbox/manifest';

/** A frame poll's link in a post, with the poll's id. */
export const FRAME = /https?:\/\/\S+\/frames\/polls\/([0-9a-f-]+)/;

/** The demo person's casts that start with the question, read from the hub. */
export async function castsOf(request: APIRequestContext, question: string) {
  const manifest = readManifest();
  const answer = (await (
    await request.get(
      `${manifest?.farcaster?.hub}/v1/castsByFid?fid=${manifest?.demo?.farcaster.fid}&pageSize=1000`,
    )
  ).json()) as { messages: { data: { castAddBody?: { text: string } } }[] };
  return answer.messages
    .map((m) => m.data.castAddBody?.text ?? '')
    .filter((text) => text.startsWith(question));
}

/** The demo person's Lens posts about the question, with their content. */
export async function lensPostsOf(request: APIRequestContext, question: string) {
  const manifest = readManifest();
  const answer = (await (
    await request.post(manifest?.lens?.api ?? '', {
      data: {
        query: `query($r: PostsRequest!) { posts(request: $r) { items { ... on Post {
          metadata { ... on TextOnlyMetadata { content } ... on ArticleMetadata { content } } } } } }`,
        variables: {
          r: { filter: { authors: [manifest?.demo?.lens?.account], searchQuery: question } },
        },
      },
    })
  ).json()) as { data: { posts: { items: { metadata?: { content?: string } }[] } } };
  return answer.data.posts.items.map((item) => item.metadata?.content ?? '');
}
