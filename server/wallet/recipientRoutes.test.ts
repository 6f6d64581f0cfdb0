import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { seedVerifications } from '../../sandbox/seed/seedVerifications';
import { walletKey } from '../../sandbox/solana/sandboxKeys';
import { hubWithSigner } from '../../tests/support/hubWithSigner';
import { createRecipientRoutes, RECIPIENTS_CACHE_MS } from './recipientRoutes';

/** anvil's dev keys 2 and 3 (public test keys): a custody and a wallet. */
const CUSTODY = privateKeyToAccount(
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
);
const WALLET_KEY = '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6';
const SIGNER_KEY = `0x${'22'.repeat(32)}` as const;
const FID = 7;

let hub: Awaited<ReturnType<typeof hubWithSigner>>['hub'];
beforeAll(async () => {
  ({ hub } = await hubWithSigner({ fid: FID, custody: CUSTODY, signerKey: SIGNER_KEY }));
});
afterAll(() => hub.close());

describe('GET /v1/profiles/{source}/{id}/wallets: kept an hour (wallet.md §7.1)', () => {
  it('answers from its copy for an hour, then reads the hub again', async () => {
    let now = 5_000_000;
    const app = createRecipientRoutes({
      networks: () => ({ farcaster: { hub: hub.url }, evm: [], tokens: [] }),
      now: () => now,
    });
    const addresses = async () => {
      const answer = await app.request(`http://server.test/Farcaster/${FID}/wallets`);
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as { recipients: { address: string }[] };
      return body.recipients.map((r) => r.address);
    };
    // Nothing verified yet: the custody address.
    expect(await addresses()).toEqual([CUSTODY.address]);

    const wallet = privateKeyToAccount(WALLET_KEY);
    const solana = await walletKey(7);
    await seedVerifications(
      hub.url,
      [{ fid: FID, fname: 'seven', signerPrivateKey: SIGNER_KEY }],
      [{ person: 0, evmAccount: 0, solanaAccount: 0 }],
      {
        evm: [{ address: wallet.address, privateKey: WALLET_KEY }],
        solana: [{ address: solana.signer.address, secretKey: solana.secretKey }],
      },
    );
    now += RECIPIENTS_CACHE_MS - 1;
    expect(await addresses()).toEqual([CUSTODY.address]);
    now += 1;
    expect(await addresses()).toEqual([wallet.address, solana.signer.address]);
  });

  it('keeps nothing from a hub that did not answer', async () => {
    let hubUrl = 'http://127.0.0.1:1';
    const app = createRecipientRoutes({
      networks: () => ({ farcaster: { hub: hubUrl }, evm: [], tokens: [] }),
    });
    expect((await app.request(`http://server.test/Farcaster/${FID}/wallets`)).status).toBe(502);
    hubUrl = hub.url;
    expect((await app.request(`http://server.test/Farcaster/${FID}/wallets`)).status).toBe(200);
  });
});
