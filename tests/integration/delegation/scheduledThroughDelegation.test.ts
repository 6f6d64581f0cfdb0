import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import {
  fetchNetworkEndpoints,
  type NetworkEndpoints,
} from '@/features/accounts/runtime/networkEndpoints';
import { delegationApi, type DelegationApi } from '@/features/schedule/runtime/delegationApi';
import { handOverBluesky } from '@/features/schedule/runtime/handOverBluesky';
import { handOverFarcaster } from '@/features/schedule/runtime/handOverFarcaster';
import { handOverLens } from '@/features/schedule/runtime/handOverLens';
import type { PostSource } from '@/domain/networks';
import { localWallet } from '@/features/accounts/runtime/localWallet';
import type { PublishTarget } from '@/events/types/publishEvents';
import { scheduleHistoryAnswerSchema } from '@/domain/schedule/scheduleContract';
import { bskyAppPasswordName } from '@/domain/schedule/delegationContract';
import type { Source } from '@/sources/source';
import {
  connectXAccount,
  newBskyAccount,
  newFarcasterAccount,
  signInLensAccount,
} from '../../support/sandboxAccounts';
import { startComposerServer, type ComposerTestServer } from '../composerServer/composerServerKit';
import { provenSignUp } from '../../support/provenSignUp';
import { sandbox } from '../sandbox/sandboxClient';
import { createSecretBox } from '../../../server/storage/secretBox';
import { minutesAfter, scheduledThread } from '../schedule/schedulePayloadsKit';

let server: ComposerTestServer;
let token: string;
let api: DelegationApi;
let endpoints: NetworkEndpoints;
const targets: PublishTarget[] = [];
/** Each network's adapter as the device has it: to read back what the server published. */
const readers = {} as Record<PostSource, Source>;
let farcasterKey = '';
let bskyStore: Awaited<ReturnType<typeof newBskyAccount>>['store'];

const SECRET_FIELDS = new Set([
  'signerPrivateKey',
  'appPassword',
  'accessJwt',
  'refreshJwt',
  'accessToken',
  'refreshToken',
  'viewerId',
]);
/** The secret fields' values anywhere inside a delegation's opened secret. */
const secretsIn = (value: unknown): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) =>
        typeof inner === 'string' ? (SECRET_FIELDS.has(key) ? [inner] : []) : secretsIn(inner),
      )
    : [];

const account = (source: PostSource, id: string, handle: string) =>
  ({ source, accountId: id, handle, displayName: handle, via: 'signIn' }) as const;

const secretKey = randomBytes(32);
/** What the process printed while the server dispatched: no delegated secret may be in it. */
const printed: string[] = [];
const write = { out: process.stdout.write, err: process.stderr.write };

beforeAll(async () => {
  for (const stream of [process.stdout, process.stderr]) {
    const original = stream.write.bind(stream);
    stream.write = ((chunk: unknown, ...rest: never[]) => {
      printed.push(String(chunk));
      return original(chunk as string, ...rest);
    }) as typeof stream.write;
  }
  server = await startComposerServer({ secretKey });
  endpoints = await fetchNetworkEndpoints(server.url);
  token = (await provenSignUp(sandbox(), server.url)).token;
  api = delegationApi(server.url, token);

  const fc = await newFarcasterAccount(sandbox());
  const bsky = await newBskyAccount(sandbox());
  const lens = await signInLensAccount(sandbox(), 'mint_maker', 3);
  const x = await connectXAccount(sandbox(), 'validator_vic', server.url, token);
  targets.push(
    { source: 'Farcaster', accountId: String(fc.fid) },
    { source: 'Bsky', accountId: bsky.did },
    { source: 'Lens', accountId: lens.account },
    { source: 'Twitter', accountId: x.accountId },
  );
  Object.assign(readers, {
    Farcaster: fc.source,
    Bsky: bsky.source,
    Lens: lens.source,
    Twitter: x.source,
  });
  const custody = {
    address: fc.custody.address,
    account: async () => fc.custody,
    signMessage: (text: string) => fc.custody.signMessage({ message: text }),
  };
  const key = await api.farcasterKey(fc.fid, `t${fc.fid}`);
  if (!key.ok) throw new Error(key.message);
  farcasterKey = key.value.publicKey;
  const lensKey = sandbox().evm.accounts[3]?.privateKey ?? '';
  const lensWallet = localWallet(privateKeyToAccount(lensKey as `0x${string}`).address, lensKey);
  for (const handed of [
    await handOverFarcaster({
      api,
      account: account('Farcaster', String(fc.fid), `t${fc.fid}`),
      endpoints,
      wallet: custody,
    }),
    await handOverLens({
      api,
      account: account('Lens', lens.account, 'mint_maker'),
      endpoints,
      wallet: lensWallet,
    }),
    await api.x({ xUserId: x.accountId }),
  ]) {
    if (!handed.ok) throw new Error(handed.message);
  }
  // Bluesky is handed over in the test, after its refusal.
  bskyStore = bsky.store;
}, 60_000);

