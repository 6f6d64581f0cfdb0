import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  productAccountApi,
  type ProvenProfile,
} from '@/features/accounts/runtime/productAccountApi';
import { memoryCredentialStore } from '@/sources/credentialStore';
import type { FarcasterCredentials } from '@/sources/farcaster/createFarcasterSource';
import { proveBskyProfile } from '@/sources/bsky/proveBskyProfile';
import { bskyProof, farcasterProof, lensProof } from '../../support/provenSignUp';
import {
  newBskyAccount,
  newFarcasterAccount,
  signInLensAccount,
  value,
} from '../../support/sandboxAccounts';
import { startComposerServer, type ComposerTestServer } from '../composerServer/composerServerKit';
import { sandbox } from '../sandbox/sandboxClient';

/**
 * Issue 17, finding 5: a profile counts (votes, anonymous allowances,
 * claims) only once its holder proved it is theirs, with a proof the real
 * network side checks: the sandbox's real PDS and PLC directory, its hub's
 * signer registry, its Lens API's published keys.
 */
let server: ComposerTestServer;
beforeAll(async () => {
  server = await startComposerServer();
});
afterAll(() => server.close());

const api = () => productAccountApi(server.url);

/** Signs up with these proofs; answers the status and body as the server gave them. */
async function signUpWith(profiles: ProvenProfile[]) {
  return server.call('POST', '/api/account', { body: { profiles } });
}

describe('linking a profile needs its proof', () => {
  it('Bluesky: the PDS’s service-auth token for this server signs up, with the handle the DID document names; a token is good once', async () => {
    const bsky = await newBskyAccount(sandbox());
    const proven = await bskyProof(server.url, sandbox(), bsky);
    const claimed = { ...proven, profile: { ...proven.profile, handle: 'someone.else' } };
    const answer = await signUpWith([claimed]);
    expect(answer.status, answer.text).toBe(201);
    expect((answer.body as { data: { connections: unknown[] } }).data.connections).toEqual([
      expect.objectContaining({ source: 'Bsky', profileId: bsky.did, handle: bsky.handle }),
    ]);
    const replayed = await signUpWith([proven]);
    expect(replayed.status).toBe(403);
    expect(replayed.body).toEqual({ error: 'This Bluesky proof was already used.' });
  });

  it('Bluesky: a token addressed to another service, or of another account, links nothing', async () => {
    const bsky = await newBskyAccount(sandbox());
    const victim = await newBskyAccount(sandbox());
    const elsewhere = value(
      await proveBskyProfile({
        service: sandbox().bsky.pds,
        did: bsky.did,
        store: bsky.store,
        audience: 'did:web:another.service',
        signal: AbortSignal.timeout(10_000),
      }),
    );
    const wrongAudience = await signUpWith([
      { profile: (await bskyProof(server.url, sandbox(), bsky)).profile, proof: elsewhere },
    ]);
    expect(wrongAudience.status).toBe(403);
    // One's own valid proof, claiming someone else's profile.
    const own = await bskyProof(server.url, sandbox(), bsky);
    const asVictim = await signUpWith([
      { profile: { ...own.profile, profileId: victim.did }, proof: own.proof },
    ]);
    expect(asVictim.status).toBe(403);
    expect(asVictim.body).toEqual({ error: 'The proof is for another profile.' });
  });

  it('Farcaster: a signer key the hub lists signs the nonce; the nonce works once, and no other key or fid will do', async () => {
    const farcaster = await newFarcasterAccount(sandbox());
    const proven = await farcasterProof(server.url, farcaster.fid, farcaster.store);
    expect((await signUpWith([proven])).status).toBe(201);
    const again = await signUpWith([proven]);
    expect(again.status).toBe(403);
    expect(again.body).toEqual({
      error: 'This proof’s challenge expired or was already used. Please try again.',
    });

    // A key of one's own that the fid's custody wallet never approved.
    const stranger = memoryCredentialStore<FarcasterCredentials>();
    const key = new Uint8Array(32).fill(7);
    await stranger.save(String(farcaster.fid), {
      fid: farcaster.fid,
      signerPrivateKey: `0x${Buffer.from(key).toString('hex')}`,
    });
    const unapproved = await signUpWith([
      await farcasterProof(server.url, farcaster.fid, stranger),
    ]);
    expect(unapproved.status).toBe(403);
    expect(unapproved.body).toEqual({
      error: 'This key is not a signer of that Farcaster account.',
    });

    // The account's real key, its signature offered for another fid.
    const other = await newFarcasterAccount(sandbox());
    const mine = await farcasterProof(server.url, farcaster.fid, farcaster.store);
    const asOther = await signUpWith([
      { profile: { ...mine.profile, profileId: String(other.fid) }, proof: mine.proof },
    ]);
    expect(asOther.status).toBe(403);
  });

  it('Lens: the ID token Lens signed signs up; one for another account, or signed by anyone else, does not', async () => {
    const lens = await signInLensAccount(sandbox(), 'mint_maker', 3);
    const proven = await lensProof(sandbox(), {
      address: lens.account,
      handle: 'mint_maker',
      store: lens.store,
    });
    expect((await signUpWith([proven])).status).toBe(201);

    const ada = await signInLensAccount(sandbox(), 'ada', 1);
    const asAda = await signUpWith([
      { profile: { ...proven.profile, profileId: ada.account }, proof: proven.proof },
    ]);
    expect(asAda.status).toBe(403);
    expect(asAda.body).toEqual({ error: 'This Lens proof is for another account.' });

    // The same claims, signed with a key Lens never published.
    const [header = '', claims = ''] =
      proven.proof.source === 'Lens' ? proven.proof.idToken.split('.') : [];
    const forger = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const forged = `${header}.${claims}.${sign('sha256', Buffer.from(`${header}.${claims}`), {
      key: forger.privateKey,
      dsaEncoding: 'ieee-p1363',
    }).toString('base64url')}`;
    const refused = await signUpWith([
      { profile: proven.profile, proof: { source: 'Lens', idToken: forged } },
    ]);
    expect(refused.status).toBe(403);
  });

  it('a proven profile signs in: another device gets the account that already links it', async () => {
    const farcaster = await newFarcasterAccount(sandbox());
    const first = await api().signUp([
      await farcasterProof(server.url, farcaster.fid, farcaster.store),
    ]);
    const second = await api().signUp([
      await farcasterProof(server.url, farcaster.fid, farcaster.store),
    ]);
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(second.accountId).toBe(first.accountId);
    expect(second.sessionToken).not.toBe(first.sessionToken);
  });
});

