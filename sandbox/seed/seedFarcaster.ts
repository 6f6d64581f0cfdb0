import {
  CastType,
  FarcasterNetwork,
  makeCastAdd,
  makeReactionAdd,
  makeUserDataAdd,
  Message,
  NobleEd25519Signer,
  ReactionType,
  UserDataType,
  ViemLocalEip712Signer,
  bytesToHexString,
  type CastAddBody,
} from '@farcaster/core';
import { createHash } from 'node:crypto';
import { mnemonicToAccount } from 'viem/accounts';
import type { SeedPerson } from './people';

const MNEMONIC = 'test test test test test test test test test test test junk';
const hex = (bytes: Uint8Array) => bytesToHexString(bytes)._unsafeUnwrap();

export interface FarcasterSeedPerson {
  fid: number;
  /** Farcaster names allow no underscores: polycast_demo is polycast-demo there. */
  fname: string;
  /** A sandbox-only signer key (never a real one), so the demo person can post at once. */
  signerPrivateKey: string;
}

function castBody(text: string, extra: Partial<CastAddBody> = {}): CastAddBody {
  return {
    text,
    embeds: [],
    embedsDeprecated: [],
    mentions: [],
    mentionsPositions: [],
    type: CastType.CAST,
    ...extra,
  };
}

/**
 * Seeds the hub through its own HTTP API, so every seeded message passes the
 * same validation as the app's: fids, custody-signed keys, profiles, casts,
 * replies, a quote, channel casts and likes.
 */
export async function seedFarcaster(
  hub: string,
  people: readonly SeedPerson[],
  channelUrls: readonly string[],
) {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${hub}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
    });
    if (!response.ok) throw new Error(`seed ${path}: ${response.status} ${await response.text()}`);
  };
  const submit = async (message: Message) => {
    const response = await fetch(`${hub}/v1/submitMessage`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: Message.encode(message).finish(),
    });
    if (!response.ok) throw new Error(`seed submit: ${response.status} ${await response.text()}`);
    return message;
  };

  const seeded: (FarcasterSeedPerson & { signer: NobleEd25519Signer })[] = [];
  for (const [index, person] of people.entries()) {
    const fid = index + 1;
    const custody = mnemonicToAccount(MNEMONIC, { addressIndex: index });
    const signerKey = createHash('sha256')
      .update(`polycast-sandbox-farcaster-signer:${person.handle}`)
      .digest();
    const signer = new NobleEd25519Signer(signerKey);
    const key = (await signer.getSignerKey())._unsafeUnwrap();
    const fname = person.handle.replace(/_/g, '-');
    await post('/v1/sandbox/fids', { fid, custody: custody.address, fname });
    const request = {
      owner: custody.address,
      keyType: 1,
      key,
      metadataType: 1,
      metadata: '0x' as const,
      nonce: 0n,
      deadline: BigInt(Math.floor(Date.now() / 1000) + 3600),
    };
    const signature = (await new ViemLocalEip712Signer(custody).signAdd(request))._unsafeUnwrap();
    await post('/v1/sandbox/keys', {
      fid,
      request: { ...request, key: hex(key) },
      signature: hex(signature),
    });
    seeded.push({
      fid,
      fname,
      signerPrivateKey: `0x${signerKey.toString('hex')}`,
      signer,
    });

    const data = { fid, network: FarcasterNetwork.DEVNET };
    for (const [type, value] of [
      [UserDataType.USERNAME, fname],
      [UserDataType.DISPLAY, person.name],
      [UserDataType.BIO, person.bio],
    ] as const) {
      await submit((await makeUserDataAdd({ type, value }, data, signer))._unsafeUnwrap());
    }
  }

  const casts: Message[] = [];
  for (const [i, person] of seeded.entries()) {
    const data = { fid: person.fid, network: FarcasterNetwork.DEVNET };
    casts.push(
      await submit(
        (
          await makeCastAdd(castBody(`gm from ${person.fname}`), data, person.signer)
        )._unsafeUnwrap(),
      ),
    );
    const channel = channelUrls[i % channelUrls.length];
    if (channel) {
      casts.push(
        await submit(
          (
            await makeCastAdd(
              castBody(`${person.fname} in the channel`, { parentUrl: channel }),
              data,
              person.signer,
            )
          )._unsafeUnwrap(),
        ),
      );
    }
  }
  // Replies, a quote and likes between neighbours.
  for (const [i, person] of seeded.entries()) {
    const target = casts[((i + 1) % seeded.length) * 2];
    if (!target?.data) continue;
    const data = { fid: person.fid, network: FarcasterNetwork.DEVNET };
    const targetId = { fid: target.data.fid, hash: target.hash };
    await submit(
      (
        await makeCastAdd(
          castBody(`replying to ${target.data.fid}`, { parentCastId: targetId }),
          data,
          person.signer,
        )
      )._unsafeUnwrap(),
    );
    await submit(
      (
        await makeReactionAdd(
          { type: ReactionType.LIKE, targetCastId: targetId },
          data,
          person.signer,
        )
      )._unsafeUnwrap(),
    );
    if (i % 4 === 0) {
      await submit(
        (
          await makeCastAdd(
            castBody('worth a read', { embeds: [{ castId: targetId }] }),
            data,
            person.signer,
          )
        )._unsafeUnwrap(),
      );
    }
  }
  return seeded.map(({ fid, fname, signerPrivateKey }) => ({ fid, fname, signerPrivateKey }));
}
