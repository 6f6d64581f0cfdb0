import { AtpAgent } from '@atproto/api';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeTestMp4 } from '../../support/makeTestMp4';
import { seedPicture } from '../../../sandbox/seed/seedImages';
import { createBskySource } from '@/sources/bsky/createBskySource';
import { signInToBluesky, type BskyStoredSession } from '@/sources/bsky/bskySession';
import { memoryCredentialStore, type CredentialStore } from '@/sources/credentialStore';
import type { OutgoingPost, Source } from '@/sources/source';
import { newBskyAccount, value } from '../../support/sandboxAccounts';
import { clearFaults, sandbox, setFaults } from '../sandbox/sandboxClient';

afterEach(clearFaults);

const bsky = () => sandbox().bsky;
const signal = () => AbortSignal.timeout(20_000);
const eventually = { timeout: 5000, interval: 50 };

const newUser = () => newBskyAccount(sandbox());

let counter = 0;
const key = () =>
  `01JD7R8Y1N8ZC4T2V7X0S5M3Q${(counter++).toString(32).toUpperCase()}:${Math.random()}`;

async function publish(source: Source, post: Partial<OutgoingPost>) {
  const prepared = value(await source.prepare({ text: '', media: [], ...post }, key(), signal()));
  return { prepared, published: value(await source.publish(prepared, signal())) };
}

async function readBack(source: Source, id: string) {
  await expect
    .poll(async () => value(await source.getPost(id, signal())), eventually)
    .not.toBeNull();
  const post = value(await source.getPost(id, signal()));
  if (!post) throw new Error('post vanished');
  return post;
}

describe('Bluesky source against the sandbox PDS', () => {
  let user: Awaited<ReturnType<typeof newUser>>;
  beforeAll(async () => {
    user = await newUser();
  });

  it('publishes a post with a mention and a link, and reads it back', async () => {
    const { published } = await publish(user.source, {
      text: 'Hello @ada.test, see https://polycast.test/notes',
    });
    expect(published.id).toMatch(new RegExp(`^at://${user.did}/app.bsky.feed.post/`));
    expect(published.url).toContain(`/profile/${user.handle}/post/`);
    const post = await readBack(user.source, published.id);
    expect(post.text).toBe('Hello @ada.test, see https://polycast.test/notes');
    const record = (
      await new AtpAgent({ service: bsky().pds }).com.atproto.repo.getRecord({
        repo: user.did,
        collection: 'app.bsky.feed.post',
        rkey: published.id.split('/').pop() ?? '',
      })
    ).data.value as { facets: { features: { $type: string }[] }[] };
    expect(record.facets.map((f) => f.features[0]?.$type)).toEqual([
      'app.bsky.richtext.facet#mention',
      'app.bsky.richtext.facet#link',
    ]);
  });

  it('publishes a thread of three in order, each a reply to the previous, with the right root', async () => {
    const first = (await publish(user.source, { text: 'Thread 1/3' })).published;
    const second = (await publish(user.source, { text: 'Thread 2/3', replyTo: first.id }))
      .published;
    const third = (await publish(user.source, { text: 'Thread 3/3', replyTo: second.id }))
      .published;
    await readBack(user.source, third.id);
    const thread = value(await user.source.getThread(third.id, signal()));
    expect(thread?.ancestors.map((p) => p.id)).toEqual([first.id, second.id]);
    expect(thread?.post.replyTo).toBe(second.id);
    const head = value(await user.source.getThread(first.id, signal()));
    expect(head?.replies.map((p) => p.id)).toEqual([second.id]);
  });

  it('quotes a post, restricts replies with a threadgate, and deletes', async () => {
    const quoted = (await publish(user.source, { text: 'Quote me' })).published;
    const quote = (
      await publish(user.source, {
        text: 'Quoting',
        quoteOf: quoted.id,
        replyRestriction: 'MentionedProfiles',
      })
    ).published;
    const post = await readBack(user.source, quote.id);
    expect(post.quoteOf).toBe(quoted.id);
    const gate = await new AtpAgent({ service: bsky().pds }).com.atproto.repo.getRecord({
      repo: user.did,
      collection: 'app.bsky.feed.threadgate',
      rkey: quote.id.split('/').pop() ?? '',
    });
    expect(gate.data.value).toMatchObject({
      post: quote.id,
      allow: [{ $type: 'app.bsky.feed.threadgate#mentionRule' }],
    });

    value(await user.source.deletePost(quote.id, signal()));
    await expect
      .poll(async () => value(await user.source.getPost(quote.id, signal())), eventually)
      .toBeNull();
  });

  it('uploads images and a video and publishes them', async () => {
    const png = new Blob([seedPicture(2)], { type: 'image/png' });
    const image = value(
      await user.source.uploadMedia(
        { data: png, mimeType: 'image/png', name: 'a.png', alt: 'gradient' },
        signal(),
      ),
    );
    const withImage = (await publish(user.source, { text: 'Picture', media: [image] })).published;
    expect((await readBack(user.source, withImage.id)).media).toMatchObject([
      { kind: 'image', alt: 'gradient' },
    ]);

    const progress: number[] = [];
    const mp4 = new Blob([makeTestMp4({ seconds: 5, bytes: 50_000 })], { type: 'video/mp4' });
    const video = value(
      await user.source.uploadMedia(
        { data: mp4, mimeType: 'video/mp4', name: 'v.mp4', width: 16, height: 9 },
        signal(),
        (fraction) => progress.push(fraction),
      ),
    );
    expect(progress.at(-1)).toBe(1);
    const withVideo = (await publish(user.source, { text: 'Video', media: [video] })).published;
    expect((await readBack(user.source, withVideo.id)).media).toMatchObject([{ kind: 'video' }]);
  });

  it('refuses a video over three minutes with the service’s message', async () => {
    const long = new Blob([makeTestMp4({ seconds: 200 })], { type: 'video/mp4' });
    const result = await user.source.uploadMedia(
      { data: long, mimeType: 'video/mp4', name: 'l.mp4' },
      signal(),
    );
    expect(result).toEqual({
      ok: false,
      error: { kind: 'invalid', message: 'Video is too long (max 3 minutes)' },
    });
  });

  it('reconciles a write whose reply was cut off, and a retry never duplicates it', async () => {
    const prepared = value(
      await user.source.prepare({ text: 'Exactly once', media: [] }, key(), signal()),
    );
    await setFaults('bsky', { dropAfterCommitRate: 1 });
    const lost = await user.source.publish(prepared, signal());
    expect(lost).toMatchObject({ ok: false, error: { kind: 'unknown_outcome' } });
    await clearFaults();
    const found = value(await user.source.reconcile(prepared, signal()));
    expect(found?.id).toMatch(/app\.bsky\.feed\.post/);
    // Even a blind retry lands on the same record key.
    const again = value(await user.source.publish(prepared, signal()));
    expect(again.id).toBe(found?.id);
    const byFingerprint = value(
      await user.source.findRecentPostByFingerprint(prepared.fingerprint, signal()),
    );
    expect(byFingerprint?.id).toBe(found?.id);
    const all = await new AtpAgent({ service: bsky().pds }).com.atproto.repo.listRecords({
      repo: user.did,
      collection: 'app.bsky.feed.post',
      limit: 100,
    });
    expect(
      all.data.records.filter((r) => (r.value as { text: string }).text === 'Exactly once'),
    ).toHaveLength(1);
  });

  it('answers a 429 as rate_limited with its wait, and a refused connection as network', async () => {
    await setFaults('bsky', { errorRate: 1, errorStatus: 429, retryAfterSeconds: 9 });
    const limited = await user.source.getProfile(user.did, signal());
    expect(limited).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'rate_limited', retryAfterMs: 9000 }) as unknown,
    });
    await setFaults('bsky', { refuseConnections: true });
    const refused = await user.source.getPost(
      `at://${user.did}/app.bsky.feed.post/3zzzzzzzzzzzz`,
      signal(),
    );
    expect(refused).toMatchObject({ ok: false, error: { kind: 'network' } });
  });
});

