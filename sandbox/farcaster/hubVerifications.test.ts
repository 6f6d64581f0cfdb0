import {
  FarcasterNetwork,
  getFarcasterTime,
  hexStringToBytes,
  makeMessage,
  makeVerificationRemove,
  makeVerificationAddressClaim,
  MessageData,
  MessageType,
  Protocol,
  ViemLocalEip712Signer,
} from '@farcaster/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { walletKey } from '../solana/sandboxKeys';
import { seedVerifications } from '../seed/seedVerifications';
import { hubWithSigner } from '../../tests/support/hubWithSigner';
import { submitMessage } from './hubClient';

/** anvil's dev keys 0 and 1 (public test keys). */
const CUSTODY = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
);
const WALLET_KEY = '0x59c6995e998f97a5a0044966f0945389dc9b6dbc8f13e4c8b7d7e4b3b3c5f4c8';
const SIGNER_KEY = `0x${'11'.repeat(32)}` as const;
const FID = 9;

let hub: Awaited<ReturnType<typeof hubWithSigner>>['hub'];
/** FID's app key, to sign its messages with. */
let signer: Awaited<ReturnType<typeof hubWithSigner>>['signer'];
beforeAll(async () => {
  ({ hub, signer } = await hubWithSigner({ fid: FID, custody: CUSTODY, signerKey: SIGNER_KEY }));
});
afterAll(() => hub.close());

interface VerificationJson {
  data: {
    type: string;
    fid: number;
    verificationAddAddressBody: { address: string; protocol: string };
    verificationAddEthAddressBody: { address: string; ethSignature: string };
  };
}

describe('the sandbox hub: verified addresses (VerificationAddAddress)', () => {
  it('takes Ethereum and Solana verifications signed by the addresses, and serves them by fid', async () => {
    const evm = { address: privateKeyToAccount(WALLET_KEY).address, privateKey: WALLET_KEY };
    const solana = await walletKey(5);
    await seedVerifications(
      hub.url,
      [{ fid: FID, fname: 'nine', signerPrivateKey: SIGNER_KEY }],
      [{ person: 0, evmAccount: 0, solanaAccount: 0 }],
      { evm: [evm], solana: [{ address: solana.signer.address, secretKey: solana.secretKey }] },
    );
    const answer = await fetch(`${hub.url}/v1/verificationsByFid?fid=${FID}`);
    const body = (await answer.json()) as { messages: VerificationJson[]; nextPageToken: string };
    expect(body.messages.map((m) => m.data.verificationAddAddressBody)).toEqual([
      expect.objectContaining({
        address: evm.address.toLowerCase(),
        protocol: 'PROTOCOL_ETHEREUM',
      }),
      expect.objectContaining({ address: solana.signer.address, protocol: 'PROTOCOL_SOLANA' }),
    ]);
    expect(body.messages[0]?.data).toMatchObject({
      type: 'MESSAGE_TYPE_VERIFICATION_ADD_ETH_ADDRESS',
      fid: FID,
      verificationAddEthAddressBody: { address: evm.address.toLowerCase() },
    });
    // Another fid has none.
    const none = await fetch(`${hub.url}/v1/verificationsByFid?fid=1`);
    expect(((await none.json()) as { messages: unknown[] }).messages).toEqual([]);
  });

  it('refuses a verification whose claim another key signed', async () => {
    const network = FarcasterNetwork.DEVNET;
    const claimed = hexStringToBytes('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')._unsafeUnwrap();
    const blockHash = new Uint8Array(32).fill(3);
    const claim = makeVerificationAddressClaim(
      FID,
      claimed,
      network,
      blockHash,
      Protocol.ETHEREUM,
    )._unsafeUnwrap();
    // Signed by the custody key, not by the address claimed.
    const forged = (
      await new ViemLocalEip712Signer(CUSTODY).signVerificationEthAddressClaim(claim, 0)
    )._unsafeUnwrap();
    // Made by hand: @farcaster/core's makers refuse a bad claim before any hub sees it.
    const data = MessageData.create({
      type: MessageType.VERIFICATION_ADD_ETH_ADDRESS,
      fid: FID,
      timestamp: getFarcasterTime()._unsafeUnwrap(),
      network,
      verificationAddAddressBody: {
        address: claimed,
        claimSignature: forged,
        blockHash,
        verificationType: 0,
        chainId: 0,
        protocol: Protocol.ETHEREUM,
      },
    });
    const message = (await makeMessage(data, signer))._unsafeUnwrap();
    const answer = await submitMessage(hub.url, message);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ errCode: 'bad_request.validation_failure' });
    const list = await fetch(`${hub.url}/v1/verificationsByFid?fid=${FID}`);
    const addresses = ((await list.json()) as { messages: VerificationJson[] }).messages.map(
      (m) => m.data.verificationAddAddressBody.address,
    );
    expect(addresses).not.toContain('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc');
  });

  it('drops a verification its owner removed (a remove wins its set)', async () => {
    const evm = privateKeyToAccount(WALLET_KEY).address;
    const remove = (
      await makeVerificationRemove(
        { address: hexStringToBytes(evm)._unsafeUnwrap(), protocol: Protocol.ETHEREUM },
        { fid: FID, network: FarcasterNetwork.DEVNET },
        signer,
      )
    )._unsafeUnwrap();
    expect((await submitMessage(hub.url, remove)).status).toBe(200);
    const list = await fetch(`${hub.url}/v1/verificationsByFid?fid=${FID}`);
    const left = ((await list.json()) as { messages: VerificationJson[] }).messages.map(
      (m) => m.data.verificationAddAddressBody.protocol,
    );
    expect(left).toEqual(['PROTOCOL_SOLANA']);
  });
});
