import { readManifest } from '../../sandbox/manifest';

/** Every post of ours carrying `tag`, counted through each network's own read API. */
export async function postsWithTag(
  tag: string,
  accounts: {
    bskyDid: string;
    fid: number;
    lens: string;
    /** X through the product server that holds its sign-in (the sandbox's by default), as its account. */
    x: { session: string; accountId: string; api?: string };
  },
) {
  const s = readManifest();
  if (!s) throw new Error('no sandbox manifest');
  const bsky = (await (
    await fetch(
      `${s.bsky.pds}/xrpc/com.atproto.repo.listRecords?repo=${accounts.bskyDid}&collection=app.bsky.feed.post&limit=100`,
    )
  ).json()) as { records: { value: { text: string } }[] };
  const casts = (await (
    await fetch(`${s.farcaster?.hub}/v1/castsByFid?fid=${accounts.fid}&pageSize=1000`)
  ).json()) as { messages: { data: { castAddBody: { text: string } } }[] };
  const tweets = (await (
    await fetch(
      `${accounts.x.api ?? s.product.api}/api/x/users/${accounts.x.accountId}/tweets?max_results=100`,
      {
        headers: {
          Authorization: `Bearer ${accounts.x.session}`,
          'X-Account-Id': accounts.x.accountId,
        },
      },
    )
  ).json()) as { data?: { text: string }[] };
  const lens = (await (
    await fetch(s.lens?.api ?? '', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        query: 'query($r: PostsRequest!) { posts(request: $r) { items { ... on Post { id } } } }',
        variables: { r: { filter: { authors: [accounts.lens], searchQuery: tag } } },
      }),
    })
  ).json()) as { data: { posts: { items: unknown[] } } };
  const tagged = (texts: string[]) => texts.filter((t) => t.includes(tag));
  return {
    Bsky: tagged(bsky.records.map((r) => r.value.text)),
    Farcaster: tagged(casts.messages.map((m) => m.data.castAddBody.text)),
    Twitter: tagged((tweets.data ?? []).map((t) => t.text)),
    Lens: lens.data.posts.items.length,
  };
}
