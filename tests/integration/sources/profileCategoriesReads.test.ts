import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Post } from '@/domain/reading/post';
import type { SourceResult } from '@/domain/result';
import { memoryCredentialStore } from '@/sources/credentialStore';
import { bskyAgentCall } from '@/sources/bsky/bskyAgentCall';
import { createBskyReads } from '@/sources/bsky/bskyReads';
import { signInToBluesky, type BskyStoredSession } from '@/sources/bsky/bskySession';
import { createFarcasterReads } from '@/sources/farcaster/farcasterReads';
import { createLensReads } from '@/sources/lens/lensReads';
import type { SkippedItem } from '@/sources/reading/parseItems';
import { NOT_LISTED_CODE, type SourceReads } from '@/sources/reading/sourceReads';
import { createXReads } from '@/sources/x/xReads';
import { FARCASTER_TIMELINE_SEED } from '../../../sandbox/seed/seedFarcasterTimeline';
import { FOUR_PICTURES } from '../../../sandbox/seed/seedX';
import { connectXAccount, signInLensAccount, value } from '../../support/sandboxAccounts';
import { readAllPages } from '../../support/readAllPages';
import { sandbox } from '../sandbox/sandboxClient';
import { lens, rawGql, signal } from './lensTestKit';

/**
 * A profile's categories (docs/decisions.md "Profile categories") read from
 * each network's sandbox as the demo person, over the seeded people.
 */

const texts = (posts: Post[]) => posts.map((p) => p.text);
const all = async <T>(read: (cursor: string | undefined) => Promise<SourceResult<Page<T>>>) =>
  (await readAllPages(read)).flat();

describe('Bluesky: replies, media and likes through getAuthorFeed and getActorLikes', () => {
  const skipped: SkippedItem[] = [];
  let reads: SourceReads;
  let demoDid: string;

  beforeAll(async () => {
    const demo = sandbox().demo?.bsky;
    if (!demo) throw new Error('no demo person');
    const store = memoryCredentialStore<BskyStoredSession>();
    demoDid = value(
      await signInToBluesky({
        service: sandbox().bsky.pds,
        identifier: demo.handle,
        password: demo.password,
        store,
      }),
    ).did;
    reads = createBskyReads(bskyAgentCall({ service: sandbox().bsky.pds, did: demoDid, store }), {
      pageSize: 3,
      report: (item) => skipped.push(item),
    });
  });

  it('lists a person’s replies alone, newest first, by them', async () => {
    const replies = await all((c) => reads.authorReplies!('ada.test', c, signal()));
    expect(replies.length).toBeGreaterThanOrEqual(2);
    expect(replies.every((p) => p.replyTo && p.author.handle === 'ada.test')).toBe(true);
    expect(texts(replies)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('agreed, and it works offline too'),
        'Welcome to the sandbox! (1)',
      ]),
    );
    const times = replies.map((p) => p.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    // Each names whom it answers, from the feed item's parent: the seed's replies start with it.
    expect(replies.every((p) => p.replyToAuthor)).toBe(true);
    const agreed = replies.find((p) => p.text.includes('agreed, and it works offline too'));
    expect(agreed?.text).toMatch(new RegExp(`^@${agreed?.replyToAuthor?.handle} `));
  });

  it('lists a person’s posts with pictures or videos, and only those', async () => {
    const media = await all((c) => reads.authorMedia!('mint-maker.test', c, signal()));
    expect(texts(media)).toEqual(["A picture from Mina's desk."]);
    expect(media[0]?.media[0]?.kind).toBe('image');
  });

  it('lists the posts the reader liked, and tells that nobody else’s likes are listed', async () => {
    const liked = await all((c) => reads.authorLikes!(demoDid, c, signal()));
    expect(liked.map((p) => p.author.handle)).toEqual(
      expect.arrayContaining(['ada.test', 'polycast-demo.test']),
    );
    expect(liked.every((p) => !p.repostedBy)).toBe(true);
    const others = await reads.authorLikes!('ada.test', undefined, signal());
    expect(others).toMatchObject({ ok: false, error: { code: NOT_LISTED_CODE } });
    expect(skipped).toEqual([]);
  });
});

describe('X: replies and media through GET /2/users/:id/tweets', () => {
  let reads: SourceReads;
  let idOf: (username: string) => string;

  beforeAll(async () => {
    const me = await connectXAccount(sandbox(), 'polycast_demo');
    reads = createXReads(
      { apiBase: sandbox().product.api, session: async () => me.session, accountId: me.accountId },
      { pageSize: 5 },
    );
    const home = await all((c) => reads.homeTimeline(c, signal()));
    const ids = new Map(home.map((p) => [p.author.handle, p.author.id]));
    idOf = (username) => ids.get(username) ?? '';
  });

  it('lists a person’s replies alone', async () => {
    const replies = await all((c) => reads.authorReplies!(idOf('ada_onchain'), c, signal()));
    expect(replies.every((p) => p.replyTo && p.author.handle === 'ada_onchain')).toBe(true);
    expect(texts(replies)).toEqual(
      expect.arrayContaining([
        'Lovely colours! (1)',
        '@satoshi_fan agreed, and it works offline too.',
      ]),
    );
    // Each names whom it answers (in_reply_to_user_id, its user in includes).
    expect(replies.every((p) => p.replyToAuthor)).toBe(true);
    const agreed = replies.find((p) => p.text.includes('agreed, and it works offline too'));
    expect(agreed?.replyToAuthor?.handle).toBe('satoshi_fan');
  });

  it('lists a person’s own posts with media, and only those', async () => {
    const media = await all((c) => reads.authorMedia!(idOf('lens_lena'), c, signal()));
    expect(texts(media)).toContain(FOUR_PICTURES.text);
    expect(media.every((p) => p.media.length > 0 && !p.replyTo && !p.repostedBy)).toBe(true);
  });
});

