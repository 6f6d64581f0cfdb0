import { beforeAll, describe, expect, it } from 'vitest';
import { makeTestMp4 } from '../../support/makeTestMp4';
import { seedPicture } from '../../../sandbox/seed/seedImages';
import { createLensSource } from '@/sources/lens/createLensSource';
import { value } from '../../support/sandboxAccounts';
import { makeTestGif } from '../../support/testGif';
import { lens, publish, rawGql, signal, signIn } from './lensTestKit';

/** The bytes at a URL. */
const bytesAt = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());

/** The metadata document a prepared post points at, read from the storage node. */
async function metadataOf(prepared: { request: unknown }) {
  const uri = (prepared.request as { contentUri: string }).contentUri;
  const answer = await fetch(`${lens().storage}/${uri.slice('lens://'.length)}`);
  return ((await answer.json()) as { lens: Record<string, unknown> }).lens;
}

/** Where the storage node serves a lens:// URI. */
const gatewayOf = (uri: string) => `${lens().storage}/${uri.slice('lens://'.length)}`;

describe('Lens media against the sandbox GraphQL API and storage node', () => {
  let me: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    me = await signIn();
  });

  it('posts a video whose metadata has a cover from a frame, read back through the storage node', async () => {
    const mp4 = makeTestMp4({ seconds: 3, bytes: 30_000 });
    const still = seedPicture(2);
    // Node has no video decoder: the test takes the frame (a browser takes it from the video).
    const withCovers = createLensSource({
      api: lens().api,
      storage: lens().storage,
      account: me.account,
      store: me.store,
      videoCover: async () => new Blob([still], { type: 'image/png' }),
    });
    const file = {
      data: new Blob([mp4], { type: 'video/mp4' }),
      mimeType: 'video/mp4',
      name: 'clip.mp4',
      alt: 'a short clip',
    };
    const video = value(await withCovers.uploadMedia(file, signal()));
    expect(video).toMatchObject({
      kind: 'video',
      ref: expect.stringMatching(/^lens:\/\//) as unknown,
      thumb: expect.stringMatching(/^lens:\/\//) as unknown,
    });
    // Without a DOM and without a taker there is no cover, and the video still posts.
    expect(value(await me.source.uploadMedia(file, signal())).thumb).toBeUndefined();

    const { prepared, published } = await publish(withCovers, { text: 'watch', media: [video] });
    expect(await metadataOf(prepared)).toMatchObject({
      mainContentFocus: 'VIDEO',
      content: 'watch',
      video: { item: video.ref, type: 'video/mp4', cover: video.thumb, altTag: 'a short clip' },
    });
    const post = value(await withCovers.getPost(published.id, signal()));
    expect(post?.media).toEqual([
      {
        kind: 'video',
        url: gatewayOf(video.ref),
        alt: 'a short clip',
        coverUrl: gatewayOf(video.thumb ?? ''),
      },
    ]);
    expect(await bytesAt(post?.media[0]?.url ?? '')).toEqual(mp4);
    const read = await rawGql<{
      post: {
        metadata: { __typename: string; video: { item: string; cover: string; type: string } };
      };
    }>(
      `query($id: PostId!) { post(request: { post: $id }) { ... on Post { metadata { __typename ... on VideoMetadata { video { item cover type } } } } } }`,
      { id: published.id },
    );
    expect(read.post.metadata).toEqual({
      __typename: 'VideoMetadata',
      video: {
        item: gatewayOf(video.ref),
        cover: gatewayOf(video.thumb ?? ''),
        type: 'VIDEO_MP_4',
      },
    });
    expect(await bytesAt(read.post.metadata.video.cover)).toEqual(still);
  });

  it('posts a GIF file as an image, and a provider’s GIF by its URL', async () => {
    const bytes = makeTestGif({ width: 32, height: 32, frames: 4 });
    const gif = value(
      await me.source.uploadMedia(
        {
          data: new Blob([bytes], { type: 'image/gif' }),
          mimeType: 'image/gif',
          name: 'a.gif',
          alt: 'a moving stripe',
        },
        signal(),
      ),
    );
    expect(gif).toMatchObject({ kind: 'gif', mimeType: 'image/gif' });
    const { prepared, published } = await publish(me.source, { text: 'gif', media: [gif] });
    expect(await metadataOf(prepared)).toMatchObject({
      mainContentFocus: 'IMAGE',
      image: { item: gif.ref, type: 'image/gif', altTag: 'a moving stripe' },
    });
    const post = value(await me.source.getPost(published.id, signal()));
    // Lens says GIF by the picture's type: the reading side shows it as a GIF.
    expect(post?.media).toEqual([{ kind: 'gif', url: gatewayOf(gif.ref), alt: 'a moving stripe' }]);
    expect(await bytesAt(post?.media[0]?.url ?? '')).toEqual(bytes);
    const type = await rawGql<{ post: { metadata: { image: { type: string } } } }>(
      `query($id: PostId!) { post(request: { post: $id }) { ... on Post { metadata { ... on ImageMetadata { image { type } } } } } }`,
      { id: published.id },
    );
    expect(type.post.metadata.image.type).toBe('GIF');

    const giphy = 'https://media.giphy.com/media/sandbox/giphy.gif';
    const picked = (
      await publish(me.source, {
        text: 'picked',
        media: [{ kind: 'gif', ref: giphy, mimeType: 'image/gif' }],
      })
    ).published;
    expect(value(await me.source.getPost(picked.id, signal()))?.media).toEqual([
      { kind: 'gif', url: giphy },
    ]);
  });
});
