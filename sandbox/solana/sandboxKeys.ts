import { createHash } from 'node:crypto';
import {
  createKeyPairSignerFromPrivateKeyBytes,
  getAddressEncoder,
  getBase58Decoder,
  type KeyPairSigner,
} from '@solana/kit';

export interface SandboxKey {
  signer: KeyPairSigner;
  /** Base58 of the 64-byte keypair (private seed, then public key), as Solana wallets export it. */
  secretKey: string;
}

/**
 * A keypair derived from a fixed seed and a name, so the sandbox's wallets,
 * mint and faucet have the same addresses on every run. Sandbox only: anyone
 * can derive these keys.
 */
export async function sandboxKey(name: string): Promise<SandboxKey> {
  const seed = new Uint8Array(
    createHash('sha256').update(`polycast-sandbox-solana:${name}`).digest(),
  );
  const signer = await createKeyPairSignerFromPrivateKeyBytes(seed);
  const keypair = new Uint8Array(64);
  keypair.set(seed, 0);
  keypair.set(getAddressEncoder().encode(signer.address), 32);
  return { signer, secretKey: getBase58Decoder().decode(keypair) };
}

export const walletKey = (index: number) => sandboxKey(`wallet-${index}`);
