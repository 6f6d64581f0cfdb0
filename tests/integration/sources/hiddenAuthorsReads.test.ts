import { AtpAgent } from '@atproto/api';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@/domain/reading/post';
import { bskyAgentCall } from '@/sources/bsky/bskyAgentCall';
import { createBskyReads } from '@/sources/bsky/bskyReads';
import { signInToBluesky, type BskyStoredSession } from '@/sources/bsky/bskySession';
import { memoryCredentialStore } from '@/sources/credentialStore';
import { createLensReads } from '@/sources/lens/lensReads';
import type { SourceReads } from '@/sources/reading/sourceReads';
import { BRIDGED_POST, DEMO_BLOCKS, DEMO_MUTES } from '../../../sandbox/seed/hiddenAuthors';
import { SEED_PEOPLE } from '../../../sandbox/seed/people';
import { newBskyAccount, signInLensAccount, value } from '../../support/sandboxAccounts';
import { readAllPages } from '../../support/readAllPages';
import { sandbox } from '../sandbox/sandboxClient';
import { lens, signal } from './lensTestKit';

/** An account's own agent, to write records as that person. */
async function agentOf(account: Awaited<ReturnType<typeof newBskyAccount>>) {
  const agent = new AtpAgent({ service: sandbox().bsky.pds });
  await agent.login({ identifier: account.handle, password: 'app-pass' });
  return agent;
}

