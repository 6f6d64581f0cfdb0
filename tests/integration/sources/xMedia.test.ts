import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingPost, Source } from '@/sources/source';
import { connectXAccount, value } from '../../support/sandboxAccounts';
import { gifFrameCount, makeTestGif } from '../../support/testGif';
import { sandbox } from '../sandbox/sandboxClient';

const signal = () => AbortSignal.timeout(30_000);
const unique = (text: string) => `${text} ${randomBytes(3).toString('hex')}`;

let jobs = 0;
async function publish(source: Source, post: Partial<OutgoingPost>) {
  const prepared = value(
    await source.prepare({ text: '', media: [], ...post }, `x-media-${jobs++}`, signal()),
  );
  return { prepared, published: value(await source.publish(prepared, signal())) };
}

interface RawTweet {
  data: { id: string; text: string; attachments?: { media_keys?: string[] } };
  includes?: { media?: { media_key: string; type: string }[] };
}

describe('X media and links through the product server', () => {
  let me: Awaited<ReturnType<typeof connectXAccount>>;
  beforeAll(async () => {
    me = await connectXAccount(sandbox(), 'satoshi_fan');
  });

  /** A Tweet with its media expanded, read through the server's X forwarding as the app would. */
  async function rawTweet(id: string): Promise<RawTweet> {
    const query = 'expansions=attachments.media_keys&media.fields=type,media_key';
    const answer = await fetch(`${sandbox().product.api}/api/x/tweets/${id}?${query}`, {
      headers: { Authorization: `Bearer ${me.session}`, 'X-Account-Id': me.accountId },
    });
    expect(answer.status).toBe(200);
    return (await answer.json()) as RawTweet;
  }

  it('uploads an animated GIF in chunks as tweet_gif and posts it as an animated GIF', async () => {
    // 800 × 600, 15 frames: about 4 MB, so two 3 MiB appends.
    const gif = makeTestGif({ width: 800, height: 600, frames: 15 });
    expect(gifFrameCount(gif)).toBe(15);
    expect(gif.length).toBeGreaterThan(3 * 1024 * 1024);
    const progress: number[] = [];
    const uploaded = value(
      await me.source.uploadMedia(
        {
          data: new Blob([gif], { type: 'image/gif' }),
          mimeType: 'image/gif',
          name: 'loop.gif',
          width: 800,
          height: 600,
        },
        signal(),
        (f) => progress.push(f),
      ),
    );
    expect(uploaded).toMatchObject({ kind: 'gif', mimeType: 'image/gif' });
    expect(uploaded.ref).toMatch(/^\d+$/);
    // The chunked path: one progress step per append, then done (a simple upload only says 1).
    expect(progress.filter((f) => f < 1)).toHaveLength(2);
    expect(progress.at(-1)).toBe(1);

    const { published } = await publish(me.source, {
      text: unique('A loop'),
      media: [uploaded],
    });
    const tweet = await rawTweet(published.id);
    const keys = tweet.data.attachments?.media_keys ?? [];
    expect(keys).toHaveLength(1);
    const media = tweet.includes?.media?.find((m) => m.media_key === keys[0]);
    expect(media?.type).toBe('animated_gif');
    expect(media?.media_key).not.toMatch(/^3_/); // a photo's key: the GIF was not taken as a still
  });

  it('posts a link in the text (X makes the card), reads it back and finds it by fingerprint', async () => {
    const url = `https://polycast.test/notes/${randomBytes(4).toString('hex')}`;
    const text = `Offline-first, in short: ${url}`;
    const { prepared, published } = await publish(me.source, {
      text,
      linkEmbed: { url, title: 'Notes' },
    });
    expect(prepared.request).toEqual({ body: { text } });
    const post = value(await me.source.getPost(published.id, signal()));
    expect(post?.text).toContain(url);
    expect(post?.media).toEqual([]);
    expect((await rawTweet(published.id)).data.attachments).toBeUndefined();
    expect(
      value(await me.source.findRecentPostByFingerprint(prepared.fingerprint, signal()))?.id,
    ).toBe(published.id);
  });
});
