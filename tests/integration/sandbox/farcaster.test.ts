import {
  bytesToHexString,
  FarcasterNetwork,
  makeCastAdd,
  Message,
  NobleEd25519Signer,
} from '@farcaster/core';
import { privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addSignerKey, castBody, submitMessage } from '../../../sandbox/farcaster/hubClient';
import { sandbox } from './sandboxClient';

const FID = 9000 + Math.floor(Math.random() * 1000);
const hub = () => sandbox().farcaster?.hub ?? '';
const hex = (bytes: Uint8Array) => bytesToHexString(bytes)._unsafeUnwrap();

const submit = (message: Message) => submitMessage(hub(), message);

async function addKey(custodyKey: `0x${string}`, signer: NobleEd25519Signer) {
  const owner = sandbox().evm.accounts[0]?.address as `0x${string}`;
  return addSignerKey(hub(), FID, privateKeyToAccount(custodyKey), owner, signer);
}

const signer = new NobleEd25519Signer(crypto.getRandomValues(new Uint8Array(32)));
const data = { fid: FID, network: FarcasterNetwork.DEVNET };

beforeAll(async () => {
  const [custody] = sandbox().evm.accounts;
  if (!custody) throw new Error('no accounts');
  const registered = await fetch(`${hub()}/v1/sandbox/fids`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fid: FID, custody: custody.address, fname: `tester${FID}` }),
  });
  expect(registered.status).toBe(200);
  expect((await addKey(custody.privateKey as `0x${string}`, signer)).status).toBe(200);
});

describe('Farcaster hub (sandbox), messages from @farcaster/core', () => {
  it('merges a signed cast and serves it back by id and by fid', async () => {
    const cast = (await makeCastAdd(castBody('gm from the sandbox'), data, signer))._unsafeUnwrap();
    const response = await submit(cast);
    expect(response.status).toBe(200);
    const merged = (await response.json()) as {
      hash: string;
      data: { castAddBody: { text: string } };
    };
    expect(merged.hash).toBe(hex(cast.hash));
    expect(merged.data.castAddBody.text).toBe('gm from the sandbox');

    const byId = await fetch(`${hub()}/v1/castById?fid=${FID}&hash=${merged.hash}`);
    expect(((await byId.json()) as { hash: string }).hash).toBe(merged.hash);
    const byFid = (await (await fetch(`${hub()}/v1/castsByFid?fid=${FID}`)).json()) as {
      messages: unknown[];
    };
    expect(byFid.messages.length).toBeGreaterThanOrEqual(1);
  });

  it('answers a resubmission as a duplicate, as a real hub does', async () => {
    const cast = (await makeCastAdd(castBody('only once'), data, signer))._unsafeUnwrap();
    expect((await submit(cast)).status).toBe(200);
    const again = await submit(cast);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ errCode: 'bad_request.duplicate' });
  });

  it('refuses a bad signature, an unknown signer and another network', async () => {
    const cast = (await makeCastAdd(castBody('tampered'), data, signer))._unsafeUnwrap();
    const tampered = Message.create({
      ...cast,
      signature: cast.signature.map((b, i) => (i === 0 ? b ^ 1 : b)),
    });
    const bad = await submit(tampered);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errCode: 'bad_request.validation_failure' });

    const stranger = new NobleEd25519Signer(crypto.getRandomValues(new Uint8Array(32)));
    const unknown = await submit(
      (await makeCastAdd(castBody('who am I'), data, stranger))._unsafeUnwrap(),
    );
    expect(await unknown.json()).toMatchObject({
      details: expect.stringContaining('invalid signer'),
    });

    const mainnet = { fid: FID, network: FarcasterNetwork.MAINNET };
    const wrongNetwork = await submit(
      (await makeCastAdd(castBody('wrong net'), mainnet, signer))._unsafeUnwrap(),
    );
    expect(await wrongNetwork.json()).toMatchObject({ details: 'incorrect network' });
  });

  it('adds a signer only with the custody address’s signature', async () => {
    const [, intruder] = sandbox().evm.accounts;
    const other = new NobleEd25519Signer(crypto.getRandomValues(new Uint8Array(32)));
    const response = await addKey(intruder?.privateKey as `0x${string}`, other);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ details: 'invalid custody signature' });
  });

  it('threads replies under their parent and casts under a channel url', async () => {
    const parent = (await makeCastAdd(castBody('parent'), data, signer))._unsafeUnwrap();
    await submit(parent);
    const reply = (
      await makeCastAdd(
        castBody('reply', { parentCastId: { fid: FID, hash: parent.hash } }),
        data,
        signer,
      )
    )._unsafeUnwrap();
    expect((await submit(reply)).status).toBe(200);
    const replies = (await (
      await fetch(`${hub()}/v1/castsByParent?fid=${FID}&hash=${hex(parent.hash)}`)
    ).json()) as {
      messages: { hash: string; data: { castAddBody: { parentCastId: { hash: string } } } }[];
    };
    expect(replies.messages.map((m) => m.hash)).toEqual([hex(reply.hash)]);
    expect(replies.messages[0]?.data.castAddBody.parentCastId.hash).toBe(hex(parent.hash));

    const { channels } = (await (await fetch(`${hub()}/v1/sandbox/channels`)).json()) as {
      channels: { id: string; url: string }[];
    };
    const channel = channels.find((c) => c.id === 'polycast');
    if (!channel) throw new Error('no seeded channel');
    const inChannel = (
      await makeCastAdd(castBody('in the channel', { parentUrl: channel.url }), data, signer)
    )._unsafeUnwrap();
    await submit(inChannel);
    const listed = (await (
      await fetch(`${hub()}/v1/castsByParent?url=${encodeURIComponent(channel.url)}`)
    ).json()) as { messages: { hash: string }[] };
    expect(listed.messages.map((m) => m.hash)).toContain(hex(inChannel.hash));
  });

  it('resolves a username to its fid', async () => {
    const proof = await fetch(`${hub()}/v1/userNameProofByName?name=tester${FID}`);
    expect(await proof.json()).toMatchObject({ fid: FID, type: 'USERNAME_TYPE_FNAME' });
    expect((await fetch(`${hub()}/v1/userNameProofByName?name=nobody-here`)).status).toBe(404);
  });
});
