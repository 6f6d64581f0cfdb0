import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ulid } from '@/domain/ulid';
import { linkPictureFetcher } from '@/sources/product/fetchLinkPicture';
import { drainPublishJobs } from '@/sync/publish/drainPublishJobs';
import { memoryPublishLog } from '../../support/memoryPublishLog';
import { newBskyAccount } from '../../support/sandboxAccounts';
import { sandbox } from '../sandbox/sandboxClient';

const ogSchema = z.object({
  data: z.object({
    og: z.object({
      url: z.string(),
      title: z.string(),
      description: z.string(),
      image: z.string(),
    }),
  }),
});
const recordSchema = z.object({
  value: z.object({
    embed: z.object({
      $type: z.literal('app.bsky.embed.external'),
      external: z.object({
        uri: z.string(),
        title: z.string(),
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

/** Publishes one post with a link card to Bluesky through the sync engine; answers its record. */
async function publishCard(
  user: Awaited<ReturnType<typeof newBskyAccount>>,
  linkEmbed: { url: string; title: string; description?: string; image?: string },
) {
  const s = sandbox();
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
      posts: [{ text: `Worth a read ${linkEmbed.url}`, linkEmbed }],
    },
  });
  // The product server the sandbox runs, as the app's outbox reaches it.
  const fetchLinkPicture = linkPictureFetcher(s.product.api);
  for (let round = 0; round < 10; round++) {
    const result = await drainPublishJobs({
      ...log,
      sourceFor: async () => user.source,
      fetchLinkPicture,
      now: () => clock,
      executor: 'integration',
      signal: new AbortController().signal,
      callTimeoutMs: 20_000,
    });
    if (result.nextWakeAt === undefined) break;
    clock = Math.max(clock, result.nextWakeAt);
  }
  const published = Object.values((await log.state()).jobs).find((j) => j.intentId === intentId);
  expect(published?.status).toBe('succeeded');
  const rkey = published?.postId?.split('/').pop() ?? '';
  const query = new URLSearchParams({ repo: user.did, collection: 'app.bsky.feed.post', rkey });
  const answer = await fetch(`${s.bsky.pds}/xrpc/com.atproto.repo.getRecord?${query}`);
  expect(answer.status).toBe(200);
  return { record: recordSchema.parse(await answer.json()).value, log };
}

describe("a Bluesky link card's picture, through the product server's image proxy", () => {
  it('uploads the og:image as a blob and references it as the card’s thumb', async () => {
    const s = sandbox();
    const web = s.web?.url ?? '';
    expect(web).not.toBe('');
    const user = await newBskyAccount(s);
    // The card as the composer gets it: the sandbox page's Open Graph data through /oembed.
    const link = `${web}/articles/compose-once`;
    const preview = await fetch(`${s.product.api}/oembed?link=${encodeURIComponent(link)}`);
    const { og } = ogSchema.parse(await preview.json()).data;

    const { record, log } = await publishCard(user, {
      url: og.url,
      title: og.title,
      description: og.description,
      image: og.image,
    });

    const { external } = record.embed;
    expect(external).toMatchObject({ uri: link, title: 'Compose once, post everywhere' });
    const picture = await bytesOf(await fetch(og.image));
    expect(external.thumb).toMatchObject({ mimeType: 'image/png', size: picture.length });
    const blob = await fetch(
      `${s.bsky.pds}/xrpc/com.atproto.sync.getBlob?${new URLSearchParams({
        did: user.did,
        cid: external.thumb?.ref.$link ?? '',
      })}`,
    );
    expect(blob.status).toBe(200);
    expect(await bytesOf(blob)).toEqual(picture);
    // Uploaded once, logged as the job's upload (a ref, never the bytes).
    const uploads = log.events.filter((e) => e.type === 'MediaUploaded');
    expect(uploads).toHaveLength(1);
    expect(JSON.stringify(uploads[0]?.payload).length).toBeLessThan(1000);
  });

  it('posts the card without a picture the proxy refuses, and logs why', async () => {
    const s = sandbox();
    const web = s.web?.url ?? '';
    const user = await newBskyAccount(s);
    const image = `${web}/sandbox/big-picture.png`;
    const { record, log } = await publishCard(user, {
      url: `${web}/articles/red-packets`,
      title: 'Red packets',
      image,
    });
    expect(record.embed.external.title).toBe('Red packets');
    expect(record.embed.external.thumb).toBeUndefined();
    const skipped = log.events.flatMap((e) => (e.type === 'MediaUploadSkipped' ? [e.payload] : []));
    expect(skipped).toEqual([
      {
        jobId: expect.stringContaining(':Bsky:0'),
        mediaId: 'link-picture:0',
        reason: `Failed to download file from ${image}: 413`,
        detail: 'The picture is larger than 1,000,000 bytes',
        retryable: false,
      },
    ]);
  });
});
