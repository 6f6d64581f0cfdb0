import { AtpAgent } from '@atproto/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedPicture } from '../../../sandbox/seed/seedImages';
import type { OutgoingPost, Source, UploadedMedia } from '@/sources/source';
import { newBskyAccount, value } from '../../support/sandboxAccounts';
import { sandbox } from '../sandbox/sandboxClient';

const signal = () => AbortSignal.timeout(20_000);
const eventually = { timeout: 5000, interval: 50 };

let counter = 0;
const key = () =>
  `01JD7R8Y1N8ZC4T2V7X0S5M3R${(counter++).toString(32).toUpperCase()}:${Math.random()}`;

async function publish(source: Source, post: Partial<OutgoingPost>) {
  const prepared = value(await source.prepare({ text: '', media: [], ...post }, key(), signal()));
  return value(await source.publish(prepared, signal()));
}

type Json = Record<string, unknown>;

describe('Bluesky GIFs and link cards against the sandbox PDS and AppView', () => {
  let user: Awaited<ReturnType<typeof newBskyAccount>>;
  /** The same account through @atproto/api itself, to read what the adapter does not show. */
  let agent: AtpAgent;
  let still: UploadedMedia;
  beforeAll(async () => {
    user = await newBskyAccount(sandbox());
    agent = new AtpAgent({ service: sandbox().bsky.pds });
    await agent.login({ identifier: user.handle, password: 'app-pass' });
    still = value(
      await user.source.uploadMedia(
        {
          data: new Blob([seedPicture(5)], { type: 'image/png' }),
          mimeType: 'image/png',
          name: 'still.png',
        },
        signal(),
      ),
    );
  });

  /** The record as the PDS stores it, in its JSON form (blobs as `{ $link }`). */
  async function record(uri: string) {
    const query = new URLSearchParams({
      repo: user.did,
      collection: 'app.bsky.feed.post',
      rkey: uri.split('/').pop() ?? '',
    });
    const answer = await fetch(`${sandbox().bsky.pds}/xrpc/com.atproto.repo.getRecord?${query}`);
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { value: { embed: Json } }).value;
  }

  /** The post as the AppView answers it (the PDS proxies app.bsky.* there). */
  async function appViewEmbed(uri: string): Promise<Json> {
    await expect
      .poll(async () => (await agent.getPosts({ uris: [uri] })).data.posts.length, eventually)
      .toBe(1);
    const [post] = (await agent.getPosts({ uris: [uri] })).data.posts;
    return (post?.embed ?? {}) as Json;
  }

  const stillCid = () => (JSON.parse(still.ref) as { ref: { $link: string } }).ref.$link;
  const bytesAt = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());

  const tenorGif = (): UploadedMedia => ({
    kind: 'gif',
    ref: 'https://media.tenor.com/xC1rX7Ig1yAAAAAC/polycast-wave.gif',
    mimeType: 'image/gif',
    alt: 'A hand waving',
    width: 220,
    height: 124,
    thumb: still.ref,
  });

  it('posts a Tenor GIF as a link card with its size, alt text and a still thumbnail', async () => {
    const published = await publish(user.source, { text: 'hello', media: [tenorGif()] });
    const gifUri = 'https://media.tenor.com/xC1rX7Ig1yAAAAAC/polycast-wave.gif?hh=124&ww=220';
    expect((await record(published.id)).embed).toMatchObject({
      $type: 'app.bsky.embed.external',
      external: {
        uri: gifUri,
        title: 'A hand waving',
        description: 'ALT: A hand waving',
        thumb: { $type: 'blob', mimeType: 'image/png', ref: { $link: stillCid() } },
      },
    });
    const embed = await appViewEmbed(published.id);
    expect(embed).toMatchObject({
      $type: 'app.bsky.embed.external#view',
      external: { uri: gifUri, title: 'A hand waving' },
    });
    const thumb = String((embed.external as Json).thumb);
    expect(await bytesAt(thumb)).toEqual(seedPicture(5));
    // Through the adapter: the GIF itself (a GIF, since the reading model tells GIFs apart), with its alt text.
    expect(value(await user.source.getPost(published.id, signal()))?.media).toEqual([
      { kind: 'gif', url: gifUri, alt: 'A hand waving' },
    ]);
  });

  it('keeps the GIF beside a quote; any provider’s GIF goes, a card alone, a picture of its still elsewhere', async () => {
    const quoted = await publish(user.source, { text: 'quote me' });
    const published = await publish(user.source, {
      text: 'this',
      media: [tenorGif()],
      quoteOf: quoted.id,
    });
    expect(await appViewEmbed(published.id)).toMatchObject({
      $type: 'app.bsky.embed.recordWithMedia#view',
      media: { $type: 'app.bsky.embed.external#view' },
    });
    const post = value(await user.source.getPost(published.id, signal()));
    expect(post?.quoteOf).toBe(quoted.id);
    expect(post?.media).toMatchObject([{ kind: 'gif' }]);

    // Giphy's GIFs play in Bluesky's app too: alone, a GIF card.
    const giphy = { ...tenorGif(), ref: 'https://media.giphy.com/media/abc/giphy.gif' };
    const giphyPost = await publish(user.source, { text: 'giphy', media: [giphy] });
    expect((await record(giphyPost.id)).embed).toMatchObject({
      $type: 'app.bsky.embed.external',
      external: { uri: `${giphy.ref}?hh=124&ww=220` },
    });
    // From a host the app does not play: a picture of its still, with its alt text.
    const other = { ...tenorGif(), ref: 'https://gifs.example/wave.gif' };
    const otherPost = await publish(user.source, { text: 'other', media: [other] });
    expect((await record(otherPost.id)).embed).toMatchObject({
      $type: 'app.bsky.embed.images',
      images: [{ alt: 'A hand waving', image: { ref: { $link: stillCid() } } }],
    });
    // Without its still such a GIF cannot go: refused, never dropped.
    const { thumb: _none, ...bare } = other;
    expect(await user.source.prepare({ text: 'no', media: [bare] }, key(), signal())).toEqual({
      ok: false,
      error: {
        kind: 'invalid',
        message: "There are images that were not uploaded successfully. (a GIF's still)",
      },
    });
  });

  it('posts a link card with its title, description and thumbnail blob', async () => {
    const url = 'https://polycast.test/notes/offline-first';
    const published = await publish(user.source, {
      text: 'Notes on offline-first',
      linkEmbed: {
        url,
        title: 'Offline first',
        description: 'Write to the log, sync later.',
        thumb: still.ref,
      },
    });
    expect((await record(published.id)).embed).toMatchObject({
      $type: 'app.bsky.embed.external',
      external: {
        uri: url,
        title: 'Offline first',
        description: 'Write to the log, sync later.',
        thumb: { ref: { $link: stillCid() } },
      },
    });
    const embed = await appViewEmbed(published.id);
    expect(embed).toMatchObject({
      $type: 'app.bsky.embed.external#view',
      external: { uri: url, title: 'Offline first', description: 'Write to the log, sync later.' },
    });
    expect(await bytesAt(String((embed.external as Json).thumb))).toEqual(seedPicture(5));
    // A link card is not media.
    expect(value(await user.source.getPost(published.id, signal()))?.media).toEqual([]);
  });
});
