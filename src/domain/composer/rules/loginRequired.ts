import type { PostSource } from '../model/sourceFields';
import { farcasterLoginBlocked, loginRequired } from '@/domain/messages/composer';
import { networkName } from './networkNames';

/** composer.md §6, §9: Farcaster login from the composer is blocked with more than 2 images. */
export const FARCASTER_LOGIN_MAX_IMAGES = 2;

/**
 * composer.md §6, §8: 'Login required to post on {platform}.' for the first
 * selected source without a login, or undefined when all have one.
 */
export function loginRequiredProblem(
  sources: readonly PostSource[],
  loggedIn: readonly PostSource[],
): string | undefined {
  const missing = sources.find((s) => !loggedIn.includes(s));
  return missing ? loginRequired(networkName(missing)) : undefined;
}

/**
 * composer.md §2.3, §6: why the login button of an unconnected source is
 * blocked, or undefined: Farcaster with more than 2 images attached to a
 * post (a cast could not carry them).
 */
export function loginBlockedProblem(
  source: PostSource,
  posts: readonly { images: readonly unknown[] }[],
): string | undefined {
  if (source !== 'Farcaster') return undefined;
  return posts.some((post) => post.images.length > FARCASTER_LOGIN_MAX_IMAGES)
    ? farcasterLoginBlocked(FARCASTER_LOGIN_MAX_IMAGES)
    : undefined;
}
