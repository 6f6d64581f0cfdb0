import type { APIRequestContext } from '@playwright/test';
import { readManifest } from '../../../sandbox/manifest';
import { sameTweetText } from './sameTweetText';

/**
 * How many pictures the demo person's post with this text carries on each
 * network, read through each network's own read API (undefined: no such post).
 */
export async function imagesOn(request: APIRequestContext, text: string, session: string) {
  const manifest = readManifest();
  const demo = manifest?.demo;
  if (!manifest || !demo?.lens || !demo.x)
    throw new Error('the sandbox has no complete demo person');
  const bsky = (await (
    await request.get(
      `${manifest.bsky.pds}/xrpc/com.atproto.repo.listRecords?repo=${demo.bsky.did}&collection=app.bsky.feed.post&limit=100`,
    )
  ).json()) as { records: { value: { text: string; embed?: { images?: unknown[] } } }[] };
  const casts = (await (
    await request.get(
      `${manifest.farcaster?.hub}/v1/castsByFid?fid=${demo.farcaster.fid}&pageSize=1000`,
    )
  ).json()) as { messages: { data: { castAddBody?: { text: string; embeds: unknown[] } } }[] };
  const tweets = (await (
    await request.get(`/api/x/users/${demo.x.id}/tweets?max_results=100`, {
      headers: { Authorization: `Bearer ${session}`, 'X-Account-Id': demo.x.id },
    })
  ).json()) as { data?: { text: string; attachments?: { media_keys?: string[] } }[] };
  const lens = (await (
    await request.post(manifest.lens?.api ?? '', {
      data: {
        query: `query($r: PostsRequest!) { posts(request: $r) { items { ... on Post {
          metadata { ... on ImageMetadata { content image { item } } ... on TextOnlyMetadata { content } }
        } } } }`,
        variables: { r: { filter: { authors: [demo.lens.account], searchQuery: text } } },
      },
    })
  ).json()) as {
    data: { posts: { items: { metadata?: { content?: string; image?: { item: string } } }[] } };
  };
  const lensPost = lens.data.posts.items.find((item) => item.metadata?.content === text);
  return {
    Bluesky: bsky.records.find((r) => r.value.text === text)?.value.embed?.images?.length,
    Farcaster: casts.messages.find((m) => m.data.castAddBody?.text === text)?.data.castAddBody
      ?.embeds.length,
    X: tweets.data?.find((t) => sameTweetText(t.text, text))?.attachments?.media_keys?.length,
    Lens: lensPost ? (lensPost.metadata?.image ? 1 : 0) : undefined,
  };
}
