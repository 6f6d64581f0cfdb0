import { bytesToHexString, NobleEd25519Signer, ViemLocalEip712Signer } from '@farcaster/core';
import type { LocalAccount } from 'viem';
import { fail, ok, type SourceResult } from '@/domain/result';
import { requestJson } from '../http/requestJson';
import { hubErrorSchema } from './hubJson';

const hex = (bytes: Uint8Array) => bytesToHexString(bytes)._unsafeUnwrap();

/**
 * Adds a signer key for an fid with its custody wallet's EIP-712 KeyGateway
 * `Add` signature. On mainnet that signature goes into a KeyGateway
 * transaction on Optimism; the sandbox hub's registry takes it directly
 * (`/v1/sandbox/keys`), verifying it the same way.
 */
export async function approveSignerKey(options: {
  hubUrl: string;
  fid: number;
  custody: LocalAccount;
  signerPrivateKey: Uint8Array;
  deadlineSeconds?: number;
}): Promise<SourceResult<void>> {
  const key = (
    await new NobleEd25519Signer(options.signerPrivateKey).getSignerKey()
  )._unsafeUnwrap();
  return approveSignerPublicKey({ ...options, signerPublicKey: key });
}

/**
 * The same approval for a key whose private half is elsewhere: the product
 * server's key for scheduled posts (it keeps the private half, sealed).
 */
export async function approveSignerPublicKey(options: {
  hubUrl: string;
  fid: number;
  custody: LocalAccount;
  signerPublicKey: Uint8Array;
  deadlineSeconds?: number;
}): Promise<SourceResult<void>> {
  const key = options.signerPublicKey;
  const request = {
    owner: options.custody.address,
    keyType: 1,
    key,
    metadataType: 1,
    metadata: '0x' as const,
    nonce: 0n,
    deadline: BigInt(Math.floor(Date.now() / 1000) + (options.deadlineSeconds ?? 3600)),
  };
  const signature = await new ViemLocalEip712Signer(options.custody).signAdd(request);
  if (signature.isErr()) return fail({ kind: 'invalid', message: signature.error.message });
  const approved = await requestJson(`${options.hubUrl}/v1/sandbox/keys`, {
    method: 'POST',
    json: {
      fid: options.fid,
      request: {
        ...request,
        key: hex(key),
        nonce: String(request.nonce),
        deadline: String(request.deadline),
      },
      signature: hex(signature.value),
    },
    lenientBody: true,
    refused: (body) => ({
      message: hubErrorSchema.safeParse(body).data?.details ?? 'The signer key was not approved',
    }),
  });
  return approved.ok ? ok(undefined) : approved;
}
