import type { APIRequestContext } from '@playwright/test';
import { readManifest } from '../../../sandbox/manifest';
import { sameTweetText } from './sameTweetText';

/** Where the text landed, read through each sandbox network's own read API. */
export async function landed(request: APIRequestContext, text: string, session: string) {
  const manifest = readManifest();
  const demo = manifest?.demo;
  if (!manifest || !demo?.lens || !demo.x)
    throw new Error('the sandbox has no complete demo person');
  const bsky = (await (
    await request.get(
      `${manifest.bsky.pds}/xrpc/com.atproto.repo.listRecords?repo=${demo.bsky.did}&collection=app.bsky.feed.post&limit=100`,
    )
  ).json()) as { records: { value: { text: string } }[] };
  const casts = (await (
    await request.get(
      `${manifest.farcaster?.hub}/v1/castsByFid?fid=${demo.farcaster.fid}&pageSize=1000`,
    )
  ).json()) as { messages: { data: { castAddBody?: { text: string } } }[] };
  const tweets = (await (
    await request.get(`/api/x/users/${demo.x.id}/tweets?max_results=100`, {
      headers: { Authorization: `Bearer ${session}`, 'X-Account-Id': demo.x.id },
    })
  ).json()) as { data?: { text: string }[] };
  const lens = (await (
    await request.post(manifest.lens?.api ?? '', {
      data: {
        query: 'query($r: PostsRequest!) { posts(request: $r) { items { ... on Post { id } } } }',
        variables: { r: { filter: { authors: [demo.lens.account], searchQuery: text } } },
      },
    })
  ).json()) as { data: { posts: { items: unknown[] } } };
  const count = (texts: (string | undefined)[]) => texts.filter((t) => t === text).length;
  return {
    Bluesky: count(bsky.records.map((r) => r.value.text)),
    Farcaster: count(casts.messages.map((m) => m.data.castAddBody?.text)),
    X: (tweets.data ?? []).filter((t) => sameTweetText(t.text, text)).length,
    Lens: lens.data.posts.items.length,
  };
}