afterAll(async () => {
  process.stdout.write = write.out;
  process.stderr.write = write.err;
  await server.close();
});

const history = async () => {
  const answer = await server.call('POST', '/v3/post/schedule/history', {
    token,
    body: { cursor: null, size: 20, status: 'Pending,Failed,Success' },
  });
  return scheduleHistoryAnswerSchema.parse(answer.body).data.posts;
};

describe('a scheduled thread is published by the server with what the account delegated', () => {
  it('refused before consent; after it, published on all four networks in order at its minute', async () => {
    const texts = [`later ${randomUUID().slice(0, 8)}`, 'and its reply'];
    const body = async () => ({
      scheduleTime: minutesAfter(server.schedule.clock.now(), 5),
      posts: await scheduledThread(targets, texts),
      display_info: { content: texts[0], media_type: ['Text'] },
      ua_type: 'web',
      groupId: randomUUID(),
    });
    // Bluesky not allowed yet: the schedule API refuses in §8's words.
    const refused = await server.call('POST', '/v3/post/schedule', { token, body: await body() });
    expect(refused.status).toBe(400);
    expect((refused.body as { message: string }).message).toBe(
      'Allow Polycast to post on Bluesky for you first.',
    );
    const bsky = targets.find((t) => t.source === 'Bsky');
    const handed = await handOverBluesky({
      api,
      account: account('Bsky', bsky?.accountId ?? '', 'b.test'),
      endpoints,
      store: bskyStore,
      appPasswordName: bskyAppPasswordName('scheduled'),
    });
    expect(handed.ok).toBe(true);

    const request = await body();
    const created = await server.call('POST', '/v3/post/schedule', { token, body: request });
    expect(created.status).toBe(201);
    const taskId = (created.body as { data: { taskId: string } }).data.taskId;
    server.schedule.clock.advance(Date.parse(request.scheduleTime) - server.schedule.clock.now());

    await expect
      .poll(async () => (await history()).find((t) => t.task_uuid === taskId)?.status, {
        timeout: 45_000,
        interval: 200,
      })
      .toBe('Success');
    const task = (await history()).find((t) => t.task_uuid === taskId);
    expect(task?.relation.map((r) => [r.platform, r.status, r.post_ids?.length]).sort()).toEqual(
      targets.map((t) => [t.source, 'Success', 2]).sort(),
    );
    for (const relation of task?.relation ?? []) {
      const reader = readers[relation.platform];
      const [first, second] = relation.post_ids ?? [];
      await expect
        .poll(
          async () => {
            const one = await reader.getPost(first ?? '', AbortSignal.timeout(10_000));
            const two = await reader.getPost(second ?? '', AbortSignal.timeout(10_000));
            return [
              relation.platform,
              one.ok && one.value?.text,
              two.ok && two.value?.text,
              two.ok && two.value?.replyTo,
            ];
          },
          { timeout: 15_000 },
        )
        .toEqual([relation.platform, texts[0], texts[1], first]);
    }
    // Farcaster's casts are signed by the server's own key.
    const farcaster = task?.relation.find((r) => r.platform === 'Farcaster');
    const [fid, hash] = (farcaster?.post_ids?.[0] ?? '').split(':');
    const cast = (await (
      await fetch(`${endpoints.farcaster.hub}/v1/castById?fid=${fid}&hash=${hash}`)
    ).json()) as { signer: string };
    expect(cast.signer.toLowerCase()).toBe(farcasterKey);

    // Nothing the server holds for the account reached its output while it published.
    const box = createSecretBox(secretKey);
    const secrets = server
      .query<{ sealed_secret: string }>('SELECT sealed_secret FROM delegations')
      .flatMap((row) => secretsIn(JSON.parse(box.open(row.sealed_secret))));
    expect(secrets.length).toBeGreaterThanOrEqual(6);
    const output = printed.join('');
    for (const secret of secrets) expect(output.includes(secret)).toBe(false);
  }, 120_000);
});
