import type { ComposerPost } from '../../machines/composer/model/composerPost';
import { postLengthStatus } from '../../machines/composer/rules/postLength';
import type { SourceTiers } from '../../machines/composer/rules/sourceTier';
import { SOURCE_LABELS } from '../../app/sources';

/**
 * composer.md §2.3, §5.2: the character ring and its 'used / available'
 * counter, measured on the preferred selected network; green, amber from
 * 80 %, red above 90 %; the counter turns red when over.
 */
export function LengthCounter({ post, tiers }: { post: ComposerPost; tiers: SourceTiers }) {
  const status = postLengthStatus(post, tiers);
  if (!status) return null;
  const degrees = Math.min(1, status.ratio) * 360;
  return (
    <span
      className={`length-counter ring-${status.colour}${status.over ? ' over' : ''}`}
      role="meter"
      aria-label={`Characters used on ${SOURCE_LABELS[status.source]}`}
      aria-valuemin={0}
      aria-valuemax={status.available}
      aria-valuenow={status.used}
      aria-valuetext={`${status.used} of ${status.available}`}
    >
      <span
        className="length-ring"
        aria-hidden="true"
        style={{ background: `conic-gradient(currentColor ${degrees}deg, var(--line) 0)` }}
      />
      <span aria-hidden="true">
        {status.used} / {status.available}
      </span>
    </span>
  );
}
