import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { PublishPost } from '@/events/types/publishEvents';
import { ulid } from '@/domain/ulid';
import type { CreateFramePoll } from '@/sources/product/createFramePoll';
import { ok } from '@/domain/result';
import { drainPublishJobs } from '@/sync/publish/drainPublishJobs';
import { memoryPublishLog } from '../../support/memoryPublishLog';
import { newFarcasterAccount } from '../../support/sandboxAccounts';
import { sandbox } from '../sandbox/sandboxClient';

const castsSchema = z.object({
  messages: z.array(
    z.object({
      data: z.object({
        castAddBody: z
          .object({ text: z.string(), embeds: z.array(z.object({ url: z.string().optional() })) })
          .optional(),
      }),
    }),
  ),
});

/** Sends one post to a new Farcaster account through the outbox, and reads the cast from the hub. */
async function castOf(post: PublishPost, createFramePoll?: CreateFramePoll) {
  const s = sandbox();
  const account = await newFarcasterAccount(s);
  let clock = Date.now();
  const log = memoryPublishLog(() => clock);
  const intentId = ulid();
  await log.append({
    id: intentId,
    type: 'PublishRequested',
    aggregateId: intentId,
    payload: {
      kind: 'post',
      targets: [{ source: 'Farcaster', accountId: String(account.fid) }],
      posts: [post],
    },
  });
  for (let round = 0; round < 10; round++) {
    const result = await drainPublishJobs({
      ...log,
      sourceFor: async () => account.source,
      ...(createFramePoll ? { createFramePoll } : {}),
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
  const answer = await fetch(`${s.farcaster?.hub}/v1/castsByFid?fid=${account.fid}&pageSize=100`);
  const casts = castsSchema.parse(await answer.json()).messages;
  return casts.find((m) => m.data.castAddBody?.text.startsWith(post.text))?.data.castAddBody;
}

describe('a cast’s embeds, read back from the hub', () => {
  it('carry the poll’s frame URL (composer.md §4.4, §7.4), beside the link card', async () => {
    const frameUrl = `https://polycast.test/frames/polls/${ulid().toLowerCase()}`;
    const created: string[] = [];
    const createFramePoll: CreateFramePoll = async (_poll, key) => {
      created.push(key);
      return ok({ pollId: 'p1', frameUrl });
    };
    const text = `Which one? ${Date.now().toString(36)}`;
    const cast = await castOf(
      {
        text,
        linkEmbed: { url: 'https://example.com/read' },
        framePoll: {
          title: text,
          choices: ['A', 'B'],
          type: 'Single',
          durationSeconds: 3600,
          strategies: 'None',
          sources: ['Farcaster'],
        },
        pollSources: [],
        poll: { options: ['A', 'B'], durationMinutes: 60 },
      },
      createFramePoll,
    );
    expect(created).toHaveLength(1);
    // The frame's link still ends the text, and the frame is an embed clients draw.
    expect(cast?.text).toBe(`${text}\n${frameUrl}`);
    expect(cast?.embeds).toEqual([{ url: frameUrl }, { url: 'https://example.com/read' }]);
  });

  it('keep to 2: two GIFs and a link card leave the card out', async () => {
    const origin = new URL(sandbox().gifs?.search ?? '').origin;
    const gif = (id: string) => ({
      kind: 'gif' as const,
      ref: `${origin}/media/${id}/gif.gif`,
      mimeType: 'image/gif',
    });
    const text = `Two GIFs and a card ${Date.now().toString(36)}`;
    const cast = await castOf({
      text,
      media: { Farcaster: [gif('10000001'), gif('10000002')] },
      linkEmbed: { url: 'https://example.com/read' },
    });
    expect(cast?.embeds).toEqual([{ url: gif('10000001').ref }, { url: gif('10000002').ref }]);
  });
});
