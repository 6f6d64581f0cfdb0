import { randomBytes } from 'node:crypto';
import { readFileSync, existsSync } from 'node:fs';
import { AtpAgent } from '@atproto/api';
import Database from 'better-sqlite3';
import { NobleEd25519Signer } from '@farcaster/core';
import { removeSignerKey } from '../../../sandbox/farcaster/hubClient';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchNetworkEndpoints,
  type NetworkEndpoints,
} from '@/features/accounts/runtime/networkEndpoints';
import { delegationApi, type DelegationApi } from '@/features/schedule/runtime/delegationApi';
import {
  BSKY_APP_PASSWORD_REFUSED,
  handOverBluesky,
  revokeBlueskyAppPassword,
} from '@/features/schedule/runtime/handOverBluesky';
import { handOverFarcaster } from '@/features/schedule/runtime/handOverFarcaster';
import { handOverLens } from '@/features/schedule/runtime/handOverLens';
import { localWallet, type SigningWallet } from '@/features/accounts/runtime/localWallet';
import type { ConnectedAccount } from '@/events/types/accountEvents';
import type { PublishTarget } from '@/events/types/publishEvents';
import { bskyAppPasswordName } from '@/domain/schedule/delegationContract';
import type { Source } from '@/sources/source';
import { signInToBluesky, type BskyStoredSession } from '@/sources/bsky/bskySession';
import { memoryCredentialStore } from '@/sources/credentialStore';
import { createSecretBox } from '../../../server/storage/secretBox';
import {
  connectXAccount,
  newBskyAccount,
  newFarcasterAccount,
  signInLensAccount,
  value,
} from '../../support/sandboxAccounts';
import { provenSignUp } from '../../support/provenSignUp';
import { startComposerServer, type ComposerTestServer } from '../composerServer/composerServerKit';
import { sandbox } from '../sandbox/sandboxClient';

const secretKey = randomBytes(32);
const box = createSecretBox(secretKey);
const signal = () => AbortSignal.timeout(20_000);

/** Everything the server printed while the tests ran: no secret may be in it. */
const printed: string[] = [];
const originals = {
  out: process.stdout.write.bind(process.stdout),
  err: process.stderr.write.bind(process.stderr),
};

let server: ComposerTestServer;
let endpoints: NetworkEndpoints;
let accountId: string;
let session: string;
let api: DelegationApi;
/** Secrets handed over or made, checked against the database file at the end. */
const secrets: string[] = [];

beforeAll(async () => {
  process.stdout.write = ((chunk: unknown, ...rest: never[]) => {
    printed.push(String(chunk));
    return originals.out(chunk as string, ...rest);
  }) as typeof process.stdout.write;
  process.stderr.write = ((chunk: unknown, ...rest: never[]) => {
    printed.push(String(chunk));
    return originals.err(chunk as string, ...rest);
  }) as typeof process.stderr.write;
  server = await startComposerServer({ secretKey });
  endpoints = await fetchNetworkEndpoints(server.url);
  const signedUp = await provenSignUp(sandbox(), server.url);
  accountId = signedUp.accountId;
  session = signedUp.token;
  api = delegationApi(server.url, session);
});

afterAll(async () => {
  process.stdout.write = originals.out;
  process.stderr.write = originals.err;
  await server.close();
});

const connected = (source: ConnectedAccount['source'], id: string, handle: string) =>
  ({ source, accountId: id, handle, displayName: handle, via: 'signIn' }) as const;

const unique = (text: string) => `${text} ${randomBytes(4).toString('hex')}`;

/** Publishes through the server's delegated adapter, then reads the post back. */
async function publishAndReadBack(target: PublishTarget, text: string) {
  expect(server.delegations.has(accountId, target)).toBe(true);
  const source = (await server.delegations.sourceFor(accountId, target)) as Source;
  expect(source?.source).toBe(target.source);
  const prepared = value(await source.prepare({ text, media: [] }, `k-${unique('')}`, signal()));
  const published = value(await source.publish(prepared, signal()));
  // Bluesky's reads come from the AppView, a moment after the PDS has the post.
  await expect
    .poll(async () => value(await source.getPost(published.id, signal()))?.text, {
      timeout: 5000,
      interval: 50,
    })
    .toBe(text);
  return published;
}

