import { randomBytes } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedPicture } from '../../../sandbox/seed/seedImages';
import type { OutgoingPost, Source } from '@/sources/source';
import { newFarcasterAccount, value } from '../../support/sandboxAccounts';
import { clearFaults, sandbox, setFaults } from '../sandbox/sandboxClient';

afterEach(clearFaults);

const hubUrl = () => sandbox().farcaster?.hub ?? '';
const signal = () => AbortSignal.timeout(20_000);

const newAccount = (now?: () => number) => newFarcasterAccount(sandbox(), now);

let counter = 0;
const key = () => `job-${Date.now()}-${counter++}`;

async function publish(source: Source, post: Partial<OutgoingPost>) {
  const prepared = value(await source.prepare({ text: '', media: [], ...post }, key(), signal()));
  return { prepared, published: value(await source.publish(prepared, signal())) };
}

describe('Farcaster source against the sandbox hub', () => {
  let account: Awaited<ReturnType<typeof newAccount>>;
  beforeAll(async () => {
    account = await newAccount();
  });

  it('publishes a cast with a mention, reads it back with the mention restored', async () => {
    const { published } = await publish(account.source, { text: 'gm @ada, from the sandbox' });
    expect(published.id).toMatch(new RegExp(`^${account.fid}:0x[0-9a-f]{40}$`));
    const post = value(await account.source.getPost(published.id, signal()));
    expect(post?.text).toBe('gm @ada, from the sandbox');
    expect(post?.author.id).toBe(String(account.fid));
  });

  it('threads three casts, quotes one, posts in a channel, and deletes', async () => {
    const first = (await publish(account.source, { text: 'one' })).published;
    const second = (await publish(account.source, { text: 'two', replyTo: first.id })).published;
    const third = (await publish(account.source, { text: 'three', replyTo: second.id })).published;
    const thread = value(await account.source.getThread(third.id, signal()));
    expect(thread?.ancestors.map((p) => p.id)).toEqual([first.id, second.id]);
    expect(
      value(await account.source.getThread(first.id, signal()))?.replies.map((p) => p.id),
    ).toEqual([second.id]);

    const quote = (await publish(account.source, { text: 'look', quoteOf: first.id })).published;
    expect(value(await account.source.getPost(quote.id, signal()))?.quoteOf).toBe(first.id);

    const channels = (await (await fetch(`${hubUrl()}/v1/sandbox/channels`)).json()) as {
      channels: { url: string }[];
    };
    const channel = channels.channels[0]?.url ?? '';
    const inChannel = await publish(account.source, { text: 'in a channel', channel });
    const byParent = await fetch(
      `${hubUrl()}/v1/castsByParent?url=${encodeURIComponent(channel)}&reverse=true&pageSize=5`,
    );
    const page = (await byParent.json()) as { messages: { hash: string }[] };
    expect(page.messages.map((m) => m.hash)).toContain(inChannel.published.id.split(':')[1]);

    value(await account.source.deletePost(quote.id, signal()));
    expect(value(await account.source.getPost(quote.id, signal()))).toBeNull();
  });

  it('uploads an image to storage and embeds its URL', async () => {
    const image = value(
      await account.source.uploadMedia(
        {
          data: new Blob([seedPicture(4)], { type: 'image/png' }),
          mimeType: 'image/png',
          name: 'p.png',
        },
        signal(),
      ),
    );
    const { published } = await publish(account.source, { text: 'with a picture', media: [image] });
    const post = value(await account.source.getPost(published.id, signal()));
    expect(post?.media).toEqual([{ kind: 'image', url: image.ref }]);
    const bytes = new Uint8Array(await (await fetch(image.ref)).arrayBuffer());
    expect(bytes).toEqual(seedPicture(4));
  });

  it('publishes the same signed bytes once: a resubmission is the same cast, reconciled by hash', async () => {
    const prepared = value(
      await account.source.prepare({ text: 'exactly once', media: [] }, key(), signal()),
    );
    await setFaults('farcaster', { dropAfterCommitRate: 1 });
    expect(await account.source.publish(prepared, signal())).toMatchObject({
      ok: false,
      error: { kind: 'unknown_outcome' },
    });
    await clearFaults();
    const found = value(await account.source.reconcile(prepared, signal()));
    const again = value(await account.source.publish(prepared, signal()));
    expect(again.id).toBe(found?.id);
    expect(
      value(await account.source.findRecentPostByFingerprint(prepared.fingerprint, signal()))?.id,
    ).toBe(found?.id);
    const casts = await fetch(`${hubUrl()}/v1/castsByFid?fid=${account.fid}&pageSize=100`);
    const all = (await casts.json()) as {
      messages: { data: { castAddBody?: { text: string } } }[];
    };
    expect(all.messages.filter((m) => m.data.castAddBody?.text === 'exactly once')).toHaveLength(1);
  });

  it('refuses message times outside the protocol’s range, in its words', async () => {
    const early = await newAccount(() => Date.UTC(2020, 11, 31));
    expect(await early.source.prepare({ text: 'too early', media: [] }, key(), signal())).toEqual({
      ok: false,
      error: { kind: 'invalid', message: 'time must be after Farcaster epoch (01/01/2021)' },
    });
    const late = await newAccount(() => Date.UTC(2160, 0, 1));
    expect(await late.source.prepare({ text: 'too late', media: [] }, key(), signal())).toEqual({
      ok: false,
      error: { kind: 'invalid', message: 'time too far in future' },
    });
  });

  it('needs the signer key on the device, and an approved one at the hub', async () => {
    await account.store.remove(String(account.fid));
    expect(await account.source.prepare({ text: 'x', media: [] }, key(), signal())).toEqual({
      ok: false,
      error: { kind: 'auth', message: 'Login required to post on Farcaster.' },
    });
    await account.store.save(String(account.fid), {
      fid: account.fid,
      signerPrivateKey: `0x${randomBytes(32).toString('hex')}`, // never approved
    });
    const prepared = value(
      await account.source.prepare({ text: 'unapproved', media: [] }, key(), signal()),
    );
    // The hub does not know the key: the device's sign-in is over, and the key is dropped.
    expect(await account.source.publish(prepared, signal())).toMatchObject({
      ok: false,
      error: { kind: 'auth', code: 'bad_request.validation_failure' },
    });
    expect(await account.store.load(String(account.fid))).toBeUndefined();
  });

  it('answers a 503 with Retry-After as rate_limited', async () => {
    await setFaults('farcaster', { errorRate: 1, errorStatus: 503, retryAfterSeconds: 4 });
    const result = await account.source.getPost(`${account.fid}:0x${'0'.repeat(40)}`, signal());
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'rate_limited', retryAfterMs: 4000 }) as unknown,
    });
  });
});
