import { randomBytes } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingPost, Source } from '@/sources/source';
import { connectXAccount, value } from '../../support/sandboxAccounts';
import { clearFaults, sandbox, setFaults } from '../sandbox/sandboxClient';

afterEach(clearFaults);

const product = () => sandbox().product.api;
const signal = () => AbortSignal.timeout(30_000);

const connect = (username: string) => connectXAccount(sandbox(), username);

const unique = (text: string) => `${text} ${randomBytes(3).toString('hex')}`;
let jobs = 0;
async function publish(source: Source, post: Partial<OutgoingPost>) {
  const prepared = value(
    await source.prepare({ text: '', media: [], ...post }, `x-job-${jobs++}`, signal()),
  );
  return { prepared, published: value(await source.publish(prepared, signal())) };
}

describe('X source through the product server', () => {
  let me: Awaited<ReturnType<typeof connect>>;
  beforeAll(async () => {
    me = await connect('satoshi_fan');
  });

  it('connects with OAuth 2.0 PKCE and lists the account, never its tokens', async () => {
    const answer = await fetch(`${product()}/api/x/accounts`, {
      headers: { Authorization: `Bearer ${me.session}` },
    });
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({
      data: [{ id: me.accountId, username: 'satoshi_fan', name: expect.any(String) }],
    });
    expect(text).not.toMatch(/token/i);
  });

  it('posts, replies leaving people out, quotes, polls, restricts replies, reads back and deletes', async () => {
    const root = (await publish(me.source, { text: unique('Root tweet') })).published;
    expect(root.url).toBe(`https://x.com/satoshi_fan/status/${root.id}`);
    const reply = (
      await publish(me.source, {
        text: unique('Reply'),
        replyTo: root.id,
        excludeReplyUserIds: ['1'],
      })
    ).published;
    const third = (await publish(me.source, { text: unique('Third'), replyTo: reply.id }))
      .published;
    const thread = value(await me.source.getThread(third.id, signal()));
    expect(thread?.ancestors.map((p) => p.id)).toEqual([root.id, reply.id]);

    const quote = (await publish(me.source, { text: unique('Quote'), quoteOf: root.id })).published;
    expect(value(await me.source.getPost(quote.id, signal()))?.quoteOf).toBe(root.id);
    const poll = await publish(me.source, {
      text: unique('Which?'),
      poll: { options: ['A', 'B'], durationMinutes: 60 },
      replyRestriction: 'MentionedProfiles',
    });
    expect(poll.prepared.request).toMatchObject({
      body: {
        poll: { options: ['A', 'B'], duration_minutes: 60 },
        reply_settings: 'mentionedUsers',
      },
    });
    expect(
      await me.source.prepare({ text: 'x', media: [], replyRestriction: 'Nobody' }, 'j', signal()),
    ).toMatchObject({
      ok: false,
      error: { kind: 'invalid' },
    });

    value(await me.source.deletePost(quote.id, signal()));
    expect(value(await me.source.getPost(quote.id, signal()))).toBeNull();
  });

  it('fills in a reply’s participants as X does, minus those left out (never the author)', async () => {
    const ada = await connect('ada_onchain');
    const mina = await connect('mint_maker');
    const gus = await connect('gasless_gus');
    const parent = (
      await publish(ada.source, { text: unique('@mint_maker @gasless_gus lunch on Friday?') })
    ).published;
    const parentView = value(await me.source.getPost(parent.id, signal()));
    expect(parentView?.mentions?.map((m) => m.handle)).toEqual(['mint_maker', 'gasless_gus']);

    const written = unique('Count me in');
    const { prepared, published } = await publish(me.source, {
      text: written,
      replyTo: parent.id,
      excludeReplyUserIds: [gus.accountId, ada.accountId],
    });
    const reply = value(await me.source.getPost(published.id, signal()));
    // X writes `@ada_onchain @mint_maker ` before the text; we read back what was written.
    expect(reply?.text).toBe(written);
    expect(reply?.mentions?.map((m) => m.id)).toEqual([ada.accountId, mina.accountId]);
    // The reply is found again by what was sent, @names and all.
    expect(value(await me.source.reconcile(prepared, signal()))?.id).toBe(published.id);
  });

  it('uploads an image in one request and a 10 MB video in chunks, then posts each (never together)', async () => {
    const image = value(
      await me.source.uploadMedia(
        {
          data: new Blob([randomBytes(50_000)], { type: 'image/png' }),
          mimeType: 'image/png',
          name: 'a.png',
        },
        signal(),
      ),
    );
    expect(image.kind).toBe('image');
    const progress: number[] = [];
    const video = value(
      await me.source.uploadMedia(
        {
          data: new Blob([randomBytes(10 * 1024 * 1024)], { type: 'video/mp4' }),
          mimeType: 'video/mp4',
          name: 'v.mp4',
          durationSeconds: 30,
        },
        signal(),
        (f) => progress.push(f),
      ),
    );
    expect(video.kind).toBe('video');
    expect(progress.filter((f) => f < 1)).toHaveLength(4); // 10 MB in 3 MiB chunks
    expect(progress.at(-1)).toBe(1);
    for (const media of [[image], [video]]) {
      const { published } = await publish(me.source, { text: unique('Media'), media });
      expect(value(await me.source.getPost(published.id, signal()))?.id).toBe(published.id);
    }
    // X's rule: up to 4 photos, or one GIF, or one video, never together.
    const mixed = value(
      await me.source.prepare(
        { text: unique('Mixed'), media: [image, video] },
        `x-job-${jobs++}`,
        signal(),
      ),
    );
    expect(await me.source.publish(mixed, signal())).toMatchObject({
      ok: false,
      error: { kind: 'invalid' },
    });
  });

  it('refuses a type X does not take', async () => {
    expect(
      await me.source.uploadMedia(
        { data: new Blob([new Uint8Array(10)]), mimeType: 'image/bmp', name: 'x.bmp' },
        signal(),
      ),
    ).toEqual({
      ok: false,
      error: { kind: 'invalid', message: 'X does not accept image/bmp files' },
    });
  });

  it('reconciles a tweet whose reply was lost, and a retry answered "duplicate" finds it', async () => {
    const text = unique('Exactly once on X');
    const prepared = value(await me.source.prepare({ text, media: [] }, 'x-once', signal()));
    await setFaults('x', { dropAfterCommitRate: 1 });
    const lost = await me.source.publish(prepared, signal());
    expect(lost).toMatchObject({ ok: false, error: { kind: 'unknown_outcome' } });
    await clearFaults();
    const found = value(await me.source.reconcile(prepared, signal()));
    expect(found).not.toBeNull();
    const retried = value(await me.source.publish(prepared, signal()));
    expect(retried.id).toBe(found?.id);
  });

  it('reconciles a lost answer even after a busy outbox posted 110 more (past the first page of 100)', async () => {
    const limit = (body: object) =>
      fetch(`${sandbox().x?.api ?? ''}/sandbox/rate-limit`, {
        method: 'PUT',
        body: JSON.stringify(body),
      });
    await limit({ limit: 1000, windowSeconds: 900 });
    try {
      const text = unique('Buried on X');
      const prepared = value(await me.source.prepare({ text, media: [] }, 'x-buried', signal()));
      await setFaults('x', { dropAfterCommitRate: 1 });
      expect(await me.source.publish(prepared, signal())).toMatchObject({
        error: { kind: 'unknown_outcome' },
      });
      await clearFaults();
      const newer: string[] = [];
      for (let i = 0; i < 110; i++)
        newer.push((await publish(me.source, { text: unique(`newer ${i}`) })).published.id);
      const found = value(await me.source.reconcile(prepared, signal()));
      expect(found).not.toBeNull();
      // Sent again anyway, X refuses the duplicate and the adapter finds the first.
      expect(value(await me.source.publish(prepared, signal())).id).toBe(found?.id);
      // Other tests read the seeded timelines: leave them as they were.
      for (const id of [...newer, found?.id ?? '']) await me.source.deletePost(id, signal());
    } finally {
      await limit({ limit: 100, windowSeconds: 900 });
    }
  }, 90_000);

  it('answers X’s 429 as rate_limited with its wait', async () => {
    await setFaults('x', { errorRate: 1, errorStatus: 429, retryAfterSeconds: 12 });
    const result = await me.source.getPost('1', signal());
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'rate_limited', retryAfterMs: 12_000 }) as unknown,
    });
  });

  it('asks for a new sign-in once the account is disconnected', async () => {
    const other = await connect('ada_onchain');
    const removed = await fetch(`${product()}/api/x/accounts/${other.accountId}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${other.session}` },
    });
    expect(removed.status).toBe(204);
    expect(await other.source.getProfile(other.accountId, signal())).toEqual({
      ok: true,
      value: null,
    });
    expect(await other.source.getPost('1', signal())).toMatchObject({
      ok: false,
      error: { kind: 'auth' },
    });
  });
});