const databasePath = () =>
  server.query<{ file: string }>("SELECT file FROM pragma_database_list WHERE name = 'main'")[0]
    ?.file ?? '';

async function listed() {
  const answer = await api.list();
  if (!answer.ok) throw new Error(answer.message);
  return answer.value;
}

async function revoke(target: PublishTarget) {
  const revoked = await api.revoke(target.source, target.accountId);
  expect(revoked.ok).toBe(true);
  expect(server.delegations.has(accountId, target)).toBe(false);
  expect(await server.delegations.sourceFor(accountId, target)).toBeUndefined();
  expect((await listed()).some((d) => d.platformUserId === target.accountId)).toBe(false);
}

describe('delegation: the server posts for an account with what it handed over (issue 7)', () => {
  it('refuses without the product session', async () => {
    const answer = await fetch(`${server.url}/api/delegations`);
    expect(answer.status).toBe(401);
  });

  it('Farcaster: a key the server made, approved by the custody wallet, checked on the hub', async () => {
    const fc = await newFarcasterAccount(sandbox());
    const wallet: SigningWallet = {
      address: fc.custody.address,
      account: async () => fc.custody,
      signMessage: (text) => fc.custody.signMessage({ message: text }),
    };
    const target = { source: 'Farcaster', accountId: String(fc.fid) } as const;
    // Not approved yet: the hub does not know the key, so it is not live.
    const key = await api.farcasterKey(fc.fid, `t${fc.fid}`);
    if (!key.ok) throw new Error(key.message);
    expect(key.value.live).toBe(false);
    const early = await api.farcasterConfirm(fc.fid);
    expect(early).toMatchObject({ ok: false, message: expect.stringContaining('does not know') });
    expect(server.delegations.has(accountId, target)).toBe(false);

    const handed = await handOverFarcaster({
      api,
      account: connected('Farcaster', String(fc.fid), `t${fc.fid}`),
      endpoints,
      wallet,
    });
    expect(handed).toEqual({ ok: true, value: undefined });
    const hub = await fetch(
      `${endpoints.farcaster.hub}/v1/onChainSignersByFid?fid=${fc.fid}&signer=${key.value.publicKey}`,
    );
    expect(hub.status).toBe(200);
    expect((await listed()).find((d) => d.platform === 'Farcaster')).toMatchObject({
      platformUserId: String(fc.fid),
      handle: `t${fc.fid}`,
    });

    const published = await publishAndReadBack(target, unique('scheduled cast'));
    expect(published.id).toMatch(new RegExp(`^${fc.fid}:0x`));
    // The cast is signed by the server's key, not the device's.
    const cast = (await (
      await fetch(
        `${endpoints.farcaster.hub}/v1/castById?fid=${fc.fid}&hash=${published.id.split(':')[1]}`,
      )
    ).json()) as { signer: string };
    expect(cast.signer.toLowerCase()).toBe(key.value.publicKey);

    const sealed = server.query<{ sealed_secret: string }>(
      "SELECT sealed_secret FROM delegations WHERE platform = 'Farcaster'",
    );
    const opened = JSON.parse(box.open(sealed[0]?.sealed_secret ?? '')) as {
      signerPrivateKey: string;
    };
    secrets.push(opened.signerPrivateKey, opened.signerPrivateKey.slice(2));

    // The key removed on-chain from elsewhere: handed over again, the server makes a new one.
    const removedOnChain = await removeSignerKey(
      endpoints.farcaster.hub,
      fc.fid,
      fc.custody,
      new NobleEd25519Signer(Buffer.from(opened.signerPrivateKey.slice(2), 'hex')),
    );
    expect(removedOnChain.status).toBe(200);
    const again = await handOverFarcaster({
      api,
      account: connected('Farcaster', String(fc.fid), `t${fc.fid}`),
      endpoints,
      wallet,
    });
    expect(again).toEqual({ ok: true, value: undefined });
    const renewedKey = await api.farcasterKey(fc.fid, `t${fc.fid}`);
    expect(renewedKey.ok && renewedKey.value).toMatchObject({ live: true });
    expect(renewedKey.ok && renewedKey.value.publicKey).not.toBe(key.value.publicKey);
    await publishAndReadBack(target, unique('with the new key'));

    await revoke(target);
  });

  it('Bluesky: an app password made with the device session; the server signs in with it', async () => {
    const bsky = await newBskyAccount(sandbox());
    const target = { source: 'Bsky', accountId: bsky.did } as const;
    const handed = await handOverBluesky({
      api,
      account: connected('Bsky', bsky.did, bsky.handle),
      endpoints,
      store: bsky.store,
      appPasswordName: bskyAppPasswordName(accountId),
    });
    expect(handed).toEqual({ ok: true, value: undefined });
    // The PDS lists the app password Polycast made.
    const owner = new AtpAgent({ service: endpoints.bsky.service });
    await owner.login({ identifier: bsky.handle, password: 'app-pass' });
    const passwords = await owner.com.atproto.server.listAppPasswords();
    expect(passwords.data.passwords.map((p) => p.name)).toContain(bskyAppPasswordName(accountId));
    // Handed over again (a second device, say): the old app password makes way for a new one.
    const again = await handOverBluesky({
      api,
      account: connected('Bsky', bsky.did, bsky.handle),
      endpoints,
      store: bsky.store,
      appPasswordName: bskyAppPasswordName(accountId),
    });
    expect(again).toEqual({ ok: true, value: undefined });
    const after = await owner.com.atproto.server.listAppPasswords();
    expect(
      after.data.passwords.filter((p) => p.name === bskyAppPasswordName(accountId)),
    ).toHaveLength(1);

    await publishAndReadBack(target, unique('scheduled skeet'));
    const sealed = server.query<{ sealed_secret: string }>(
      "SELECT sealed_secret FROM delegations WHERE platform = 'Bsky'",
    );
    const opened = JSON.parse(box.open(sealed[0]?.sealed_secret ?? '')) as {
      appPassword: string;
      session: { session: { accessJwt: string; refreshJwt: string } };
    };
    secrets.push(
      opened.appPassword,
      opened.session.session.accessJwt,
      opened.session.session.refreshJwt,
    );

    // A session the PDS refuses (after a restart, say) is made again from the app password.
    const writer = new Database(databasePath());
    const broken = {
      ...opened,
      session: {
        ...opened.session,
        session: { ...opened.session.session, accessJwt: 'x.y.z', refreshJwt: 'x.y.z' },
      },
    };
    writer
      .prepare("UPDATE delegations SET sealed_secret = ? WHERE platform = 'Bsky'")
      .run(box.seal(JSON.stringify(broken)));
    writer.close();
    server.delegations.changed(accountId, 'Bsky', bsky.did);
    await publishAndReadBack(target, unique('after a new session'));
    const renewed = JSON.parse(
      box.open(
        server.query<{ sealed_secret: string }>(
          "SELECT sealed_secret FROM delegations WHERE platform = 'Bsky'",
        )[0]?.sealed_secret ?? '',
      ),
    ) as typeof opened;
    expect(renewed.session.session.refreshJwt).not.toBe('x.y.z');
    secrets.push(renewed.session.session.accessJwt, renewed.session.session.refreshJwt);

    // Revoked: the server forgets it and ends its session; the app password goes with the device's session.
    await revoke(target);
    const ended = await new AtpAgent({ service: endpoints.bsky.service }).com.atproto.server
      .refreshSession(undefined, {
        headers: { authorization: `Bearer ${renewed.session.session.refreshJwt}` },
      })
      .then(() => 'refreshed')
      .catch(() => 'refused');
    expect(ended).toBe('refused');
    expect(
      await revokeBlueskyAppPassword({
        account: { accountId: bsky.did },
        endpoints,
        store: bsky.store,
        appPasswordName: bskyAppPasswordName(accountId),
      }),
    ).toBe(true);
    const refused = await new AtpAgent({ service: endpoints.bsky.service })
      .login({ identifier: bsky.did, password: opened.appPassword })
      .then(() => 'signed in')
      .catch(() => 'refused');
    expect(refused).toBe('refused');
  });

  it('Bluesky: a device signed in with an app password is told to sign in with the account password', async () => {
    const bsky = await newBskyAccount(sandbox());
    const owner = new AtpAgent({ service: endpoints.bsky.service });
    await owner.login({ identifier: bsky.handle, password: 'app-pass' });
    const { password } = (await owner.com.atproto.server.createAppPassword({ name: 'phone' })).data;
    const store = memoryCredentialStore<BskyStoredSession>();
    value(
      await signInToBluesky({
        service: endpoints.bsky.service,
        identifier: bsky.did,
        password,
        store,
      }),
    );
    const handed = await handOverBluesky({
      api,
      account: connected('Bsky', bsky.did, bsky.handle),
      endpoints,
      store,
      appPasswordName: bskyAppPasswordName(accountId),
    });
    expect(handed).toEqual({ ok: false, message: BSKY_APP_PASSWORD_REFUSED });
    expect(server.delegations.has(accountId, { source: 'Bsky', accountId: bsky.did })).toBe(false);
  });

  it('Lens: a second sign-in for the server; the device keeps its own session', async () => {
    const device = await signInLensAccount(sandbox(), 'mint_maker', 3);
    const key = sandbox().evm.accounts[3]?.privateKey ?? '';
    const { privateKeyToAccount } = await import('viem/accounts');
    const wallet = localWallet(privateKeyToAccount(key as `0x${string}`).address, key);
    const target = { source: 'Lens', accountId: device.account } as const;
    const handed = await handOverLens({
      api,
      account: connected('Lens', device.account, 'mint_maker'),
      endpoints,
      wallet,
    });
    expect(handed).toEqual({ ok: true, value: undefined });

    await publishAndReadBack(target, unique('scheduled lens post'));
    // The device's own session still works after the server's refresh.
    const own = value(
      await device.source.prepare(
        { text: unique('from the device'), media: [] },
        unique('d'),
        signal(),
      ),
    );
    value(await device.source.publish(own, signal()));

    const sealed = server.query<{ sealed_secret: string }>(
      "SELECT sealed_secret FROM delegations WHERE platform = 'Lens'",
    );
    const opened = JSON.parse(box.open(sealed[0]?.sealed_secret ?? '')) as {
      accessToken: string;
      refreshToken: string;
    };
    secrets.push(opened.accessToken, opened.refreshToken);
    await revoke(target);
  });

  it('X: consent for the X sign-in the server already holds for the account, and no other', async () => {
    // Another Polycast account signed in to this X account: this one cannot lend it out.
    const elsewhere = await connectXAccount(sandbox(), 'validator_vic', server.url);
    expect(elsewhere.polycastAccountId).not.toBe(accountId);
    const refused = await api.x({ xUserId: elsewhere.accountId });
    expect(refused).toEqual({ ok: false, message: 'Sign in to X first.' });
    const x = await connectXAccount(sandbox(), 'validator_vic', server.url, session);
    const target = { source: 'Twitter', accountId: x.accountId } as const;
    const handed = await api.x({ xUserId: x.accountId });
    expect(handed.ok).toBe(true);
    expect((await listed()).find((d) => d.platform === 'Twitter')?.handle).toBe('validator_vic');
    await publishAndReadBack(target, unique('scheduled tweet'));
    // X disconnected (its tokens deleted on the server): the delegation cannot post.
    const disconnected = await fetch(`${server.url}/api/x/accounts/${x.accountId}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${session}` },
    });
    expect(disconnected.status).toBe(204);
    expect(server.delegations.has(accountId, target)).toBe(false);
    expect(await server.delegations.sourceFor(accountId, target)).toBeUndefined();
    expect((await listed()).some((d) => d.platform === 'Twitter')).toBe(false);
    await revoke(target);
  });

  it('keeps every secret sealed: not in the database files in clear, not in the output', () => {
    expect(secrets.length).toBeGreaterThanOrEqual(7);
    const path = databasePath();
    const files = [path, `${path}-wal`].flatMap((file) =>
      file && existsSync(file) ? [readFileSync(file).toString('latin1')] : [],
    );
    // The files are read right: what is kept in clear (the account's id) is found.
    expect(files.some((file) => file.includes(accountId))).toBe(true);
    const output = printed.join('');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      for (const file of files) expect(file.includes(secret)).toBe(false);
      expect(output.includes(secret)).toBe(false);
    }
  });
});