describe('Bluesky: muted and blocked authors, and a post bridged from the fediverse', () => {
  let reads: SourceReads;
  let reader: Awaited<ReturnType<typeof newBskyAccount>>;
  let muted: Awaited<ReturnType<typeof newBskyAccount>>;
  let blocked: Awaited<ReturnType<typeof newBskyAccount>>;
  let bridger: Awaited<ReturnType<typeof newBskyAccount>>;
  let rootUri: string;
  const tag = Date.now().toString(36);
  const bridgedUrl = `https://social.example/@someone/${tag}`;
  const everything = async () =>
    (await readAllPages((cursor) => reads.homeTimeline(cursor, signal()))).flat();

  beforeAll(async () => {
    reader = await newBskyAccount(sandbox());
    muted = await newBskyAccount(sandbox());
    blocked = await newBskyAccount(sandbox());
    bridger = await newBskyAccount(sandbox());
    const readerAgent = await agentOf(reader);
    const mutedAgent = await agentOf(muted);
    const blockedAgent = await agentOf(blocked);
    const bridgerAgent = await agentOf(bridger);
    for (const did of [muted.did, blocked.did, bridger.did]) await readerAgent.follow(did);
    const root = await readerAgent.post({ text: `a question ${tag}` });
    rootUri = root.uri;
    const reply = {
      root: { uri: root.uri, cid: root.cid },
      parent: { uri: root.uri, cid: root.cid },
    };
    await mutedAgent.post({ text: `muted words ${tag}` });
    await mutedAgent.post({ text: `a muted answer ${tag}`, reply });
    await blockedAgent.post({ text: `blocked words ${tag}` });
    await blockedAgent.post({ text: `a blocked answer ${tag}`, reply });
    // As Bridgy Fed writes a fediverse post into its bridged account's repo.
    await bridgerAgent.com.atproto.repo.createRecord({
      repo: bridger.did,
      collection: 'app.bsky.feed.post',
      record: {
        $type: 'app.bsky.feed.post',
        text: `bridged words ${tag}`,
        createdAt: new Date().toISOString(),
        bridgyOriginalText: `<p>bridged words ${tag}</p>`,
        bridgyOriginalUrl: bridgedUrl,
      },
    });
    await readerAgent.mute(muted.did);
    await readerAgent.app.bsky.graph.block.create(
      { repo: reader.did },
      { subject: blocked.did, createdAt: new Date().toISOString() },
    );

    reads = createBskyReads(
      bskyAgentCall({ service: sandbox().bsky.pds, did: reader.did, store: reader.store }),
      { pageSize: 50 },
    );
    // The AppView indexes from the firehose: wait until the bridged post and the block are in.
    for (let tries = 0; tries < 100; tries++) {
      const posts = await everything();
      const blockedPosts = value(await reads.authorPosts(blocked.did, undefined, signal())).items;
      if (
        posts.some((p) => p.text === `bridged words ${tag}`) &&
        blockedPosts[0]?.author.viewer?.blocking
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it('says a muted author is muted and a blocked one blocked, where their posts are read', async () => {
    const mutedPosts = value(await reads.authorPosts(muted.did, undefined, signal())).items;
    expect(mutedPosts.map((p) => p.text)).toEqual([`muted words ${tag}`]);
    expect(mutedPosts[0]?.author.viewer).toMatchObject({ muted: true, blocking: false });

    const blockedPosts = value(await reads.authorPosts(blocked.did, undefined, signal())).items;
    expect(blockedPosts.map((p) => p.text)).toEqual([`blocked words ${tag}`]);
    expect(blockedPosts[0]?.author.viewer).toMatchObject({ muted: false, blocking: true });

    const bridged = value(await reads.authorPosts(bridger.did, undefined, signal())).items;
    expect(bridged[0]?.author.viewer).toMatchObject({ muted: false, blocking: false });
  });

  it('leaves muted and blocked authors out of the timeline, as the AppView does', async () => {
    const posts = await everything();
    const authors = new Set(posts.map((p) => p.author.id));
    expect(authors.has(muted.did)).toBe(false);
    expect(authors.has(blocked.did)).toBe(false);
    expect(authors.has(bridger.did)).toBe(true);
  });

  it('keeps a muted author’s reply in the thread, flagged, and leaves a blocked one’s out', async () => {
    const thread = value(await reader.source.getThread(rootUri, signal()));
    const replies = thread?.replies ?? [];
    expect(replies.map((p) => p.text)).toEqual([`a muted answer ${tag}`]);
    expect(replies[0]?.author.viewer?.muted).toBe(true);
  });

  it('flags a Bridgy Fed post as the external microblog network’s, with its original address', async () => {
    const posts = await everything();
    const bridged = posts.find((p) => p.text === `bridged words ${tag}`);
    expect(bridged?.externalMicroblog).toEqual({ url: bridgedUrl });
    const others = posts.filter((p) => p !== bridged);
    expect(others.every((p) => p.externalMicroblog === undefined)).toBe(true);
  });
});

describe('the seeded demo person’s mutes, blocks and bridged post', () => {
  const dora = SEED_PEOPLE[DEMO_MUTES]!.handle;
  const fred = SEED_PEOPLE[DEMO_BLOCKS]!.handle;
  const mo = SEED_PEOPLE[BRIDGED_POST.by]!.handle;
  const flags = (posts: Post[], handle: string) =>
    posts.filter((p) => p.author.handle === handle).map((p) => p.author.viewer);

  it('Lens: every post by Dora says muted, every post by Fred blocked, no one else either', async () => {
    const demo = await signInLensAccount(sandbox(), 'polycast_demo', 0);
    const reads = createLensReads({
      api: lens().api,
      account: demo.account,
      store: demo.store,
      pageSize: 'FIFTY',
    });
    const posts = (await readAllPages((cursor) => reads.homeTimeline(cursor, signal()))).flat();
    expect(flags(posts, dora).length).toBeGreaterThan(0);
    expect(flags(posts, dora).every((v) => v?.muted === true && v.blocking === false)).toBe(true);
    expect(flags(posts, fred).length).toBeGreaterThan(0);
    expect(flags(posts, fred).every((v) => v?.blocking === true && v.muted === false)).toBe(true);
    const others = posts.filter((p) => p.author.handle !== dora && p.author.handle !== fred);
    expect(others.some((p) => p.author.viewer?.muted || p.author.viewer?.blocking)).toBe(false);
  });

  it('Bluesky: Mo’s bridged post is in the demo person’s timeline, Dora and Fred are not', async () => {
    const demo = sandbox().demo;
    if (!demo) throw new Error('no demo person in the sandbox');
    const service = sandbox().bsky.pds;
    const store = memoryCredentialStore<BskyStoredSession>();
    const { did } = value(
      await signInToBluesky({
        service,
        identifier: demo.bsky.handle,
        password: demo.bsky.password,
        store,
      }),
    );
    const reads = createBskyReads(bskyAgentCall({ service, did, store }), { pageSize: 100 });
    const posts = (await readAllPages((cursor) => reads.homeTimeline(cursor, signal()))).flat();
    const bridged = posts.filter((p) => p.externalMicroblog);
    expect(bridged.map((p) => [p.author.handle, p.externalMicroblog?.url])).toEqual([
      [`${mo.replace(/_/g, '-')}.test`, BRIDGED_POST.url],
    ]);
    const handles = new Set(posts.map((p) => p.author.handle));
    expect(handles.has(`${dora.replace(/_/g, '-')}.test`)).toBe(false);
    expect(handles.has(`${fred.replace(/_/g, '-')}.test`)).toBe(false);
  });
});
