import { NobleEd25519Signer } from '@farcaster/core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { addSignerKey, removeSignerKey } from '../../../sandbox/farcaster/hubClient';
import { SIGNER_REFUSED_MESSAGE } from '@/sources/farcaster/signerRefused';
import { newFarcasterAccount, value } from '../../support/sandboxAccounts';
import { sandbox } from '../sandbox/sandboxClient';

const hubUrl = () => sandbox().farcaster?.hub ?? '';
const signal = () => AbortSignal.timeout(20_000);

let counter = 0;
const key = () => `fc-removed-${Date.now()}-${counter++}`;

const hubError = async (answer: Response) => ({
  status: answer.status,
  body: (await answer.json()) as { errCode: string; details: string },
});

describe('a Farcaster signer the custody wallet removes from the key registry', () => {
  it('ends the session: the hub refuses its messages, the adapter asks for a new login and forgets the key', async () => {
    const account = await newFarcasterAccount(sandbox());
    const before = value(
      await account.source.prepare({ text: 'before removal', media: [] }, key(), signal()),
    );
    const earlier = value(await account.source.publish(before, signal()));
    const pending = value(
      await account.source.prepare({ text: 'signed, not yet sent', media: [] }, key(), signal()),
    );

    const removed = await removeSignerKey(hubUrl(), account.fid, account.custody, account.signer);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ ok: true, revokedMessages: 1 });
    // Hubs revoke what a removed key signed.
    expect(value(await account.source.getPost(earlier.id, signal()))).toBeNull();

    // Deleting needs a new signature: refused, and the key leaves the device.
    expect(await account.source.deletePost(earlier.id, signal())).toEqual({
      ok: false,
      error: {
        kind: 'auth',
        message: SIGNER_REFUSED_MESSAGE,
        code: 'bad_request.validation_failure',
      },
    });
    expect(await account.store.load(String(account.fid))).toBeUndefined();

    // Bytes signed before the removal are refused too.
    expect(await account.source.publish(pending, signal())).toEqual({
      ok: false,
      error: {
        kind: 'auth',
        message: SIGNER_REFUSED_MESSAGE,
        code: 'bad_request.validation_failure',
      },
    });
    expect(await account.source.prepare({ text: 'again', media: [] }, key(), signal())).toEqual({
      ok: false,
      error: { kind: 'auth', message: 'Login required to post on Farcaster.' },
    });
  });

  it('takes only the custody wallet’s signature, and a removed key never comes back', async () => {
    const account = await newFarcasterAccount(sandbox());
    const stranger = privateKeyToAccount(generatePrivateKey());
    expect(
      await hubError(await removeSignerKey(hubUrl(), account.fid, stranger, account.signer)),
    ).toMatchObject({ status: 400, body: { details: 'owner is not the custody address' } });

    expect(
      (await removeSignerKey(hubUrl(), account.fid, account.custody, account.signer)).status,
    ).toBe(200);
    expect(
      await hubError(await removeSignerKey(hubUrl(), account.fid, account.custody, account.signer)),
    ).toMatchObject({ status: 400, body: { details: 'key is not added' } });
    expect(
      await hubError(
        await addSignerKey(
          hubUrl(),
          account.fid,
          account.custody,
          account.custody.address,
          account.signer,
        ),
      ),
    ).toMatchObject({ status: 400, body: { details: 'key was removed' } });

    // A new key approved by the same wallet signs again.
    const fresh = new NobleEd25519Signer(crypto.getRandomValues(new Uint8Array(32)));
    expect(
      (await addSignerKey(hubUrl(), account.fid, account.custody, account.custody.address, fresh))
        .status,
    ).toBe(200);
  });
});
