import { bytesToBase58, bytesToHexString, Message, Protocol } from '@farcaster/core';

const hex = (bytes: Uint8Array | undefined) =>
  bytes ? bytesToHexString(bytes)._unsafeUnwrap() : undefined;
const base58 = (bytes: Uint8Array) => bytesToBase58(bytes)._unsafeUnwrap();

type Json = Record<string, unknown>;

/**
 * A message as the hub's HTTP API shows it: protobuf JSON, with hashes,
 * signer keys and cast ids in hex (the signature stays base64). A
 * verification's address and block hash are in the protocol's own writing
 * (hex on Ethereum, base58 on Solana), and the body is shown under its old
 * name `verificationAddEthAddressBody` too (with `ethSignature`), as hubs do.
 */
export function messageToHubJson(message: Message): Json {
  const json = Message.toJSON(message) as Json;
  json.hash = hex(message.hash);
  json.signer = hex(message.signer);
  const data = json.data as Json | undefined;
  const body = message.data;
  if (!data || !body) return json;
  const castAdd = body.castAddBody;
  if (castAdd) {
    const out = data.castAddBody as Json;
    if (castAdd.parentCastId)
      out.parentCastId = { fid: castAdd.parentCastId.fid, hash: hex(castAdd.parentCastId.hash) };
    out.embeds = castAdd.embeds.map((embed) =>
      embed.castId
        ? { castId: { fid: embed.castId.fid, hash: hex(embed.castId.hash) } }
        : { url: embed.url },
    );
  }
  if (body.castRemoveBody)
    (data.castRemoveBody as Json).targetHash = hex(body.castRemoveBody.targetHash);
  const target = body.reactionBody?.targetCastId;
  if (target)
    (data.reactionBody as Json).targetCastId = { fid: target.fid, hash: hex(target.hash) };
  const verification = body.verificationAddAddressBody;
  if (verification) {
    const write = verification.protocol === Protocol.SOLANA ? base58 : hex;
    const out = data.verificationAddAddressBody as Json;
    out.address = write(verification.address);
    out.blockHash = write(verification.blockHash);
    data.verificationAddEthAddressBody = {
      address: out.address,
      ethSignature: out.claimSignature,
      blockHash: out.blockHash,
      verificationType: verification.verificationType,
      chainId: verification.chainId,
      protocol: out.protocol,
    };
  }
  if (body.verificationRemoveBody) {
    const remove = body.verificationRemoveBody;
    (data.verificationRemoveBody as Json).address = (
      remove.protocol === Protocol.SOLANA ? base58 : hex
    )(remove.address);
  }
  return json;
}
