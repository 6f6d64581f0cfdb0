import type { ComposerPost } from '@/domain/composer/model/composerPost';
import { lengthCounterStatus } from '@/domain/composer/rules/postLength';
import type { SourceTiers } from '@/domain/composer/rules/sourceTier';
import { SOURCE_LABELS } from '@/domain/networks';

/**
 * composer.md §2.3, §5.2: the character ring and its 'used / available'
 * counter, measured on the preferred selected network; green, amber from
 * 80 %, red above 90 %. When the post is too long for a selected network,
 * the ring and counter show that network's limit instead, named and red
 * ('Farcaster: 560 / 320'), so the limit that stops sending is the one seen.
 */
export function LengthCounter({ post, tiers }: { post: ComposerPost; tiers: SourceTiers }) {
  const status = lengthCounterStatus(post, tiers);
  if (!status) return null;
  const degrees = Math.min(1, status.ratio) * 360;
  const network = SOURCE_LABELS[status.source];
  return (
    <span
      className={`length-counter ring-${status.colour}${status.over ? ' over' : ''}`}
      role="meter"
      aria-label={`Characters used on ${network}`}
      aria-valuemin={0}
      aria-valuemax={status.available}
      aria-valuenow={status.used}
      aria-valuetext={`${status.used} of ${status.available}${status.over ? `, too long for ${network}` : ''}`}
    >
      <span
        className="length-ring"
        aria-hidden="true"
        style={{ background: `conic-gradient(currentColor ${degrees}deg, var(--line) 0)` }}
      />
      <span aria-hidden="true">
        {status.named && `${network}: `}
        {status.used} / {status.available}
      </span>
    </span>
  );
}
