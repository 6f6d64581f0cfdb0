import {
  bytesToHexString,
  CastType,
  Message,
  ViemLocalEip712Signer,
  type CastAddBody,
  type Ed25519Signer,
} from '@farcaster/core';
import type { Address, LocalAccount } from 'viem';

/** Talks to the sandbox hub the way a client does: shared by the seed and the tests. */
const hex = (bytes: Uint8Array) => bytesToHexString(bytes)._unsafeUnwrap();

/** A cast body with every list the protobuf wants, empty unless given. */
export function castBody(text: string, extra: Partial<CastAddBody> = {}): CastAddBody {
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

/** POSTs a message's protobuf bytes to /v1/submitMessage. */
export function submitMessage(hub: string, message: Message): Promise<Response> {
  return fetch(`${hub}/v1/submitMessage`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream' },
    body: Message.encode(message).finish(),
  });
}

/**
 * Asks the hub's key registry to add `signer` for `fid`, with `custody`'s
 * EIP-712 KeyGateway `Add` signature over `owner` (the fid's custody address).
 */
export async function addSignerKey(
  hub: string,
  fid: number,
  custody: LocalAccount,
  owner: Address,
  signer: Ed25519Signer,
): Promise<Response> {
  const key = (await signer.getSignerKey())._unsafeUnwrap();
  const request = {
    owner,
    keyType: 1,
    key,
    metadataType: 1,
    metadata: '0x' as const,
    nonce: 0n,
    deadline: BigInt(Math.floor(Date.now() / 1000) + 3600),
  };
  const signature = (await new ViemLocalEip712Signer(custody).signAdd(request))._unsafeUnwrap();
  return sendKeyRequest(`${hub}/v1/sandbox/keys`, fid, request, signature);
}

/** A signed KeyRegistry request as the sandbox hub takes it (bytes as hex, big numbers as text). */
function sendKeyRequest(
  url: string,
  fid: number,
  request: { key: Uint8Array; nonce: bigint; deadline: bigint },
  signature: Uint8Array,
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      fid,
      request: {
        ...request,
        key: hex(request.key),
        nonce: String(request.nonce),
        deadline: String(request.deadline),
      },
      signature: hex(signature),
    }),
  });
}

/**
 * Asks the hub's key registry to remove `signer` from `fid`, with `custody`'s
 * EIP-712 KeyRegistry `Remove` signature (what `removeFor` takes on chain).
 */
export async function removeSignerKey(
  hub: string,
  fid: number,
  custody: LocalAccount,
  signer: Ed25519Signer,
): Promise<Response> {
  const key = (await signer.getSignerKey())._unsafeUnwrap();
  const request = {
    owner: custody.address,
    key,
    nonce: 0n,
    deadline: BigInt(Math.floor(Date.now() / 1000) + 3600),
  };
  const signature = (await new ViemLocalEip712Signer(custody).signRemove(request))._unsafeUnwrap();
  return sendKeyRequest(`${hub}/v1/sandbox/keys/remove`, fid, request, signature);
}
