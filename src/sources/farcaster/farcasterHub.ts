import { ok, type SourceResult } from '@/domain/result';
import { requestJson } from '../http/requestJson';
import {
  hubCastSchema,
  hubErrorSchema,
  hubPageSchema,
  parseCastId,
  snapchainErrorSchema,
  type HubCast,
} from './hubJson';

export type HubParams = Record<string, string | number>;

/** One page of a hub list: its messages as sent, and the token of the next (none at the end). */
export interface HubPage {
  messages: unknown[];
  next?: string;
}

/** A hub's HTTP API (v1), as the Farcaster adapters call it. */
export interface FarcasterHub {
  /** A read: the answer's JSON, or null when the hub has no such thing (404). */
  get(path: string, params: HubParams, signal: AbortSignal): Promise<SourceResult<unknown>>;
  /** One page of a list endpoint (`castsByFid`, `reactionsByCast`, …); a 404 is an empty page. */
  page(path: string, params: HubParams, signal: AbortSignal): Promise<SourceResult<HubPage>>;
  /** A cast by its app id (`fid:0xhash`), or null when the hub does not have it (or it does not parse). */
  cast(id: string, signal: AbortSignal): Promise<SourceResult<HubCast | null>>;
  /** POSTs a message's protobuf bytes to `/v1/submitMessage`. */
  submit(bytes: Uint8Array<ArrayBuffer>, signal: AbortSignal): Promise<SourceResult<unknown>>;
}

export const hubQuery = (path: string, params: HubParams) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

/**
 * Why a hub refused, from its body: Hubble sends its HubError (`errCode`,
 * `details`), Snapchain `{error, error_detail}` with the gRPC status in the
 * detail (its message `errCode/details` when the engine refused a message).
 * Either way a thing that is not there is code `not_found`.
 */
function hubRefusal(answer: unknown, status: number): { message: string; code?: string } {
  const hubError = hubErrorSchema.safeParse(answer);
  if (hubError.success)
    return { message: hubError.data.details ?? hubError.data.errCode, code: hubError.data.errCode };
  const snapchain = snapchainErrorSchema.safeParse(answer);
  if (snapchain.success) {
    const detail = snapchain.data.error_detail ?? snapchain.data.error;
    // The gRPC message carries the HubError as `errCode/details`.
    const coded = /message: "([a-z_]+(?:\.[a-z_]+)*)\/((?:[^"\\]|\\.)*)"/.exec(detail);
    if (coded?.[1]) return { message: coded[2] ?? coded[1], code: coded[1] };
    return { message: detail, ...(/\bNotFound\b/.test(detail) ? { code: 'not_found' } : {}) };
  }
  return { message: `HTTP ${status}` };
}

/**
 * The one way the Farcaster adapters reach a hub: through requestJson, a
 * refusal read as the hub's error (hubRefusal; its code is the failure's
 * code). A read of a thing that is not there answers null: the sandbox says
 * so with a 404, Hubble and Snapchain with a 400 whose error is not_found.
 */
export function farcasterHub(
  hubUrl: string,
  options: { fetch?: (url: string, init: RequestInit) => Promise<Response> } = {},
): FarcasterHub {
  const call = (path: string, signal: AbortSignal, body?: Uint8Array<ArrayBuffer>) =>
    requestJson(`${hubUrl}${path}`, {
      method: body ? 'POST' : 'GET',
      signal,
      ...(body ? { body, headers: { 'Content-Type': 'application/octet-stream' } } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
      notFound: { value: null },
      refused: hubRefusal,
    });

  const get = async (path: string, params: HubParams, signal: AbortSignal) => {
    const answer = await call(hubQuery(path, params), signal);
    return !answer.ok && answer.error.code === 'not_found' ? ok(null) : answer;
  };

  return {
    get,
    async page(path, params, signal) {
      const answer = await get(path, params, signal);
      if (!answer.ok) return answer;
      if (answer.value === null) return ok({ messages: [] });
      const page = hubPageSchema.safeParse(answer.value);
      if (!page.success) {
        return { ok: false, error: { kind: 'network', message: `Unreadable hub page: ${path}` } };
      }
      const next = page.data.nextPageToken;
      return ok({ messages: page.data.messages, ...(next ? { next } : {}) });
    },
    async cast(id, signal) {
      const ref = parseCastId(id);
      if (!ref) return ok(null);
      const answer = await get('/v1/castById', ref, signal);
      if (!answer.ok) return answer;
      if (answer.value === null) return ok(null);
      const cast = hubCastSchema.safeParse(answer.value);
      return ok(cast.success ? cast.data : null);
    },
    submit: (bytes, signal) => call('/v1/submitMessage', signal, bytes),
  };
}
