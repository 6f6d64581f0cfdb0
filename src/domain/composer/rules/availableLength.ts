import { CAPABILITIES } from '@/domain/capabilities';
import type { Chars } from '../model/richText';
import { invisibleTextForSource } from '../model/renderChars';
import type { PostSource } from '../model/sourceFields';
import type { SourceTiers } from './sourceTier';
import { hasHigherLimits } from './sourceTier';
import { measureLength } from './textLength';

/** composer.md §5.2, §9: with a poll, sources other than Twitter take 255 plus the invisible text. */
export const POLL_TEXT_CAP = 255;

/**
 * composer.md §5.2: how long a post may be on a source: the pro / verified
 * limit or the normal one (`CAPABILITIES[source].length`); with a poll, on
 * sources other than Twitter (whose polls are native), at most 255 plus the
 * length of the invisible text sent there (the poll's frame link and the
 * other invisible segments), so the user keeps 255 of their own.
 */
export function availableLength(
  source: PostSource,
  post: { chars: Chars; poll?: unknown },
  tiers: SourceTiers,
): number {
  const { length } = CAPABILITIES[source];
  const limit = hasHigherLimits(tiers, source) ? length.pro : length.normal;
  if (!post.poll || source === 'Twitter') return limit;
  const invisible = measureLength(invisibleTextForSource(post.chars, source), length.unit);
  return Math.min(limit, POLL_TEXT_CAP + invisible);
}
