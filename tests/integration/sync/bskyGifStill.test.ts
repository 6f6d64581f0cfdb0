import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ulid } from '@/domain/ulid';
import { createBskySource } from '@/sources/bsky/createBskySource';
import { linkPictureFetcher } from '@/sources/product/fetchLinkPicture';
import { drainPublishJobs } from '@/sync/publish/drainPublishJobs';
import { memoryPublishLog } from '../../support/memoryPublishLog';
import { newBskyAccount } from '../../support/sandboxAccounts';
import { sandbox } from '../sandbox/sandboxClient';

const recordSchema = z.object({
  value: z.object({
    embed: z.object({
      $type: z.literal('app.bsky.embed.external'),
      external: z.object({
        uri: z.string(),
        thumb: z.optional(
          z.object({
            ref: z.object({ $link: z.string() }),
            mimeType: z.string(),
            size: z.number(),
          }),
        ),
      }),
    }),
  }),
});

const bytesOf = async (answer: Response) => new Uint8Array(await answer.arrayBuffer());

describe("a provider GIF's Bluesky link card", () => {
  it('gets the GIF’s still as its thumb, uploaded once through the image proxy', async () => {
    const s = sandbox();
    const origin = new URL(s.gifs?.search ?? '').origin;
    const user = await newBskyAccount(s);
    // The Bluesky source as the app makes it: the sandbox's provider counts as Tenor.
    const source = createBskySource({
      service: s.bsky.pds,
      did: user.did,
      store: user.store,
      video: s.bsky.video,
      gifProviderHosts: [new URL(origin).host],
    });
    // A GIF as the composer hands it over (publishRequestFor): the provider's URL and its still.
    const gif = `${origin}/media/10000001/gif.gif`;
    const still = `${origin}/media/10000001/preview.png`;
    let clock = Date.now();
    const log = memoryPublishLog(() => clock);
    const intentId = ulid();
    await log.append({
      id: intentId,
      type: 'PublishRequested',
      aggregateId: intentId,
      payload: {
        kind: 'post',
        targets: [{ source: 'Bsky', accountId: user.did }],
        posts: [
          {
            text: `A GIF with its still ${Date.now().toString(36)}`,
            media: {
              Bsky: [
                {
                  kind: 'gif',
                  ref: gif,
                  mimeType: 'image/gif',
                  alt: 'Dancing cat',
                  width: 498,
                  height: 280,
                  still,
                },
              ],
            },
          },
        ],
      },
    });
    for (let round = 0; round < 10; round++) {
      const result = await drainPublishJobs({
        ...log,
        sourceFor: async () => source,
        fetchLinkPicture: linkPictureFetcher(s.product.api),
        now: () => clock,
        executor: 'integration',
        signal: new AbortController().signal,
        callTimeoutMs: 20_000,
      });
      if (result.nextWakeAt === undefined) break;
      clock = Math.max(clock, result.nextWakeAt);
    }
    const job = Object.values((await log.state()).jobs).find((j) => j.intentId === intentId);
    expect(job?.status).toBe('succeeded');
    const rkey = job?.postId?.split('/').pop() ?? '';
    const query = new URLSearchParams({ repo: user.did, collection: 'app.bsky.feed.post', rkey });
    const answer = await fetch(`${s.bsky.pds}/xrpc/com.atproto.repo.getRecord?${query}`);
    expect(answer.status).toBe(200);
    const { external } = recordSchema.parse(await answer.json()).value.embed;

    expect(external.uri).toBe(`${gif}?hh=280&ww=498`);
    const picture = await bytesOf(await fetch(still));
    expect(external.thumb).toMatchObject({ mimeType: 'image/png', size: picture.length });
    const blob = await fetch(
      `${s.bsky.pds}/xrpc/com.atproto.sync.getBlob?${new URLSearchParams({
        did: user.did,
        cid: external.thumb?.ref.$link ?? '',
      })}`,
    );
    expect(await bytesOf(blob)).toEqual(picture);
    // Uploaded once, logged as the job's upload.
    const uploads = log.events.flatMap((e) => (e.type === 'MediaUploaded' ? [e.payload] : []));
    expect(uploads.map((u) => u.mediaId)).toEqual(['gif-still:0:0']);
  });
});
