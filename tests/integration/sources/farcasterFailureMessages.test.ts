import { FarcasterNetwork } from '@farcaster/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FARCASTER_PROFILE_ID_MISSING,
  INVALID_S3_URL,
  NO_PARENT_POST_FOUND,
  POST_NOT_FOUND_WITH_ID,
} from '@/domain/messages/composer';
import { memoryCredentialStore } from '@/sources/credentialStore';
import {
  createFarcasterSource,
  type FarcasterCredentials,
} from '@/sources/farcaster/createFarcasterSource';
import { productVideoConvert } from '@/sources/product/videoConvertClient';
import { groveMediaHost } from '@/sources/storage/groveStorage';
import { provenSignUp } from '../../support/provenSignUp';
import { newFarcasterAccount } from '../../support/sandboxAccounts';
import { sandbox } from '../sandbox/sandboxClient';

const signal = () => AbortSignal.timeout(20_000);
let counter = 0;
const key = () => `fc-messages-${Date.now()}-${counter++}`;

/** composer.md §8: Farcaster's refusals in the spec's words. */
describe('Farcaster failures, word for word (composer.md §8)', () => {
  let account: Awaited<ReturnType<typeof newFarcasterAccount>>;
  beforeAll(async () => {
    account = await newFarcasterAccount(sandbox());
  });

  it("'No parent post found.' for a reply to something that is no cast", async () => {
    expect(
      await account.source.prepare(
        { text: 'reply', media: [], replyTo: 'at://did:plc:abc/app.bsky.feed.post/1' },
        key(),
        signal(),
      ),
    ).toEqual({ ok: false, error: { kind: 'invalid', message: NO_PARENT_POST_FOUND } });
  });

  it("'Post not found with id' for a quote of something that is no cast", async () => {
    expect(
      await account.source.prepare(
        { text: 'quote', media: [], quoteOf: 'not-a-cast' },
        key(),
        signal(),
      ),
    ).toEqual({ ok: false, error: { kind: 'invalid', message: POST_NOT_FOUND_WITH_ID } });
  });

  it("'Farcaster profileId is missing.' for an account without an fid, before anything is signed", async () => {
    const store = memoryCredentialStore<FarcasterCredentials>();
    const source = createFarcasterSource({
      hubUrl: sandbox().farcaster?.hub ?? '',
      fid: Number(''),
      network: FarcasterNetwork.DEVNET,
      store,
      media: groveMediaHost(sandbox().lens?.storage ?? ''),
    });
    const refusal = {
      ok: false,
      error: { kind: 'invalid', message: FARCASTER_PROFILE_ID_MISSING },
    };
    expect(await source.prepare({ text: 'hi', media: [] }, key(), signal())).toEqual(refusal);
    expect(await source.deletePost(`${account.fid}:0x00`, signal())).toEqual(refusal);
  });

  it("'Invalid s3 url' when the converter is handed a video stored anywhere but the product's storage", async () => {
    const { token } = await provenSignUp(sandbox(), sandbox().product.api);
    const convert = productVideoConvert({
      apiBase: sandbox().product.api,
      session: async () => token,
    });
    expect(
      await convert.submit(
        { fileUrl: 'https://elsewhere.example/clip.mp4', width: 640, height: 360 },
        signal(),
      ),
    ).toEqual({ ok: false, error: { kind: 'invalid', message: INVALID_S3_URL } });
  });
});
