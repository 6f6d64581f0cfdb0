import {
  FarcasterNetwork,
  makeCastAdd,
  makeReactionAdd,
  makeUserDataAdd,
  ReactionType,
  UserDataType,
  type Message,
} from '@farcaster/core';
import { createHash, pbkdf2Sync } from 'node:crypto';
import { HDKey, hdKeyToAccount } from 'viem/accounts';
import { NativeEd25519Signer } from '../../server/delegation/nativeEd25519Signer';
import { farcasterTime } from '@/domain/farcasterTime';
import { addSignerKey, castBody, submitMessage } from '../farcaster/hubClient';
import type { SeedPerson } from './people';
import { seedFarcasterTimeline } from './seedFarcasterTimeline';

const MNEMONIC = 'test test test test test test test test test test test junk';

/**
 * The mnemonic's master key, once: its BIP-39 seed on Node's own PBKDF2
 * (viem's mnemonicToAccount derives it again in JavaScript for every
 * account, about a quarter of a second each).
 */
const masterKey = () =>
  HDKey.fromMasterSeed(pbkdf2Sync(MNEMONIC.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512'));

export interface FarcasterSeedPerson {
  fid: number;
  /** Farcaster names allow no underscores: polycast_demo is polycast-demo there. */
  fname: string;
  /** A sandbox-only signer key (never a real one), so the demo person can post at once. */
  signerPrivateKey: string;
}

/**
 * Seeds the hub through its own HTTP API, so every seeded message passes the
 * same validation as the app's: fids, custody-signed keys, profiles (with
 * the person's picture, where `avatars` has one), casts, replies, a quote,
 * channel casts and likes, dated five weeks ago (each person's "gm" first),
 * then the demo person's follows and their home timeline
 * (seedFarcasterTimeline.ts).
 */
export async function seedFarcaster(
  hub: string,
  people: readonly SeedPerson[],
  channelUrls: readonly string[],
  avatars: readonly string[] = [],
  now = Date.now(),
) {
  /** Farcaster time, `hoursAgo` hours before `now`. */
  const timestamp = (hoursAgo: number) => {
    const time = farcasterTime(now - Math.round(hoursAgo * 3_600_000));
    if (!time.ok) throw new Error(time.error.message);
    return time.value;
  };
  const ensureOk = async (what: string, response: Response) => {
    if (!response.ok) throw new Error(`seed ${what}: ${response.status} ${await response.text()}`);
  };
  const submit = async (message: Message) => {
    await ensureOk('submitMessage', await submitMessage(hub, message));
    return message;
  };

  const master = masterKey();
  const seeded: (FarcasterSeedPerson & { signer: NativeEd25519Signer })[] = [];
  for (const [index, person] of people.entries()) {
    const fid = index + 1;
    const custody = hdKeyToAccount(master, { addressIndex: index });
    const signerKey = createHash('sha256')
      .update(`polycast-sandbox-farcaster-signer:${person.handle}`)
      .digest();
    const signer = new NativeEd25519Signer(signerKey);
    const fname = person.handle.replace(/_/g, '-');
    await ensureOk(
      'fid',
      await fetch(`${hub}/v1/sandbox/fids`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ fid, custody: custody.address, fname }),
      }),
    );
    await ensureOk('key', await addSignerKey(hub, fid, custody, custody.address, signer));
    seeded.push({
      fid,
      fname,
      signerPrivateKey: `0x${signerKey.toString('hex')}`,
      signer,
    });

    const data = { fid, network: FarcasterNetwork.DEVNET };
    const avatar = avatars[index];
    for (const [type, value] of [
      [UserDataType.USERNAME, fname],
      [UserDataType.DISPLAY, person.name],
      [UserDataType.BIO, person.bio],
      ...(avatar ? ([[UserDataType.PFP, avatar]] as const) : []),
    ] as const) {
      await submit((await makeUserDataAdd({ type, value }, data, signer))._unsafeUnwrap());
    }
  }

  const casts: Message[] = [];
  const at = (fid: number, hoursAgo: number) => ({
    fid,
    network: FarcasterNetwork.DEVNET,
    timestamp: timestamp(hoursAgo),
  });
  for (const [i, person] of seeded.entries()) {
    casts.push(
      await submit(
        (
          await makeCastAdd(
            castBody(`gm from ${person.fname}`),
            at(person.fid, 24 * 35 - i / 10),
            person.signer,
          )
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
              at(person.fid, 24 * 34 - i / 10),
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
    const data = at(person.fid, 24 * 33 - i / 10);
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
  await seedFarcasterTimeline(hub, seeded, channelUrls, submit, now);
  return seeded.map(({ fid, fname, signerPrivateKey }) => ({ fid, fname, signerPrivateKey }));
}
