import { generateKeyPairSync } from 'node:crypto';
import { getBase58Decoder } from '@solana/kit';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { ServerDatabase } from '../storage/openServerDatabase';
import type { SecretBox } from '../storage/secretBox';

/** The chains a red packet lives on, and so the kind of claim key it needs. */
export const RED_PACKET_NETWORKS = ['EVM', 'Solana'] as const;
export type RedPacketNetwork = (typeof RED_PACKET_NETWORKS)[number];

/** A raw Ed25519 public key is the last 32 bytes of its SPKI form. */
const RAW_ED25519_PUBLIC = -32;

/**
 * The claim-signature keys (wallet.md §2.5, §5: "obtained from the
 * provider"): the server makes one per red packet and keeps its private half
 * sealed, to sign claims later. A key belongs to the account that asked for
 * it; the red packet's creator writes its public half on chain, so what the
 * chain holds names its owner here (docs/security.md).
 * EVM: a secp256k1 key, named by its address (what a claim signature
 * recovers to). Solana: an Ed25519 key, named in base58.
 */
export function createClaimKeyStore(db: ServerDatabase, box: SecretBox, now = Date.now) {
  const insert = db.prepare(
    `INSERT INTO red_packet_keys (public_key, account_id, network, sealed_private_key, created_at)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const owner = db.prepare('SELECT account_id FROM red_packet_keys WHERE public_key = ?');

  function makeKey(network: RedPacketNetwork): { publicKey: string; privateKey: string } {
    if (network === 'EVM') {
      const privateKey = generatePrivateKey();
      return { publicKey: privateKeyToAccount(privateKey).address, privateKey };
    }
    const pair = generateKeyPairSync('ed25519');
    const raw = pair.publicKey.export({ format: 'der', type: 'spki' }).subarray(RAW_ED25519_PUBLIC);
    return {
      publicKey: getBase58Decoder().decode(raw),
      privateKey: pair.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    };
  }

  return {
    /** A new claim key for the account; answers its public half. */
    create(accountId: string, network: RedPacketNetwork): string {
      const { publicKey, privateKey } = makeKey(network);
      insert.run(publicKey, accountId, network, box.seal(privateKey), now());
      return publicKey;
    },
    /** The account a claim key was made for, if this server made it. */
    ownerOf(publicKey: string): string | undefined {
      return (owner.get(publicKey) as { account_id: string } | undefined)?.account_id;
    },
  };
}

export type ClaimKeyStore = ReturnType<typeof createClaimKeyStore>;