describe('Farcaster: replies, likes and channels; a username’s fid', () => {
  let reads: SourceReads;
  let demoFid: number;

  beforeAll(() => {
    const demo = sandbox().demo?.farcaster;
    if (!demo) throw new Error('no demo person');
    demoFid = demo.fid;
    reads = createFarcasterReads({
      hubUrl: sandbox().farcaster?.hub ?? '',
      fid: demo.fid,
      pageSize: 4,
      apiBase: sandbox().product.api,
    });
  });

  it('lists a person’s replies alone (casts with a parent cast)', async () => {
    const replies = await all((c) => reads.authorReplies!('2', c, signal()));
    expect(replies.every((p) => p.replyTo && p.author.id === '2')).toBe(true);
    expect(texts(replies)).toEqual(expect.arrayContaining(['Agreed, 1', 'replying to 3']));
    // Each names whom it answers: the parent cast's author, read as authors are.
    expect(replies.every((p) => p.replyToAuthor?.handle)).toBe(true);
    const toThree = replies.find((p) => p.text === 'replying to 3');
    expect(toThree?.replyToAuthor?.id).toBe('3');
  });

  it('lists the casts a person liked, as the casts, not as reposts', async () => {
    const liked = await all((c) => reads.authorLikes!(String(demoFid), c, signal()));
    expect(texts(liked)).toContain(FARCASTER_TIMELINE_SEED.popular.text);
    expect(liked.every((p) => !p.repostedBy)).toBe(true);
    const keys = liked.map((p) => p.id);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lists the channels a person follows, latest follow first', async () => {
    const channels = await all((c) => reads.profileChannels!('4', c, signal()));
    expect(channels.map((c) => c.id)).toEqual(['art', 'zora']);
  });

  it('finds a username’s fid, and nobody for a name nobody has', async () => {
    expect(value(await reads.profileIdOfHandle!('ada', signal()))).toBe('2');
    expect(value(await reads.profileIdOfHandle!('@Mint-Maker', signal()))).toBe('4');
    expect(value(await reads.profileIdOfHandle!('nobody-has-this', signal()))).toBeNull();
  });
});

describe('Lens: comments and collected posts through posts(filter)', () => {
  let reads: SourceReads;
  let demoAccount: string;

  const addressOf = async (localName: string) =>
    (
      await rawGql<{ account: { address: string } }>(
        'query($n: String!) { account(request: { username: { localName: $n } }) { address } }',
        { n: localName },
      )
    ).account.address;

  beforeAll(async () => {
    const demo = await signInLensAccount(sandbox(), 'polycast_demo', 0);
    demoAccount = demo.account;
    reads = createLensReads({
      api: lens().api,
      account: demo.account,
      store: demo.store,
      pageSize: 'TEN',
    });
  });

  it('lists a person’s comments alone', async () => {
    const ada = await addressOf('ada');
    const replies = await all((c) => reads.authorReplies!(ada, c, signal()));
    expect(replies.length).toBeGreaterThan(0);
    expect(replies.every((p) => p.replyTo && p.author.id.toLowerCase() === ada.toLowerCase())).toBe(
      true,
    );
    // Each names whom it answers: commentOn's author, asked for with the post.
    for (const reply of replies) {
      const parent = await rawGql<{ post: { author: { address: string } } }>(
        'query($p: PostId!) { post(request: { post: $p }) { ... on Post { author { address } } } }',
        { p: reply.replyTo },
      );
      expect(reply.replyToAuthor?.id).toBe(parent.post.author.address);
    }
  });

  it('lists the posts a person collected, newest first, and counts the collects', async () => {
    const collected = await all((c) => reads.authorCollected!(demoAccount, c, signal()));
    const authors = await Promise.all(['ada', 'mint_maker'].map(addressOf));
    expect(collected.map((p) => p.author.id.toLowerCase()).sort()).toEqual(
      authors.map((a) => a.toLowerCase()).sort(),
    );
    const times = collected.map((p) => p.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const stats = await rawGql<{ post: { stats: { collects: number } } }>(
      'query($p: PostId!) { post(request: { post: $p }) { ... on Post { stats { collects } } } }',
      { p: collected[0]?.id },
    );
    expect(stats.post.stats.collects).toBeGreaterThanOrEqual(1);
  });
});
