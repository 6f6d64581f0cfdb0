import type { FarcasterNetwork } from '@farcaster/core';
import {
  CastType,
  hexStringToBytes,
  makeCastAdd,
  makeCastRemove,
  Message,
  NobleEd25519Signer,
  type Ed25519Signer,
  bytesToHexString,
  type CastAddBody,
} from '@farcaster/core';
import { z } from 'zod/mini';
import {
  FARCASTER_PROFILE_ID_MISSING,
  loginRequired,
  NO_PARENT_POST_FOUND,
  POST_NOT_FOUND_WITH_ID,
} from '@/domain/messages/composer';
import { contentFingerprint } from '../contentFingerprint';
import type { CredentialStore } from '../credentialStore';
import type { MediaHost } from '../mediaHost';
import type { VideoConvertService } from '../product/videoConvertClient';
import type {
  OutgoingPost,
  PostView,
  PreparedPost,
  ProfileView,
  PublishedPost,
  Source,
} from '../source';
import { fail, ok, type SourceResult } from '@/domain/result';
import { requestJson } from '../http/requestJson';
import { castEmbeds } from './castEmbeds';
import { embedKinds } from './embedKind';
import { castTextForReading, castTextWithMentions, mentionedNames } from './farcasterMentions';
import { farcasterTime, fromFarcasterSeconds } from '@/domain/farcasterTime';
import {
  castIdString,
  hubCastSchema,
  hubErrorSchema,
  hubNameProofSchema,
  hubPageSchema,
  hubUserDataSchema,
  parseCastId,
  type HubCast,
} from './hubJson';
import { isSignerRefused, SIGNER_REFUSED_MESSAGE } from './signerRefused';
import { uploadFarcasterVideo } from './uploadFarcasterVideo';

/** What the device keeps for a Farcaster account: the fid and its approved Ed25519 signer key. */
export interface FarcasterCredentials {
  fid: number;
  /** Hex, 32 bytes. Never leaves the device, never in the log. */
  signerPrivateKey: string;
  /** Hex: the key the hub knows the signer by (kept since the account check asks about it). */
  signerPublicKey?: string;
}

export interface FarcasterSourceOptions {
  hubUrl: string;
  fid: number;
  network: FarcasterNetwork;
  store: CredentialStore<FarcasterCredentials>;
  media: MediaHost;
  /** The product's video converter: a video is embedded as its HLS playlist (composer.md §7.5). */
  convert?: VideoConvertService;
  now?: () => number;
  /** How a signer is made from the key (default: the pure-JavaScript one; the server uses Node's own). */
  makeSigner?: (privateKey: Uint8Array) => Ed25519Signer;
}

const requestSchema = z.object({ messageBytes: z.string(), hash: z.string() });

const loginRequiredHere = () => fail<never>({ kind: 'auth', message: loginRequired('Farcaster') });

const hex = (bytes: Uint8Array) => bytesToHexString(bytes)._unsafeUnwrap();
const bytesOf = (value: string) => hexStringToBytes(value)._unsafeUnwrap();

const castType = (text: string) => {
  const bytes = new TextEncoder().encode(text).length;
  return bytes <= 320 ? CastType.CAST : bytes <= 1024 ? CastType.LONG_CAST : CastType.TEN_K_CAST;
};

