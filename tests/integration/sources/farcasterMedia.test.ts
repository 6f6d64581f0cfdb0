import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeTestMp4 } from '../../support/makeTestMp4';
import { seedPicture } from '../../../sandbox/seed/seedImages';
import type { OutgoingPost, Source, UploadedMedia } from '@/sources/source';
import { newFarcasterAccount, value } from '../../support/sandboxAccounts';
import { gifFrameCount, makeTestGif } from '../../support/testGif';
import { clearFaults, sandbox } from '../sandbox/sandboxClient';

afterEach(clearFaults);

const hubUrl = () => sandbox().farcaster?.hub ?? '';
const storageUrl = () => sandbox().lens?.storage ?? '';
const signal = () => AbortSignal.timeout(20_000);

let counter = 0;
const key = () => `fc-media-${Date.now()}-${counter++}`;

async function publish(source: Source, post: Partial<OutgoingPost>) {
  const prepared = value(await source.prepare({ text: '', media: [], ...post }, key(), signal()));
  return value(await source.publish(prepared, signal()));
}

/** The cast's embeds as the hub stores them (its own HTTP API, not the adapter). */
async function hubEmbeds(id: string) {
  const [fid, hash] = id.split(':');
  const answer = await fetch(`${hubUrl()}/v1/castById?fid=${fid}&hash=${hash}`);
  expect(answer.status).toBe(200);
  const cast = (await answer.json()) as { data: { castAddBody: { embeds: unknown[] } } };
  return cast.data.castAddBody.embeds;
}

const bytesAt = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());

describe('Farcaster media against the sandbox hub and storage node', () => {
  let account: Awaited<ReturnType<typeof newFarcasterAccount>>;
  beforeAll(async () => {
    account = await newFarcasterAccount(sandbox());
  });

  it('uploads a video to storage, casts its URL, and reads it back as a video', async () => {
    const mp4 = makeTestMp4({ seconds: 4, bytes: 40_000 });
    const progress: number[] = [];
    const video = value(
      await account.source.uploadMedia(
        { data: new Blob([mp4], { type: 'video/mp4' }), mimeType: 'video/mp4', name: 'v.mp4' },
        signal(),
        (f) => progress.push(f),
      ),
    );
    expect(video).toMatchObject({ kind: 'video', mimeType: 'video/mp4' });
    expect(video.ref.startsWith(storageUrl())).toBe(true);
    expect(progress.at(-1)).toBe(1);

    const published = await publish(account.source, { text: 'a short clip', media: [video] });
    expect(await hubEmbeds(published.id)).toEqual([{ url: video.ref }]);
    const post = value(await account.source.getPost(published.id, signal()));
    expect(post?.media).toEqual([{ kind: 'video', url: video.ref }]);
    expect(await bytesAt(video.ref)).toEqual(mp4);
  });

  it('casts a GIF picked from a provider as its URL, with no upload', async () => {
    const picked: UploadedMedia = {
      kind: 'gif',
      ref: 'https://media.tenor.com/xC1rX7Ig1yAAAAAC/polycast-wave.gif',
      mimeType: 'image/gif',
      width: 220,
      height: 124,
    };
    const published = await publish(account.source, { text: 'wave', media: [picked] });
    expect(await hubEmbeds(published.id)).toEqual([{ url: picked.ref }]);
    const post = value(await account.source.getPost(published.id, signal()));
    expect(post?.media).toEqual([{ kind: 'gif', url: picked.ref }]);
  });

  it('stores a local animated GIF on the storage node and casts its URL', async () => {
    const gif = makeTestGif({ frames: 3 });
    const uploaded = value(
      await account.source.uploadMedia(
        { data: new Blob([gif], { type: 'image/gif' }), mimeType: 'image/gif', name: 'loop.gif' },
        signal(),
      ),
    );
    expect(uploaded).toMatchObject({ kind: 'gif', mimeType: 'image/gif' });
    const published = await publish(account.source, { text: 'a loop', media: [uploaded] });
    expect(await hubEmbeds(published.id)).toEqual([{ url: uploaded.ref }]);
    // The storage URL has no extension: the kind comes from what the node serves.
    const post = value(await account.source.getPost(published.id, signal()));
    expect(post?.media).toEqual([{ kind: 'gif', url: uploaded.ref }]);
    const stored = await bytesAt(uploaded.ref);
    expect(stored).toEqual(gif);
    expect(gifFrameCount(stored)).toBe(3);
  });

  it('casts a link embed beside a picture; the link is not shown as media', async () => {
    // A page on the storage node answers text/html, as a web page does.
    const page = await fetch(storageUrl(), {
      method: 'POST',
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
      body: '<!doctype html><title>Polycast notes</title><p>Notes',
    });
    const [stored] = (await page.json()) as { gateway_url: string }[];
    const link = stored?.gateway_url ?? '';
    const picture = value(
      await account.source.uploadMedia(
        {
          data: new Blob([seedPicture(2)], { type: 'image/png' }),
          mimeType: 'image/png',
          name: 'p.png',
        },
        signal(),
      ),
    );
    const withPicture = await publish(account.source, {
      text: 'read this',
      media: [picture],
      linkEmbed: { url: link, title: 'Polycast notes' },
    });
    expect(await hubEmbeds(withPicture.id)).toEqual([{ url: picture.ref }, { url: link }]);
    const post = value(await account.source.getPost(withPicture.id, signal()));
    expect(post?.media).toEqual([{ kind: 'image', url: picture.ref }]);

    // An address that does not answer at all is a link too.
    const offline = 'https://polycast.invalid/notes';
    const alone = await publish(account.source, { text: 'and this', linkEmbed: { url: offline } });
    expect(await hubEmbeds(alone.id)).toEqual([{ url: offline }]);
    expect(value(await account.source.getPost(alone.id, signal()))?.media).toEqual([]);
  });
});
