import { bytesToHexString, Message } from '@farcaster/core';

const hex = (bytes: Uint8Array | undefined) =>
  bytes ? bytesToHexString(bytes)._unsafeUnwrap() : undefined;

type Json = Record<string, unknown>;

/**
 * A message as the hub's HTTP API shows it: protobuf JSON, with hashes,
 * signer keys and cast ids in hex (the signature stays base64).
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
  return json;
}
