import './nodeBuffer';
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
import { KEPT_NEEDS_POLYCAST, keptSwitchesApi } from '../product/keptSwitchesApi';
import type { OutgoingPost, PostView, PreparedPost, PublishedPost, Source } from '../source';
import { fail, ok, type SourceResult } from '@/domain/result';
import { castEmbeds } from './castEmbeds';
import { castToPost, castUrl, readableCastText } from './castToPost';
import { embedKinds } from './embedKind';
import { farcasterHub } from './farcasterHub';
import { castTextWithMentions, mentionedNames } from './farcasterMentions';
import { farcasterProfileCounts, farcasterProfiles } from './farcasterProfiles';
import { farcasterProfileViewer } from './farcasterProfileViewer';
import { farcasterToggles } from './farcasterToggles';
import { farcasterTime } from '@/domain/farcasterTime';
import { castIdString, hubCastSchema, hubNameProofSchema, parseCastId } from './hubJson';
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
  /**
   * The product server's session, for what Farcaster keeps no record of
   * (bookmarks, mutes, channel blocks, reports: keptSwitchesApi.ts); without
   * it those are refused.
   */
  product?: { apiBase: string; session: () => Promise<string | undefined> };
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
  const hub = farcasterHub(options.hubUrl);
  const profile = farcasterProfiles(hub);
  const postView = castToPost({ hub, profile, embedKind: embedKinds(), viewerFid: fid });

  const kept = options.product && keptSwitchesApi({ ...options.product, fid });

  const makeSigner = options.makeSigner ?? ((key: Uint8Array) => new NobleEd25519Signer(key));

  async function signer(): Promise<SourceResult<Ed25519Signer>> {
    // composer.md §8: the account this adapter posts as has no fid.
    if (!Number.isInteger(fid) || fid <= 0)
      return fail({ kind: 'invalid', message: FARCASTER_PROFILE_ID_MISSING });
    const credentials = await options.store.load(String(fid));
    if (!credentials || credentials.fid !== fid) return loginRequiredHere();
    return ok(makeSigner(bytesOf(credentials.signerPrivateKey)));
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
    const sent = await hub.submit(bytes, signal);
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
        const proof = await hub.get('/v1/userNameProofByName', { name }, signal);
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
      const found = await hub.cast(castIdString(fid, request.data.hash), signal);
      if (!found.ok) return found;
      return ok(found.value ? await published(request.data.hash, signal) : null);
    },

    async findRecentPostByFingerprint(fingerprint, signal) {
      const result = await hub.page(
        '/v1/castsByFid',
        { fid, reverse: 'true', pageSize: 50 },
        signal,
      );
      if (!result.ok) return result;
      for (const message of result.value.messages) {
        const cast = hubCastSchema.safeParse(message);
        if (!cast.success) continue;
        const body = cast.data.data.castAddBody;
        const quoted = body.embeds.find((e) => e.castId)?.castId;
        const candidate = await contentFingerprint({
          author: String(fid),
          text: (await readableCastText(cast.data, profile, signal)).text,
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

    // Likes, recasts and follows, signed and sent as publish does (farcasterToggles.ts).
    setToggle: farcasterToggles({
      hub,
      fid,
      network,
      now,
      signer,
      submit,
      ...(kept ? { kept } : {}),
    }),

    // Farcaster takes no reports: the product server keeps them (reading.md §4.3).
    async reportPost(id, signal) {
      const key = await signer();
      if (!key.ok) return key;
      if (!kept) return fail({ kind: 'invalid', message: KEPT_NEEDS_POLYCAST });
      if (!parseCastId(id))
        return fail({ kind: 'invalid', message: `Not a Farcaster cast: ${id}` });
      return kept.report(id, signal);
    },

    async getPost(id, signal) {
      const cast = await hub.cast(id, signal);
      if (!cast.ok) return cast;
      return ok(cast.value ? await postView(cast.value, signal) : null);
    },

    async getThread(id, signal) {
      const cast = await hub.cast(id, signal);
      if (!cast.ok) return cast;
      if (!cast.value) return ok(null);
      const ancestors: PostView[] = [];
      for (let parent = cast.value.data.castAddBody.parentCastId; parent;) {
        const found = await hub.cast(castIdString(parent.fid, parent.hash), signal);
        if (!found.ok) return found;
        if (!found.value) break;
        ancestors.unshift(await postView(found.value, signal));
        parent = found.value.data.castAddBody.parentCastId;
      }
      const children = await hub.page(
        '/v1/castsByParent',
        { fid: cast.value.data.fid, hash: cast.value.hash },
        signal,
      );
      if (!children.ok) return children;
      const replies = await Promise.all(
        children.value.messages.flatMap((m) => {
          const reply = hubCastSchema.safeParse(m);
          return reply.success ? [postView(reply.data, signal)] : [];
        }),
      );
      return ok({ post: await postView(cast.value, signal), ancestors, replies });
    },

    async getProfile(id, signal) {
      const of = Number(id);
      if (!Number.isInteger(of) || of <= 0) return ok(null);
      const [person, counts, viewer, muted] = await Promise.all([
        profile(of, signal),
        farcasterProfileCounts(hub, of, signal),
        farcasterProfileViewer(hub, fid, of, signal),
        // Mutes live on the product server; unsaid when it cannot be asked.
        kept && of !== fid ? kept.onAmong('mute', [id], signal) : undefined,
      ]);
      if (!person) return ok(null);
      if (viewer.ok && viewer.value && muted?.ok) viewer.value.muted = muted.value.has(id);
      return ok({
        ...person,
        ...(counts.ok ? counts.value : {}),
        ...(viewer.ok && viewer.value ? { viewer: viewer.value } : {}),
      });
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