describe('Bluesky sessions', () => {
  it('refreshes a stored session when resumed, as after a reload', async () => {
    const user = await newUser();
    const before = await user.store.load(user.did);
    const reloaded = createBskySource({
      service: bsky().pds,
      did: user.did,
      store: user.store,
      video: bsky().video,
    });
    await expect
      .poll(async () => value(await reloaded.getProfile(user.did, signal()))?.handle, eventually)
      .toBe(user.handle);
    const after = await user.store.load(user.did);
    expect(after?.session.refreshJwt).not.toBe(before?.session.refreshJwt);
    expect(after?.createdAt).toBe(before?.createdAt);
  });

  it('reuses a session made in the last five minutes instead of creating another', async () => {
    const user = await newUser();
    const first = await user.store.load(user.did);
    const again = await signInToBluesky({
      service: bsky().pds,
      identifier: user.handle,
      password: 'app-pass',
      store: user.store,
      knownDid: user.did,
    });
    expect(value(again).did).toBe(user.did);
    expect((await user.store.load(user.did))?.createdAt).toBe(first?.createdAt);
  });

  it('removes a session the server refuses, and asks for a login', async () => {
    const user = await newUser();
    const stored = (await user.store.load(user.did)) as BskyStoredSession;
    const store: CredentialStore<BskyStoredSession> = memoryCredentialStore();
    await store.save(user.did, {
      ...stored,
      session: { ...stored.session, accessJwt: 'garbage', refreshJwt: 'garbage' },
    });
    const source = createBskySource({
      service: bsky().pds,
      did: user.did,
      store,
      video: bsky().video,
    });
    const result = await source.getProfile(user.did, signal());
    expect(result).toMatchObject({ ok: false, error: { kind: 'auth' } });
    expect(await store.load(user.did)).toBeUndefined();
    const never = createBskySource({
      service: bsky().pds,
      did: 'did:plc:nobody',
      store,
      video: bsky().video,
    });
    expect(await never.getPost('at://x/y/z', signal())).toEqual({
      ok: false,
      error: { kind: 'auth', message: 'Login required to post on Bluesky.' },
    });
  });

  it('refuses a wrong password with a clear message', async () => {
    const result = await signInToBluesky({
      service: bsky().pds,
      identifier: 'ada.test',
      password: 'wrong',
      store: memoryCredentialStore(),
    });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'auth', message: 'Invalid handle or password' },
    });
  });
});
