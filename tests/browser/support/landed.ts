import type { APIRequestContext } from '@playwright/test';
import { readManifest } from '../../../sandbox/manifest';
import { sameTweetText } from './sameTweetText';
import type { SandboxPerson } from './signInAsDemo';

/** Whose posts to read: the demo person's accounts, or a minted person's. */
function accountsOf(person: SandboxPerson | undefined) {
  const manifest = readManifest();
  const demo = manifest?.demo;
  if (!person) {
    if (!demo?.lens || !demo.x) throw new Error('the sandbox has no complete demo person');
    return { bsky: demo.bsky.did, fid: demo.farcaster.fid, x: demo.x.id, lens: demo.lens.account };
  }
  const id = (source: string) => person.accounts.find((a) => a.source === source)?.accountId ?? '';
  return { bsky: id('Bsky'), fid: Number(id('Farcaster')), x: id('Twitter'), lens: id('Lens') };
}

/**
 * Where the text landed, read through each sandbox network's own read API
 * (X through the product server, with the person's Polycast session).
 */
export async function landed(
  request: APIRequestContext,
  text: string,
  session: string,
  person?: SandboxPerson,
) {
  const manifest = readManifest();
  if (!manifest) throw new Error('no sandbox manifest');
  const who = accountsOf(person);
  const bsky = (await (
    await request.get(
      `${manifest.bsky.pds}/xrpc/com.atproto.repo.listRecords?repo=${who.bsky}&collection=app.bsky.feed.post&limit=100`,
    )
  ).json()) as { records: { value: { text: string } }[] };
  const casts = (await (
    await request.get(`${manifest.farcaster?.hub}/v1/castsByFid?fid=${who.fid}&pageSize=1000`)
  ).json()) as { messages: { data: { castAddBody?: { text: string } } }[] };
  const tweets = (await (
    await request.get(`/api/x/users/${who.x}/tweets?max_results=100`, {
      headers: { Authorization: `Bearer ${session}`, 'X-Account-Id': who.x },
    })
  ).json()) as { data?: { text: string }[] };
  const lens = (await (
    await request.post(manifest.lens?.api ?? '', {
      data: {
        query: 'query($r: PostsRequest!) { posts(request: $r) { items { ... on Post { id } } } }',
        variables: { r: { filter: { authors: [who.lens], searchQuery: text } } },
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
