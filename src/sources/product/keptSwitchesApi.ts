import { z } from 'zod/mini';
import { KEPT_STATE_MAX_TARGETS, type KeptSwitchKind } from '@/domain/actions/keptSwitches';
import { PRODUCT_PATHS } from '@/domain/productPaths';
import { fail, ok, type SourceResult } from '@/domain/result';
import { call } from './productApi';

/** Where the product server is, the device's Polycast session, and whose switches (a fid). */
export interface KeptSwitchesConnection {
  apiBase: string;
  /** Read at each call: the device may sign in to (or out of) Polycast meanwhile. */
  session: () => Promise<string | undefined>;
  fid: number;
  fetch?: typeof fetch;
}

/** One page of a kept list: the targets, the latest switched on first. */
export interface KeptPage {
  items: { target: string; at: number }[];
  cursor?: string;
}

const stateSchema = z.object({ on: z.array(z.string()) });
const pageSchema = z.object({
  items: z.array(z.object({ target: z.string(), at: z.number() })),
  cursor: z.optional(z.string()),
});

/** Said when the device has no Polycast session: the server keeps these for its account. */
export const KEPT_NEEDS_POLYCAST =
  'Sign in to Polycast to keep Farcaster bookmarks, mutes and channel blocks.';

/**
 * The product server's record of a Farcaster person's bookmarks, mutes,
 * channel blocks and reports (issue 21: Farcaster's protocol keeps none),
 * `/api/reader-actions/farcaster/{fid}`. Writes are idempotent by state,
 * so a call whose answer was lost can be sent again.
 */
export function keptSwitchesApi(connection: KeptSwitchesConnection) {
  const base = `${PRODUCT_PATHS.readerActions}/farcaster/${connection.fid}`;
  async function api() {
    const token = await connection.session();
    return token
      ? {
          apiBase: connection.apiBase,
          token,
          ...(connection.fetch ? { fetch: connection.fetch } : {}),
        }
      : undefined;
  }
  const noSession = () => fail<never>({ kind: 'auth', message: KEPT_NEEDS_POLYCAST });

  return {
    /** Puts the switch in the state asked for. */
    async set(
      kind: KeptSwitchKind,
      target: string,
      on: boolean,
      signal: AbortSignal,
    ): Promise<SourceResult<void>> {
      const product = await api();
      if (!product) return noSession();
      const answer = await call(product, 'POST', `${base}/switches/${kind}`, {
        body: { target, on },
        signal,
      });
      return answer.ok ? ok(undefined) : answer;
    },

    /** Which of `targets` are on (asked in batches the server takes). */
    async onAmong(
      kind: KeptSwitchKind,
      targets: readonly string[],
      signal: AbortSignal,
    ): Promise<SourceResult<Set<string>>> {
      const product = await api();
      if (!product) return noSession();
      const on = new Set<string>();
      for (let i = 0; i < targets.length; i += KEPT_STATE_MAX_TARGETS) {
        const query = new URLSearchParams(
          targets.slice(i, i + KEPT_STATE_MAX_TARGETS).map((t) => ['target', t]),
        );
        const answer = await call(product, 'GET', `${base}/switches/${kind}?${query}`, {
          schema: stateSchema,
          signal,
        });
        if (!answer.ok) return answer;
        for (const target of answer.value.on) on.add(target);
      }
      return ok(on);
    },

    /** A page of what is on, the latest first. */
    async list(
      kind: KeptSwitchKind,
      cursor: string | undefined,
      limit: number,
      signal: AbortSignal,
    ): Promise<SourceResult<KeptPage>> {
      const product = await api();
      if (!product) return noSession();
      const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
      const answer = await call(product, 'GET', `${base}/switches/${kind}/list?${query}`, {
        schema: pageSchema,
        signal,
      });
      if (!answer.ok) return answer;
      const { items, cursor: next } = answer.value;
      return ok({ items, ...(next ? { cursor: next } : {}) });
    },

    /** Reports a cast; kept once however often it is sent. */
    async report(castId: string, signal: AbortSignal): Promise<SourceResult<void>> {
      const product = await api();
      if (!product) return noSession();
      const answer = await call(product, 'POST', `${base}/reports`, {
        body: { post: castId },
        signal,
      });
      return answer.ok ? ok(undefined) : answer;
    },
  };
}

export type KeptSwitchesApi = ReturnType<typeof keptSwitchesApi>;
