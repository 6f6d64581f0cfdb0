import type { SandboxManifest } from '../../sandbox/manifest';

/** One post as its network serves it: its id, text and the post it replies to there. */
export interface NetworkPost {
  id: string;
  text: string;
  replyTo?: string;
}

export type NetworkName = 'Bsky' | 'Farcaster' | 'Twitter' | 'Lens';

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Every post of the demo person's accounts whose text holds `tag`, read
 * through each network's own read API (every page of it), not through
 * anything Polycast wrote down.
 */
export async function readBackTagged(
  manifest: SandboxManifest,
  appUrl: string,
  session: string,
  tag: string,
): Promise<Record<NetworkName, NetworkPost[]>> {
  const demo = manifest.demo;
  if (!demo?.lens || !demo.x || !manifest.farcaster || !manifest.lens)
    throw new Error('the sandbox has no complete demo person');
  const tagged = (posts: NetworkPost[]) => posts.filter((post) => post.text.includes(tag));

  const bsky: NetworkPost[] = [];
  for (let cursor: string | undefined; ;) {
    const page = await json<{
      cursor?: string;
      records: { uri: string; value: { text: string; reply?: { parent: { uri: string } } } }[];
    }>(
      await fetch(
        `${manifest.bsky.pds}/xrpc/com.atproto.repo.listRecords?repo=${demo.bsky.did}&collection=app.bsky.feed.post&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      ),
    );
    for (const r of page.records) {
      bsky.push({
        id: r.uri,
        text: r.value.text,
        ...(r.value.reply ? { replyTo: r.value.reply.parent.uri } : {}),
      });
    }
    if (!page.cursor || page.records.length === 0) break;
    cursor = page.cursor;
  }

  const farcaster: NetworkPost[] = [];
  for (let token = ''; ;) {
    const page = await json<{
      nextPageToken: string;
      messages: {
        hash: string;
        data: {
          fid: number;
          castAddBody?: { text: string; parentCastId?: { fid: number; hash: string } };
        };
      }[];
    }>(
      await fetch(
        `${manifest.farcaster.hub}/v1/castsByFid?fid=${demo.farcaster.fid}&pageSize=1000${token ? `&pageToken=${token}` : ''}`,
      ),
    );
    for (const m of page.messages) {
      const body = m.data.castAddBody;
      if (!body) continue;
      farcaster.push({
        id: `${m.data.fid}:${m.hash}`,
        text: body.text,
        ...(body.parentCastId
          ? { replyTo: `${body.parentCastId.fid}:${body.parentCastId.hash}` }
          : {}),
      });
    }
    if (!page.nextPageToken) break;
    token = page.nextPageToken;
  }

  const x: NetworkPost[] = [];
  for (let token: string | undefined; ;) {
    const page = await json<{
      data?: { id: string; text: string; referenced_tweets?: { type: string; id: string }[] }[];
      meta?: { next_token?: string };
    }>(
      await fetch(
        `${appUrl}/api/x/users/${demo.x.id}/tweets?max_results=100${token ? `&pagination_token=${token}` : ''}`,
        { headers: { Authorization: `Bearer ${session}`, 'X-Account-Id': demo.x.id } },
      ),
    );
    for (const t of page.data ?? []) {
      const parent = t.referenced_tweets?.find((r) => r.type === 'replied_to');
      // X appends a link to attached media at the end of the text, as it does for real.
      const text = t.text.replace(/\s*https:\/\/t\.co\/\S+$/, '');
      x.push({ id: t.id, text, ...(parent ? { replyTo: parent.id } : {}) });
    }
    token = page.meta?.next_token;
    if (!token) break;
  }

  const lens: NetworkPost[] = [];
  for (let cursor: string | null = null; ;) {
    const answer: {
      data: {
        posts: {
          items: { id: string; metadata?: { content?: string }; commentOn?: { id: string } }[];
          pageInfo: { next: string | null };
        };
      };
    } = await json(
      await fetch(manifest.lens.api, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          query:
            'query($r: PostsRequest!) { posts(request: $r) { items { ... on Post { id metadata { ... on TextOnlyMetadata { content } ... on ImageMetadata { content } } commentOn { id } } } pageInfo { next } } }',
          variables: { r: { filter: { authors: [demo.lens.account], searchQuery: tag }, cursor } },
        }),
      }),
    );
    for (const p of answer.data.posts.items) {
      lens.push({
        id: p.id,
        text: p.metadata?.content ?? '',
        ...(p.commentOn ? { replyTo: p.commentOn.id } : {}),
      });
    }
    cursor = answer.data.posts.pageInfo.next;
    if (!cursor) break;
  }

  return {
    Bsky: tagged(bsky),
    Farcaster: tagged(farcaster),
    Twitter: tagged(x),
    Lens: tagged(lens),
  };
}
