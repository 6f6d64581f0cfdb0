import { beforeAll, describe, expect, it } from 'vitest';
import { seedPicture } from '../../../sandbox/seed/seedImages';
import type { LensCredentials } from '../../../src/sources/lens/lensSession';
import type { OutgoingPost, Source } from '../../../src/sources/source';
import { signInLensAccount, value } from '../../support/sandboxAccounts';
import { clearFaults, sandbox, setFaults } from '../sandbox/sandboxClient';

const lens = () => {
  const endpoints = sandbox().lens;
  if (!endpoints) throw new Error('no Lens in the sandbox');
  return endpoints;
};
const signal = () => AbortSignal.timeout(20_000);

/** The seeded `mint_maker`, owned by the fourth dev wallet. */
const signIn = () => signInLensAccount(sandbox(), 'mint_maker', 3);

let jobs = 0;
const key = () => `lens-job-${Date.now()}-${jobs++}`;
async function publish(source: Source, post: Partial<OutgoingPost>) {
  const prepared = value(await source.prepare({ text: '', media: [], ...post }, key(), signal()));
  return { prepared, published: value(await source.publish(prepared, signal())) };
}

describe('Lens source against the sandbox GraphQL API', () => {
  let me: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    me = await signIn();
  });

  it('posts metadata that resolves, and reads the post back', async () => {
    const { prepared, published } = await publish(me.source, {
      text: 'gm from the adapter #polycast',
    });
    const uri = (prepared.request as { contentUri: string }).contentUri;
    expect(uri).toMatch(/^lens:\/\//);
    const doc = (await (
      await fetch(`${lens().storage}/${uri.slice('lens://'.length)}`)
    ).json()) as {
      lens: { title: string; tags: string[]; id: string };
    };
    expect(doc.lens).toMatchObject({
      title: 'Post by #mint_maker',
      tags: ['polycast'],
      id: prepared.idempotencyKey,
    });
    const post = value(await me.source.getPost(published.id, signal()));
    expect(post).toMatchObject({
      text: 'gm from the adapter #polycast',
      author: { handle: 'mint_maker' },
    });
  });

  it('comments in a thread of three, quotes, posts a picture, and deletes', async () => {
    const first = (await publish(me.source, { text: 'one' })).published;
    const second = (await publish(me.source, { text: 'two', replyTo: first.id })).published;
    const third = (await publish(me.source, { text: 'three', replyTo: second.id })).published;
    const thread = value(await me.source.getThread(third.id, signal()));
    expect(thread?.ancestors.map((p) => p.id)).toEqual([first.id, second.id]);
    expect(value(await me.source.getThread(first.id, signal()))?.replies.map((p) => p.id)).toEqual([
      second.id,
    ]);

    const quote = (await publish(me.source, { text: 'quoting', quoteOf: first.id })).published;
    expect(value(await me.source.getPost(quote.id, signal()))?.quoteOf).toBe(first.id);

    const image = value(
      await me.source.uploadMedia(
        {
          data: new Blob([seedPicture(1)], { type: 'image/png' }),
          mimeType: 'image/png',
          name: 'p.png',
          alt: 'a',
        },
        signal(),
      ),
    );
    const pictured = (await publish(me.source, { text: 'picture', media: [image] })).published;
    expect(value(await me.source.getPost(pictured.id, signal()))?.media).toHaveLength(1);

    value(await me.source.deletePost(quote.id, signal()));
    expect(value(await me.source.getPost(quote.id, signal()))).toBeNull();
  });

  it('reconciles a post whose answer was lost, by its metadata id', async () => {
    const prepared = value(
      await me.source.prepare({ text: 'exactly once on Lens', media: [] }, key(), signal()),
    );
    await setFaults('lens', { dropAfterCommitRate: 1 });
    expect(await me.source.publish(prepared, signal())).toMatchObject({
      ok: false,
      error: { kind: 'unknown_outcome' },
    });
    await clearFaults();
    const found = value(await me.source.reconcile(prepared, signal()));
    expect(found).not.toBeNull();
    expect(
      value(await me.source.findRecentPostByFingerprint(prepared.fingerprint, signal()))?.id,
    ).toBe(found?.id);
  });

  it('removes a session Lens refuses, with the catalogue’s message', async () => {
    await me.store.save(me.account.toLowerCase(), {
      ...((await me.store.load(me.account.toLowerCase())) as LensCredentials),
      accessToken: 'forged',
    });
    expect(await me.source.deletePost('1', signal())).toMatchObject({
      ok: false,
      error: { kind: 'auth', message: 'No lens credentials found' },
    });
    expect(await me.store.load(me.account.toLowerCase())).toBeUndefined();
  });
});
