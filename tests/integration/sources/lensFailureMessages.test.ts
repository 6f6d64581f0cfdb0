import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decideFault, faultConfigSchema } from '../../../sandbox/faults/faultConfig';
import { seededRandom } from '../../../sandbox/faults/seededRandom';
import { connectLens } from '@/features/accounts/runtime/connectLens';
import type { CredentialVault } from '@/runtime/credentialVault';
import { fetchNetworkEndpoints } from '@/features/accounts/runtime/networkEndpoints';
import { localWallet } from '@/features/accounts/runtime/localWallet';
import {
  FAILED_TO_GET_PARENT_POST,
  NO_PARENT_POST_FOUND,
  NO_POST_ID_RETURNED,
  POST_NOT_FOUND_WITH_ID,
  PROFILE_NOT_FOUND,
} from '@/domain/messages/composer';
import { memoryCredentialStore } from '@/sources/credentialStore';
import { createLensSource } from '@/sources/lens/createLensSource';
import type { LensCredentials } from '@/sources/lens/lensSession';
import { value } from '../../support/sandboxAccounts';
import { clearFaults, sandbox, setFaults } from '../sandbox/sandboxClient';
import { key, lens, publish, signal, signIn } from './lensTestKit';

afterEach(clearFaults);

/** composer.md §4.6 and §8: Lens replies, quotes and logins in the spec's words. */
describe('Lens failures, word for word (composer.md §8)', () => {
  let me: Awaited<ReturnType<typeof signIn>>;
  let parent: string;
  beforeAll(async () => {
    me = await signIn();
    parent = (await publish(me.source, { text: 'a post to answer' })).published.id;
  });

  const missing = '0x01ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff';

  it("'No parent post found.' for a comment on a post that is not there", async () => {
    expect(
      await me.source.prepare({ text: 'reply', media: [], replyTo: missing }, key(), signal()),
    ).toEqual({ ok: false, error: { kind: 'invalid', message: NO_PARENT_POST_FOUND } });
  });

  it("'Failed to get parent post by id' when reading the parent fails, tried again later", async () => {
    await setFaults('lens', { errorRate: 1, errorStatus: 500 });
    expect(
      await me.source.prepare({ text: 'reply', media: [], replyTo: parent }, key(), signal()),
    ).toEqual({ ok: false, error: { kind: 'network', message: FAILED_TO_GET_PARENT_POST } });
    await clearFaults();
    const again = await me.source.prepare(
      { text: 'reply', media: [], replyTo: parent },
      key(),
      signal(),
    );
    expect(again.ok).toBe(true);
  });

  it("'Post not found with id' for a quote of a post that is not there", async () => {
    expect(
      await me.source.prepare({ text: 'quote', media: [], quoteOf: missing }, key(), signal()),
    ).toEqual({ ok: false, error: { kind: 'invalid', message: POST_NOT_FOUND_WITH_ID } });
  });

  it("'No post id returned.' when Lens takes the post but its lookup answers nothing (then reconciled)", async () => {
    const prepared = value(
      await me.source.prepare({ text: 'where did it go', media: [] }, key(), signal()),
    );
    // A seed whose draws let the first GraphQL call through (the post) and answer the
    // second (the post by its transaction) with an empty 200.
    const config = { emptyAnswerRate: 0.5, paths: ['/graphql'] };
    const seed = Array.from({ length: 200 }, (_, s) => s).find((s) => {
      const random = seededRandom(s);
      const parsed = faultConfigSchema.parse({ ...config, seed: s });
      return (
        decideFault(parsed, random).kind === 'pass' &&
        decideFault(parsed, random).kind === 'emptyAnswer'
      );
    });
    await setFaults('lens', { ...config, seed });
    expect(await me.source.publish(prepared, signal())).toEqual({
      ok: false,
      error: { kind: 'unknown_outcome', message: NO_POST_ID_RETURNED },
    });
    await clearFaults();
    // It did land: the sync engine reconciles instead of sending it again.
    const found = value(await me.source.reconcile(prepared, signal()));
    if (!found) throw new Error('the post did not land');
    expect(value(await me.source.getPost(found.id, signal()))?.text).toBe('where did it go');
  });

  it("'Login required to post on Lens.' for an account signed in on no device store", async () => {
    const stranger = createLensSource({
      api: lens().api,
      storage: lens().storage,
      account: me.account,
      store: memoryCredentialStore<LensCredentials>(),
    });
    expect(await stranger.prepare({ text: 'hi', media: [] }, key(), signal())).toEqual({
      ok: false,
      error: { kind: 'auth', message: 'Login required to post on Lens.' },
    });
  });

  it("'Profile not found' when connecting a Lens name nobody has", async () => {
    const [wallet] = sandbox().evm.accounts;
    if (!wallet) throw new Error('no dev wallet');
    // Nothing is stored when the name is unknown: the vault is never opened.
    const vault: CredentialVault = {
      store: <T>() => memoryCredentialStore<T>(),
      clear: async () => undefined,
      close: () => undefined,
    };
    const result = await connectLens({
      endpoints: await fetchNetworkEndpoints(sandbox().product.api),
      vault,
      username: 'nobody_has_this_name',
      wallet: localWallet(wallet.address, wallet.privateKey),
    });
    expect(result).toEqual({ ok: false, message: PROFILE_NOT_FOUND });
  });
});
