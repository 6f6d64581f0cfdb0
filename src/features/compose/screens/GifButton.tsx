import type { ComposerPost } from '@/domain/composer/model/composerPost';
import { mediaMenuState } from '@/domain/composer/rules/mediaMenu';
import type { MediaContext } from '@/domain/composer/rules/mediaLimits';
import { GifIcon } from '@/ui/icons';
import { ExplainedButton } from './ExplainedButton';

/**
 * composer.md §2.3, §5.4: the GIF button (shown behind the compose-GIF
 * flag) opens the picker for the focused post; disabled by a video, a poll,
 * a red packet, or images or GIFs at their limit, and it says which.
 */
export function GifButton(props: {
  post: ComposerPost | undefined;
  context: MediaContext;
  /** Why nothing in the post can change now (the composer is sending, or failed), if so. */
  lockedReason: string | undefined;
  onOpen: () => void;
}) {
  const blocked = props.post ? mediaMenuState(props.post, props.context).gifReason : undefined;
  return (
    <ExplainedButton disabledReason={props.lockedReason ?? blocked} onClick={props.onOpen}>
      <GifIcon className="tool-icon" size={18} aria-hidden="true" />
      GIF
    </ExplainedButton>
  );
}