/** The Farcaster source: messages signed on the device, sent to a hub's HTTP API. */
export function createFarcasterSource(options: FarcasterSourceOptions): Source {
  const now = options.now ?? Date.now;
  const { fid, network } = options;
  const profiles = new Map<number, Promise<ProfileView | null>>();
  const embedKind = embedKinds();

  async function hub(
    path: string,
    init: { signal: AbortSignal; body?: Uint8Array<ArrayBuffer> },
  ): Promise<SourceResult<unknown>> {
    const write = init.body !== undefined;
    return requestJson(`${options.hubUrl}${path}`, {
      method: write ? 'POST' : 'GET',
      signal: init.signal,
      ...(write
        ? { body: init.body, headers: { 'Content-Type': 'application/octet-stream' } }
        : {}),
      notFound: { value: null },
      refused(body, status) {
        const hubError = hubErrorSchema.safeParse(body);
        return hubError.success
          ? { message: hubError.data.details ?? hubError.data.errCode, code: hubError.data.errCode }
          : { message: `HTTP ${status}` };
      },
    });
  }

  const query = (path: string, params: Record<string, string | number>) =>
    `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

  const makeSigner = options.makeSigner ?? ((key: Uint8Array) => new NobleEd25519Signer(key));

  async function signer(): Promise<SourceResult<Ed25519Signer>> {
    // composer.md §8: the account this adapter posts as has no fid.
    if (!Number.isInteger(fid) || fid <= 0)
      return fail({ kind: 'invalid', message: FARCASTER_PROFILE_ID_MISSING });
    const credentials = await options.store.load(String(fid));
    if (!credentials || credentials.fid !== fid) return loginRequiredHere();
    return ok(makeSigner(bytesOf(credentials.signerPrivateKey)));
  }

  function profile(of: number, signal: AbortSignal): Promise<ProfileView | null> {
    let known = profiles.get(of);
    if (!known) {
      known = hub(query('/v1/userDataByFid', { fid: of }), { signal }).then((result) => {
        if (!result.ok || !result.value) {
          profiles.delete(of);
          return null;
        }
        const page = hubPageSchema.safeParse(result.value);
        const fields = new Map<string, string>();
        for (const message of page.data?.messages ?? []) {
          const parsed = hubUserDataSchema.safeParse(message);
          if (parsed.success)
            fields.set(parsed.data.data.userDataBody.type, parsed.data.data.userDataBody.value);
        }
        const handle = fields.get('USER_DATA_TYPE_USERNAME') ?? `!${of}`;
        const pfp = fields.get('USER_DATA_TYPE_PFP');
        const bio = fields.get('USER_DATA_TYPE_BIO');
        return {
          source: 'Farcaster' as const,
          id: String(of),
          handle,
          displayName: fields.get('USER_DATA_TYPE_DISPLAY') ?? handle,
          ...(pfp ? { avatarUrl: pfp } : {}),
          ...(bio ? { bio } : {}),
        };
      });
      profiles.set(of, known);
    }
    return known;
  }

  const castUrl = (handle: string, hash: string) =>
    `https://farcaster.xyz/${handle}/${hash.slice(0, 10)}`;

  async function readableText(cast: HubCast, signal: AbortSignal) {
    const body = cast.data.castAddBody;
    const names = new Map<number, string>();
    await Promise.all(
      body.mentions.map(async (m) => {
        const p = await profile(m, signal);
        if (p) names.set(m, p.handle);
      }),
    );
    return castTextForReading(body, (m) => names.get(m));
  }

  async function countOf(
    path: string,
    params: Record<string, string | number>,
    signal: AbortSignal,
  ) {
    const result = await hub(query(path, { ...params, pageSize: 1000 }), { signal });
    return result.ok ? (hubPageSchema.safeParse(result.value).data?.messages.length ?? 0) : 0;
  }

  async function postView(cast: HubCast, signal: AbortSignal): Promise<PostView> {
    const body = cast.data.castAddBody;
    const author = (await profile(cast.data.fid, signal)) ?? {
      source: 'Farcaster' as const,
      id: String(cast.data.fid),
      handle: `!${cast.data.fid}`,
      displayName: `!${cast.data.fid}`,
    };
    const target = { target_fid: cast.data.fid, target_hash: cast.hash };
    const urls = body.embeds.flatMap((e) => (e.url ? [e.url] : []));
    const [replies, likes, recasts, text, kinds] = await Promise.all([
      countOf('/v1/castsByParent', { fid: cast.data.fid, hash: cast.hash }, signal),
      countOf('/v1/reactionsByCast', { ...target, reaction_type: 'REACTION_TYPE_LIKE' }, signal),
      countOf('/v1/reactionsByCast', { ...target, reaction_type: 'REACTION_TYPE_RECAST' }, signal),
      readableText(cast, signal),
      Promise.all(urls.map((url) => embedKind(url, signal))),
    ]);
    const quoted = body.embeds.find((e) => e.castId)?.castId;
    return {
      source: 'Farcaster',
      id: castIdString(cast.data.fid, cast.hash),
      url: castUrl(author.handle, cast.hash),
      author,
      text,
      createdAt: new Date(fromFarcasterSeconds(cast.data.timestamp)).toISOString(),
      ...(body.parentCastId
        ? { replyTo: castIdString(body.parentCastId.fid, body.parentCastId.hash) }
        : {}),
      ...(quoted ? { quoteOf: castIdString(quoted.fid, quoted.hash) } : {}),
      media: urls.flatMap((url, i) => {
        const kind = kinds[i];
        return kind === 'image' || kind === 'video' ? [{ kind, url }] : [];
      }),
      counts: { replies, reposts: recasts, likes, quotes: 0 },
    };
  }

  async function castById(id: string, signal: AbortSignal): Promise<SourceResult<HubCast | null>> {
    const ref = parseCastId(id);
    if (!ref) return ok(null);
    const result = await hub(query('/v1/castById', ref), { signal });
    if (!result.ok) return result;
    if (!result.value) return ok(null);
    const cast = hubCastSchema.safeParse(result.value);
    return ok(cast.success ? cast.data : null);
  }

  async function published(hash: string, signal: AbortSignal): Promise<PublishedPost> {
    const me = await profile(fid, signal);
    return { id: castIdString(fid, hash), url: castUrl(me?.handle ?? `!${fid}`, hash) };
  }

  /**
   * Sends signed bytes. A hub that no longer takes the device's signer (the
   * custody wallet removed it) ends the session: the key is dropped from this
   * device and the user is asked to log in again.
   */
  async function submit(bytes: Uint8Array<ArrayBuffer>, signal: AbortSignal) {
    const sent = await hub('/v1/submitMessage', { signal, body: bytes });
    if (sent.ok || !isSignerRefused(sent.error)) return sent;
    await options.store.remove(String(fid));
    return fail<never>({ kind: 'auth', message: SIGNER_REFUSED_MESSAGE, code: sent.error.code });
  }

  return {
    source: 'Farcaster',

    async prepare(post: OutgoingPost, idempotencyKey, signal) {
      const key = await signer();
      if (!key.ok) return key;
      if (post.poll) {
        return fail({
          kind: 'invalid',
          message: 'Polls reach Farcaster as frame links, not as a native poll.',
        });
      }
      if (post.replyRestriction && post.replyRestriction !== 'Everyone') {
        return fail({ kind: 'invalid', message: 'Farcaster has no reply restrictions.' });
      }
      const timestamp = farcasterTime(now());
      if (!timestamp.ok) return timestamp;
      const fids = new Map<string, number>();
      for (const name of mentionedNames(post.text)) {
        const proof = await hub(query('/v1/userNameProofByName', { name }), { signal });
        if (!proof.ok) return proof;
        const parsed = hubNameProofSchema.safeParse(proof.value);
        if (parsed.success) fids.set(name, parsed.data.fid);
      }
      const text = castTextWithMentions(post.text, fids);
      const quote = post.quoteOf ? parseCastId(post.quoteOf) : undefined;
      if (post.quoteOf && !quote) return fail({ kind: 'invalid', message: POST_NOT_FOUND_WITH_ID });
      const parent = post.replyTo ? parseCastId(post.replyTo) : undefined;
      if (post.replyTo && !parent) return fail({ kind: 'invalid', message: NO_PARENT_POST_FOUND });
      const body: CastAddBody = {
        ...text,
        type: castType(text.text),
        embedsDeprecated: [],
        // Within the cast's 2 embeds: the quote, the poll's frame, the files, then the card.
        embeds: castEmbeds({
          media: post.media.map((m) => m.ref),
          frameUrl: post.frameUrl,
          linkUrl: post.linkEmbed?.url,
          quote: quote ? { fid: quote.fid, hash: bytesOf(quote.hash) } : undefined,
        }),
        ...(parent
          ? { parentCastId: { fid: parent.fid, hash: bytesOf(parent.hash) } }
          : post.channel
            ? { parentUrl: post.channel }
            : {}),
      };
      const message = await makeCastAdd(
        body,
        { fid, network, timestamp: timestamp.value },
        key.value,
      );
      if (message.isErr()) return fail({ kind: 'invalid', message: message.error.message });
      const prepared: PreparedPost = {
        source: 'Farcaster',
        idempotencyKey,
        fingerprint: await contentFingerprint({
          author: String(fid),
          text: post.text,
          ...(post.replyTo ? { replyTo: post.replyTo } : {}),
          ...(post.quoteOf ? { quoteOf: post.quoteOf } : {}),
        }),
        request: {
          messageBytes: hex(Message.encode(message.value).finish()),
          hash: hex(message.value.hash),
        },
      };
      return ok(prepared);
    },

    async publish(prepared, signal) {
      const request = requestSchema.safeParse(prepared.request);
      if (!request.success) return fail({ kind: 'invalid', message: 'Unreadable prepared post' });
      const sent = await submit(new Uint8Array(bytesOf(request.data.messageBytes)), signal);
      // The same signed bytes again: the hub already has them, which is what we wanted.
      const duplicate = !sent.ok && sent.error.code === 'bad_request.duplicate';
      if (!sent.ok && !duplicate) return sent;
      return ok(await published(request.data.hash, signal));
    },

    async reconcile(prepared, signal) {
      const request = requestSchema.safeParse(prepared.request);
      if (!request.success) return fail({ kind: 'invalid', message: 'Unreadable prepared post' });
      const found = await castById(castIdString(fid, request.data.hash), signal);
      if (!found.ok) return found;
      return ok(found.value ? await published(request.data.hash, signal) : null);
    },

    async findRecentPostByFingerprint(fingerprint, signal) {
      const result = await hub(query('/v1/castsByFid', { fid, reverse: 'true', pageSize: 50 }), {
        signal,
      });
      if (!result.ok) return result;
      for (const message of hubPageSchema.safeParse(result.value).data?.messages ?? []) {
        const cast = hubCastSchema.safeParse(message);
        if (!cast.success) continue;
        const body = cast.data.data.castAddBody;
        const quoted = body.embeds.find((e) => e.castId)?.castId;
        const candidate = await contentFingerprint({
          author: String(fid),
          text: await readableText(cast.data, signal),
          ...(body.parentCastId
            ? { replyTo: castIdString(body.parentCastId.fid, body.parentCastId.hash) }
            : {}),
          ...(quoted ? { quoteOf: castIdString(quoted.fid, quoted.hash) } : {}),
        });
        if (candidate === fingerprint) return ok(await published(cast.data.hash, signal));
      }
      return ok(null);
    },

    async deletePost(id, signal) {
      const key = await signer();
      if (!key.ok) return key;
      const ref = parseCastId(id);
      if (!ref || ref.fid !== fid)
        return fail({ kind: 'invalid', message: `Failed to delete post: ${id}` });
      const timestamp = farcasterTime(now());
      if (!timestamp.ok) return timestamp;
      const message = await makeCastRemove(
        { targetHash: bytesOf(ref.hash) },
        { fid, network, timestamp: timestamp.value },
        key.value,
      );
      if (message.isErr()) return fail({ kind: 'invalid', message: message.error.message });
      const sent = await submit(new Uint8Array(Message.encode(message.value).finish()), signal);
      return sent.ok ? ok(undefined) : sent;
    },

    async getPost(id, signal) {
      const cast = await castById(id, signal);
      if (!cast.ok) return cast;
      return ok(cast.value ? await postView(cast.value, signal) : null);
    },

    async getThread(id, signal) {
      const cast = await castById(id, signal);
      if (!cast.ok) return cast;
      if (!cast.value) return ok(null);
      const ancestors: PostView[] = [];
      for (let parent = cast.value.data.castAddBody.parentCastId; parent;) {
        const found = await castById(castIdString(parent.fid, parent.hash), signal);
        if (!found.ok) return found;
        if (!found.value) break;
        ancestors.unshift(await postView(found.value, signal));
        parent = found.value.data.castAddBody.parentCastId;
      }
      const children = await hub(
        query('/v1/castsByParent', { fid: cast.value.data.fid, hash: cast.value.hash }),
        { signal },
      );
      if (!children.ok) return children;
      const replies = await Promise.all(
        (hubPageSchema.safeParse(children.value).data?.messages ?? []).flatMap((m) => {
          const reply = hubCastSchema.safeParse(m);
          return reply.success ? [postView(reply.data, signal)] : [];
        }),
      );
      return ok({ post: await postView(cast.value, signal), ancestors, replies });
    },

    async getProfile(id, signal) {
      const of = Number(id);
      if (!Number.isInteger(of) || of <= 0) return ok(null);
      return ok(await profile(of, signal));
    },

    async uploadMedia(file, signal, onProgress, checkpoints) {
      if (file.mimeType.startsWith('video/') && options.convert) {
        const video = await uploadFarcasterVideo({
          file,
          media: options.media,
          convert: options.convert,
          signal,
          checkpoints,
        });
        if (video.ok) onProgress?.(1);
        return video;
      }
      const stored = await options.media.upload(file, signal);
      if (!stored.ok) return stored;
      onProgress?.(1);
      const kind = file.mimeType.startsWith('video/')
        ? 'video'
        : file.mimeType === 'image/gif'
          ? 'gif'
          : 'image';
      return ok({
        kind,
        ref: stored.value.url,
        mimeType: file.mimeType,
        ...(file.alt ? { alt: file.alt } : {}),
        ...(file.width ? { width: file.width } : {}),
        ...(file.height ? { height: file.height } : {}),
      });
    },
  };
}
