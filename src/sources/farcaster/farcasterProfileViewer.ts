import type { ProfileViewer } from '@/domain/reading/post';
import { ok, type SourceResult } from '@/domain/result';
import type { FarcasterHub } from './farcasterHub';
import { hubLinkSchema } from './hubJson';

/**
 * How the signed-in person and a profile's person follow each other, from
 * the hub's `linkById` (two reads, side by side): `following` when the
 * viewer's follow link to them is there, `followedBy` when theirs to the
 * viewer is. Nothing for the viewer's own profile. Hubs keep no mutes or
 * blocks, so those are left unsaid.
 */
export async function farcasterProfileViewer(
  hub: FarcasterHub,
  viewerFid: number,
  fid: number,
  signal: AbortSignal,
): Promise<SourceResult<ProfileViewer | undefined>> {
  if (!Number.isInteger(viewerFid) || viewerFid <= 0 || viewerFid === fid) return ok(undefined);
  const follows = async (from: number, to: number): Promise<SourceResult<boolean>> => {
    const link = await hub.get(
      '/v1/linkById',
      { fid: from, target_fid: to, link_type: 'follow' },
      signal,
    );
    if (!link.ok) return link;
    return ok(link.value !== null && hubLinkSchema.safeParse(link.value).success);
  };
  const [following, followedBy] = await Promise.all([
    follows(viewerFid, fid),
    follows(fid, viewerFid),
  ]);
  if (!following.ok) return following;
  if (!followedBy.ok) return followedBy;
  return ok({ following: following.value, followedBy: followedBy.value });
}
