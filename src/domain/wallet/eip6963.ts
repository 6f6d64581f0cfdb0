import { z } from 'zod/mini';

/**
 * What an injected EVM wallet says of itself in `eip6963:announceProvider`
 * (EIP-6963). The icon is drawn only when it is a data URI of an image: a
 * wallet's page script must not make the app load a remote address or run
 * `javascript:`.
 */
export const walletInfoSchema = z.object({
  uuid: z.string().check(z.minLength(1), z.maxLength(128)),
  name: z.string().check(z.minLength(1), z.maxLength(64)),
  icon: z.string().check(z.startsWith('data:image/'), z.maxLength(200_000)),
  rdns: z.string().check(z.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i), z.maxLength(128)),
});
export type WalletInfo = z.infer<typeof walletInfoSchema>;

/** The least of EIP-1193 a provider must have to be spoken to. */
export interface Eip1193Like {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

const isProvider = (value: unknown): value is Eip1193Like =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { request?: unknown }).request === 'function';

/** An announcement's detail, or undefined when it is not a well-formed one (then it is ignored). */
export function parseAnnouncement<P extends Eip1193Like = Eip1193Like>(
  detail: unknown,
): { info: WalletInfo; provider: P } | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined;
  const { info, provider } = detail as { info?: unknown; provider?: unknown };
  const parsed = walletInfoSchema.safeParse(info);
  if (!parsed.success || !isProvider(provider)) return undefined;
  return { info: parsed.data, provider: provider as P };
}
