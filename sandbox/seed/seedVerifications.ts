import {
  base58ToBytes,
  FarcasterNetwork,
  hexStringToBytes,
  makeVerificationAddEthAddress,
  makeVerificationAddressClaim,
  Protocol,
  recreateSolanaClaimMessage,
  ViemLocalEip712Signer,
  type VerificationAddressClaimSolana,
} from '@farcaster/core';
import { createHash, sign } from 'node:crypto';
import { privateKeyToAccount } from 'viem/accounts';
import { NativeEd25519Signer } from '../../server/delegation/nativeEd25519Signer';
import { ed25519PrivateKey } from '../../server/delegation/rawEd25519Keys';
import { farcasterTime } from '@/domain/farcasterTime';
import { submitMessage } from '../farcaster/hubClient';
import type { FarcasterSeedPerson } from './seedFarcaster';
import type { WalletIdentity } from './walletIdentities';

const unwrap = <T>(result: { _unsafeUnwrap(): T }) => result._unsafeUnwrap();
const bytesOfHex = (hex: string) => unwrap(hexStringToBytes(hex));

/** A block hash the claim names: any 32 bytes (no chain is asked), fixed per person and protocol. */
const blockHashFor = (fid: number, protocol: string) =>
  new Uint8Array(createHash('sha256').update(`polycast-sandbox-block:${fid}:${protocol}`).digest());

/**
 * Seeds the people's verified addresses (wallet.md §3.1 tip recipients) as a
 * Farcaster client does: a VerificationAddAddress message per address, its
 * claim signed by the address's own key (EIP-712 on Ethereum, Ed25519 over
 * the claim message on Solana), submitted to the hub, which validates it
 * with @farcaster/core. The EVM address first, so it is the person's first
 * (default) Ethereum verification.
 */
export async function seedVerifications(
  hub: string,
  farcaster: readonly FarcasterSeedPerson[],
  identities: readonly WalletIdentity[],
  wallets: {
    evm: readonly { address: string; privateKey: string }[];
    solana: readonly { address: string; secretKey: string }[];
  },
  network: FarcasterNetwork = FarcasterNetwork.DEVNET,
  now = Date.now(),
) {
  // Seconds apart, so the hub's order (by timestamp) puts each EVM address first.
  const time = farcasterTime(now - 60_000);
  if (!time.ok) throw new Error(time.error.message);
  for (const identity of identities) {
    const person = farcaster[identity.person];
    const evm = wallets.evm[identity.evmAccount];
    const solana = wallets.solana[identity.solanaAccount];
    if (!person || !evm || !solana) throw new Error('seed verifications: no such person or wallet');
    const signer = new NativeEd25519Signer(bytesOfHex(person.signerPrivateKey));
    const data = { fid: person.fid, network };

    const evmAddress = bytesOfHex(evm.address);
    const evmBlock = blockHashFor(person.fid, 'ethereum');
    const evmClaim = unwrap(
      makeVerificationAddressClaim(person.fid, evmAddress, network, evmBlock, Protocol.ETHEREUM),
    );
    const eip712 = new ViemLocalEip712Signer(privateKeyToAccount(evm.privateKey as `0x${string}`));
    const evmSignature = unwrap(await eip712.signVerificationEthAddressClaim(evmClaim, 0));

    const keypair = unwrap(base58ToBytes(solana.secretKey));
    const solanaAddress = keypair.subarray(32, 64);
    const solanaBlock = blockHashFor(person.fid, 'solana');
    const solanaClaim = unwrap(
      makeVerificationAddressClaim(
        person.fid,
        solanaAddress,
        network,
        solanaBlock,
        Protocol.SOLANA,
      ),
    ) as VerificationAddressClaimSolana;
    const solanaSignature = new Uint8Array(
      sign(
        null,
        recreateSolanaClaimMessage(solanaClaim, solanaAddress),
        ed25519PrivateKey(keypair.subarray(0, 32)),
      ),
    );

    for (const [offset, body] of [
      [
        0,
        {
          address: evmAddress,
          claimSignature: evmSignature,
          blockHash: evmBlock,
          protocol: Protocol.ETHEREUM,
        },
      ],
      [
        1,
        {
          address: solanaAddress,
          claimSignature: solanaSignature,
          blockHash: solanaBlock,
          protocol: Protocol.SOLANA,
        },
      ],
    ] as const) {
      const message = unwrap(
        await makeVerificationAddEthAddress(
          { ...body, verificationType: 0, chainId: 0 },
          { ...data, timestamp: time.value + offset },
          signer,
        ),
      );
      const answer = await submitMessage(hub, message);
      if (!answer.ok) throw new Error(`seed verification: ${answer.status} ${await answer.text()}`);
    }
  }
}
