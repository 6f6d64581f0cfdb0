import type { FarcasterNetwork } from '@farcaster/core';
import { hexStringToBytes, Message, validations } from '@farcaster/core';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { z } from 'zod';
import { hubError } from './hubError';
import { createHubReadRoutes } from './hubReadRoutes';
import type { HubStore } from './hubStore';
import type { KeyRegistry } from './keyRegistry';
import { messageToHubJson } from './messageJson';
import { nativeValidationMethods } from './nativeValidation';

export interface Channel {
  id: string;
  url: string;
  name: string;
  description: string;
  followerCount: number;
}

const fid = z.coerce.number().int().positive();
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);
const signerKey = z.string().regex(/^0x[0-9a-fA-F]{64}$/);
const signatureHex = z.string().regex(/^0x[0-9a-fA-F]+$/);

const keyAddSchema = z.object({
  fid,
  request: z.object({
    owner: address,
    keyType: z.number().int(),
    key: signerKey,
    metadataType: z.number().int(),
    metadata: z.string().regex(/^0x[0-9a-fA-F]*$/),
    nonce: z.coerce.bigint(),
    deadline: z.coerce.bigint(),
  }),
  signature: signatureHex,
});

/** KeyRegistry `removeFor(owner, key, deadline, sig)`: the custody's EIP-712 `Remove`. */
const keyRemoveSchema = z.object({
  fid,
  request: z.object({
    owner: address,
    key: signerKey,
    nonce: z.coerce.bigint(),
    deadline: z.coerce.bigint(),
  }),
  signature: signatureHex,
});

const fromHex = (value: string) => hexStringToBytes(value)._unsafeUnwrap();

/**
 * The subset of the Farcaster hub HTTP API (v1) the client uses, validating
 * every message with @farcaster/core and against the key registry; its
 * reads are in hubReadRoutes.ts.
 */
