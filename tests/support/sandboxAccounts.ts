import { AtpAgent } from '@atproto/api';
import { FarcasterNetwork, NobleEd25519Signer } from '@farcaster/core';
import { randomBytes } from 'node:crypto';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { addSignerKey } from '../../sandbox/farcaster/hubClient';
import type { SandboxManifest } from '../../sandbox/manifest';
import { createBskySource } from '@/sources/bsky/createBskySource';
import { signInToBluesky, type BskyStoredSession } from '@/sources/bsky/bskySession';
import { memoryCredentialStore } from '@/sources/credentialStore';
import {
  createFarcasterSource,
  type FarcasterCredentials,
} from '@/sources/farcaster/createFarcasterSource';
import type { SourceResult } from '@/domain/result';
import { groveMediaHost } from '@/sources/storage/groveStorage';
import { createXSource } from '@/sources/x/createXSource';
import { createLensSource } from '@/sources/lens/createLensSource';
import { signInToLens, type LensCredentials } from '@/sources/lens/lensSession';

/** The value of a result that must have succeeded. */
export function value<T>(result: SourceResult<T>): T {
  if (!result.ok) throw new Error(`${result.error.kind}: ${result.error.message}`);
  return result.value;
}

/** A fresh Bluesky account on the sandbox PDS, signed in through the adapter's own sign-in. */
export async function newBskyAccount(sandbox: SandboxManifest) {
  const name = `s${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const handle = `${name}.test`;
  await new AtpAgent({ service: sandbox.bsky.pds }).createAccount({
    handle,
    password: 'app-pass',
    email: `${name}@example.test`,
  });
  const store = memoryCredentialStore<BskyStoredSession>();
  const { did } = value(
    await signInToBluesky({
      service: sandbox.bsky.pds,
      identifier: handle,
      password: 'app-pass',
      store,
    }),
  );
  const source = createBskySource({
    service: sandbox.bsky.pds,
    did,
    store,
    video: sandbox.bsky.video,
    videoPollIntervalMs: 250,
  });
  return { did, handle, store, source };
}

/** A new Farcaster account: an fid with a custody wallet, and a signer key it approved. */
export async function newFarcasterAccount(sandbox: SandboxManifest, now?: () => number) {
  const hub = sandbox.farcaster?.hub ?? '';
  const fid = 100_000 + Math.floor(Math.random() * 1_000_000);
  const custody = privateKeyToAccount(generatePrivateKey());
  const registered = await fetch(`${hub}/v1/sandbox/fids`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fid, custody: custody.address, fname: `t${fid}` }),
  });
  if (!registered.ok) throw new Error(`fid registration: ${registered.status}`);
  const key = randomBytes(32);
  const signer = new NobleEd25519Signer(key);
  const approved = await addSignerKey(hub, fid, custody, custody.address, signer);
  if (!approved.ok) throw new Error(`signer approval: ${approved.status}`);
  const store = memoryCredentialStore<FarcasterCredentials>();
  await store.save(String(fid), { fid, signerPrivateKey: `0x${key.toString('hex')}` });
  const source = createFarcasterSource({
    hubUrl: hub,
    fid,
    network: FarcasterNetwork.DEVNET,
    store,
    media: groveMediaHost(sandbox.lens?.storage ?? ''),
    ...(now ? { now } : {}),
  });
  return { fid, store, source, custody, signer };
}

/** A browser's cookies for one site, as far as these tests need them (name=value, no paths). */
export function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    take(answer: Response) {
      for (const line of answer.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const at = pair.indexOf('=');
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
        if (expired || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
    },
  };
}

/**
 * Connects an X account through the product server's OAuth 2.0 PKCE flow, as
 * a browser does: the sign-in begun (with the Polycast `session` when given,
 * else it signs in to a Polycast account), X's consent, the callback with the
 * browser's cookie, and, without a session, collecting the account's session.
 */
export async function connectXAccount(
  sandbox: SandboxManifest,
  username: string,
  product = sandbox.product.api,
  session?: string,
) {
  const jar = cookieJar();
  const started = await fetch(`${product}/api/x/oauth/start`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(session ? { Authorization: `Bearer ${session}` } : {}),
    },
    body: JSON.stringify({ returnTo: '/settings', loginHint: username }),
  });
  jar.take(started);
  if (!started.ok) throw new Error(`X sign-in did not start: ${started.status}`);
  const { data } = (await started.json()) as { data: { authorizeUrl: string } };
  // X consents (the stand-in at once for the hinted user) and sends the browser back.
  const consented = await fetch(data.authorizeUrl, { redirect: 'manual' });
  const callback = new URL(consented.headers.get('location') ?? '', data.authorizeUrl);
  const answered = await fetch(callback, {
    redirect: 'manual',
    headers: { Cookie: jar.header() },
  });
  jar.take(answered);
  const back = new URL(answered.headers.get('location') ?? '', callback);
  const accountId = back.searchParams.get('x_connected') ?? '';
  if (back.pathname !== '/settings' || !/^\d+$/.test(accountId)) {
    throw new Error(`X sign-in did not come back connected: ${answered.status} ${back.toString()}`);
  }
  let token = session;
  let polycastAccountId: string | undefined;
  if (back.searchParams.get('x_session') === 'ready') {
    const collected = await fetch(`${product}/api/x/oauth/session`, {
      method: 'POST',
      headers: { Cookie: jar.header() },
    });
    const body = (await collected.json()) as { data: { accountId: string; sessionToken: string } };
    token = body.data.sessionToken;
    polycastAccountId = body.data.accountId;
  }
  const sessionToken = token ?? '';
  return {
    accountId,
    session: sessionToken,
    polycastAccountId,
    source: createXSource({ apiBase: product, session: async () => sessionToken, accountId }),
  };
}

/** Signs in to a seeded Lens account owned by one of the funded dev wallets. */
export async function signInLensAccount(
  sandbox: SandboxManifest,
  localName: string,
  walletIndex: number,
) {
  const lens = sandbox.lens;
  if (!lens) throw new Error('no Lens in the sandbox');
  const wallet = privateKeyToAccount(
    sandbox.evm.accounts[walletIndex]?.privateKey as `0x${string}`,
  );
  const lookup = await fetch(lens.api, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      query: 'query($n: String!) { account(request: { username: { localName: $n } }) { address } }',
      variables: { n: localName },
    }),
  });
  const account = ((await lookup.json()) as { data: { account: { address: string } } }).data.account
    .address;
  const store = memoryCredentialStore<LensCredentials>();
  value(
    await signInToLens({
      api: lens.api,
      account,
      owner: wallet.address,
      sign: (text) => wallet.signMessage({ message: text }),
      store,
      signal: AbortSignal.timeout(10_000),
    }),
  );
  return {
    account,
    store,
    source: createLensSource({ api: lens.api, storage: lens.storage, account, store }),
  };
}