describe('what counts a profile counts only proven ones', () => {
  it('a poll vote needs a profile the voter’s account links, and only proven ones can be linked', async () => {
    const voter = await newFarcasterAccount(sandbox());
    const signedUp = await api().signUp([await farcasterProof(server.url, voter.fid, voter.store)]);
    if (!signedUp.ok) throw new Error(signedUp.message);
    const token = signedUp.sessionToken;
    const poll = await server.call('POST', '/v1/vote_frame/poll/create', {
      token,
      body: {
        title: 'Tea?',
        choices: ['Yes', 'No'],
        type: 'Single',
        sub_time: 3600,
        strategies: '{}',
      },
    });
    const pollId = (poll.body as { data: { poll_id: string } }).data.poll_id;
    // Someone else's profile, and an invented one: neither can be linked, so neither votes.
    const victim = await newFarcasterAccount(sandbox());
    const mine = await farcasterProof(server.url, voter.fid, voter.store);
    const stolen = await server.call('PUT', '/api/account/connections', {
      token,
      body: { profile: { ...mine.profile, profileId: String(victim.fid) }, proof: mine.proof },
    });
    expect(stolen.status).toBe(403);
    for (const platformId of [String(victim.fid), '999999999']) {
      const vote = await server.call('POST', '/v2/vote_frame/poll/vote', {
        token,
        body: { poll_id: pollId, platform: 'Farcaster', platform_id: platformId, choices: [1] },
      });
      expect(vote.status, platformId).toBe(403);
    }
    const own = await server.call('POST', '/v2/vote_frame/poll/vote', {
      token,
      body: {
        poll_id: pollId,
        platform: 'Farcaster',
        platform_id: String(voter.fid),
        choices: [1],
      },
    });
    expect(own.status).toBe(200);
  });
});
