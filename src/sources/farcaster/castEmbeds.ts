import { CAPABILITIES } from '@/domain/capabilities';

/** A cast's embeds at most, for everyone but Farcaster Pro (the hub's rule, docs.farcaster.xyz). */
export const CAST_EMBEDS = CAPABILITIES.Farcaster.carries.embeds?.max ?? 2;

export type CastEmbed<CastId> = { url: string } | { castId: CastId };

/**
 * A cast's embeds within its limit (composer.md §5.10; the composer says
 * beforehand what gives way, rules/leftOut.ts): a quoted cast first (it
 * makes the cast a quote), then the poll's frame, then the files in the
 * post's order, then the link card; what does not fit is left out (a link
 * stays in the text). Written files first, then the frame, the card and the
 * quoted cast, as the composer lays them out.
 */
export function castEmbeds<CastId>(
  parts: {
    media: readonly string[];
    frameUrl?: string | undefined;
    linkUrl?: string | undefined;
    quote?: CastId | undefined;
  },
  limit: number = CAST_EMBEDS,
): CastEmbed<CastId>[] {
  let room = limit;
  const fits = () => (room > 0 ? (room--, true) : false);
  const quote = parts.quote !== undefined && fits();
  const frame = parts.frameUrl !== undefined && fits();
  const media = parts.media.filter(() => fits());
  const link =
    parts.linkUrl !== undefined &&
    parts.linkUrl !== parts.frameUrl &&
    !parts.media.includes(parts.linkUrl) &&
    fits();
  return [
    ...media.map((url) => ({ url })),
    ...(frame && parts.frameUrl ? [{ url: parts.frameUrl }] : []),
    ...(link && parts.linkUrl ? [{ url: parts.linkUrl }] : []),
    ...(quote && parts.quote !== undefined ? [{ castId: parts.quote }] : []),
  ];
}
