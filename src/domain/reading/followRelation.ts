import type { ProfileViewer } from './post';

/**
 * How the signed-in person and someone relate, in words for their profile's
 * header (issue 20): both ways, one way, or nothing to say (also when the
 * network does not tell).
 */
export function followRelation(viewer: ProfileViewer | undefined): string | undefined {
  if (viewer?.following && viewer.followedBy) return 'You follow each other';
  if (viewer?.following) return 'Following';
  if (viewer?.followedBy) return 'Follows you';
  return undefined;
}