export function createHubApi(options: {
  store: HubStore;
  registry: KeyRegistry;
  network: FarcasterNetwork;
  channels: readonly Channel[];
}) {
  const { store, registry, network, channels } = options;
  const api = new Hono();
  // Hubs answer browsers from any origin, as public hubs do.
  api.use('*', cors());

  api.post('/v1/submitMessage', async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    let message: Message;
    try {
      message = Message.decode(bytes);
    } catch (error) {
      return hubError(c, 'bad_request.parse_failure', `could not decode message: ${String(error)}`);
    }
    const valid = await validations.validateMessage(message, nativeValidationMethods);
    if (valid.isErr()) return hubError(c, valid.error.errCode, valid.error.message);
    const data = message.data;
    if (!data) return hubError(c, 'bad_request.validation_failure', 'message data is missing');
    if (data.network !== network)
      return hubError(c, 'bad_request.validation_failure', 'incorrect network');
    if (!registry.custodyOf(data.fid))
      return hubError(c, 'bad_request.validation_failure', `unknown fid ${data.fid}`);
    if (!registry.isActiveSigner(data.fid, message.signer)) {
      return hubError(
        c,
        'bad_request.validation_failure',
        'invalid signer: signer is not active for this fid',
      );
    }
    if (store.has(message.hash))
      return hubError(c, 'bad_request.duplicate', 'message has already been merged');
    const refused = store.merge(message);
    if (refused) return hubError(c, refused.errCode, refused.details);
    return c.json(messageToHubJson(message));
  });

  api.route('/', createHubReadRoutes(store));

  // An OnChainEventSigner per added key. No chain runs here: the block fields are zeros.
  const signerEvent = (fidValue: number, key: string) => ({
    type: 'EVENT_TYPE_SIGNER',
    chainId: 10,
    blockNumber: 0,
    blockHash: `0x${'0'.repeat(64)}`,
    blockTimestamp: 0,
    transactionHash: `0x${'0'.repeat(64)}`,
    logIndex: 0,
    txIndex: 0,
    fid: fidValue,
    signerEventBody: {
      key,
      keyType: 1,
      eventType: 'SIGNER_EVENT_TYPE_ADD',
      metadata: '',
      metadataType: 1,
    },
  });

  // An OnChainEventIdRegister for a registered fid; as with signers, the block fields are zeros.
  const idRegisterEvent = (fidValue: number, custody: string) => ({
    ...signerEvent(fidValue, ''),
    type: 'EVENT_TYPE_ID_REGISTER',
    signerEventBody: undefined,
    idRegisterEventBody: {
      to: custody,
      eventType: 'ID_REGISTER_EVENT_TYPE_REGISTER',
      from: '0x',
      recoveryAddress: '0x',
    },
  });

  api.get('/v1/onChainSignersByFid', (c) => {
    const query = z
      .object({
        fid,
        signer: z
          .string()
          .regex(/^0x[0-9a-fA-F]{64}$/)
          .optional(),
      })
      .safeParse(c.req.query());
    if (!query.success) return hubError(c, 'bad_request.validation_failure', 'fid is required');
    const active = registry.activeSigners(query.data.fid);
    if (!query.data.signer) {
      return c.json({ events: active.map((key) => signerEvent(query.data.fid, key)) });
    }
    const key = query.data.signer.toLowerCase();
    return active.includes(key)
      ? c.json(signerEvent(query.data.fid, key))
      : hubError(c, 'not_found', 'no such signer', 404);
  });

  // The fid's IdRegistry events (`event_type=EVENT_TYPE_ID_REGISTER`): its registration, if any.
  api.get('/v1/onChainEventsByFid', (c) => {
    const query = z.object({ fid, event_type: z.string().min(1) }).safeParse(c.req.query());
    if (!query.success)
      return hubError(c, 'bad_request.validation_failure', 'fid and event_type are required');
    const custody = registry.custodyOf(query.data.fid);
    const asked = query.data.event_type;
    if (asked !== 'EVENT_TYPE_ID_REGISTER' && asked !== '3') {
      return c.json({ events: [] });
    }
    return c.json({
      events: custody ? [idRegisterEvent(query.data.fid, custody)] : [],
    });
  });

  // Every registered fid in ascending order, paged as a hub pages `/v1/fids`
  // (`pageSize`, `pageToken` naming the last fid handed out, `reverse`).
  api.get('/v1/fids', (c) => {
    const query = z
      .object({
        pageSize: z.coerce.number().int().min(1).max(1000).default(100),
        pageToken: z.string().regex(/^\d+$/).optional(),
        reverse: z.enum(['true', 'false', '1', '0']).optional(),
      })
      .safeParse(c.req.query());
    if (!query.success) return hubError(c, 'bad_request.validation_failure', 'invalid page');
    const reverse = query.data.reverse === 'true' || query.data.reverse === '1';
    const all = registry.fids().sort((a, b) => (reverse ? b - a : a - b));
    const after = query.data.pageToken === undefined ? undefined : Number(query.data.pageToken);
    const rest = after === undefined ? all : all.filter((f) => (reverse ? f < after : f > after));
    const fids = rest.slice(0, query.data.pageSize);
    const last = fids.at(-1);
    const more = rest.length > fids.length && last !== undefined;
    return c.json({ fids, nextPageToken: more ? String(last) : '' });
  });

  api.get('/v1/userNameProofByName', (c) => {
    const name = c.req.query('name') ?? '';
    const owner = registry.fidOfName(name);
    if (owner === undefined) return hubError(c, 'not_found', `no proof for ${name}`, 404);
    return c.json({
      timestamp: Math.floor(Date.now() / 1000),
      name,
      owner: registry.custodyOf(owner),
      signature: '',
      fid: owner,
      type: 'USERNAME_TYPE_FNAME',
    });
  });

  api.get('/v1/info', (c) =>
    c.json({
      version: 'polycast-sandbox',
      isSyncing: false,
      nickname: 'polycast-sandbox',
      rootHash: '',
      dbStats: { numMessages: store.casts(() => true).length, numFidEvents: 0, numFnameEvents: 0 },
      peerId: 'sandbox',
      hubOperatorFid: 0,
    }),
  );

  // Sandbox only: what the chain and the name server would hold.
  api.post('/v1/sandbox/fids', async (c) => {
    const body = z
      .object({
        fid,
        custody: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
        fname: z.string().optional(),
      })
      .safeParse(await c.req.json().catch(() => undefined));
    if (!body.success)
      return hubError(c, 'bad_request.validation_failure', 'fid and custody are required');
    registry.registerFid(body.data.fid, body.data.custody as `0x${string}`);
    if (body.data.fname) registry.setName(body.data.fid, body.data.fname);
    return c.json({ fid: body.data.fid });
  });

  api.post('/v1/sandbox/keys', async (c) => {
    const body = keyAddSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success)
      return hubError(
        c,
        'bad_request.validation_failure',
        body.error.issues[0]?.message ?? 'bad key request',
      );
    const { request, signature } = body.data;
    try {
      await registry.addKey(
        body.data.fid,
        {
          ...request,
          owner: request.owner as `0x${string}`,
          key: fromHex(request.key),
          metadata: request.metadata as `0x${string}`,
        },
        fromHex(signature),
      );
    } catch (error) {
      return hubError(c, 'bad_request.validation_failure', (error as Error).message);
    }
    return c.json({ ok: true });
  });

  // A removed key signs nothing more, and the hub revokes what it signed.
  api.post('/v1/sandbox/keys/remove', async (c) => {
    const body = keyRemoveSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success)
      return hubError(
        c,
        'bad_request.validation_failure',
        body.error.issues[0]?.message ?? 'bad key removal',
      );
    const { request, signature } = body.data;
    const key = fromHex(request.key);
    try {
      await registry.removeKey(
        body.data.fid,
        { ...request, owner: request.owner as `0x${string}`, key },
        fromHex(signature),
      );
    } catch (error) {
      return hubError(c, 'bad_request.validation_failure', (error as Error).message);
    }
    return c.json({ ok: true, revokedMessages: store.revokeBySigner(body.data.fid, key) });
  });

  api.get('/v1/sandbox/channels', (c) => c.json({ channels }));
  api.get('/health', (c) => c.json({ ok: true }));
  return api;
}
