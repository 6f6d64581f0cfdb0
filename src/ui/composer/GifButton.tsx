import type { ComposerPost } from '../../machines/composer/model/composerPost';
import { mediaMenuState } from '../../machines/composer/rules/mediaMenu';
import type { MediaContext } from '../../machines/composer/rules/mediaLimits';

/**
 * composer.md §2.3, §5.4: the GIF button (shown behind the compose-GIF
 * flag) opens the picker for the focused post; disabled by a video, a poll,
 * a red packet, or images or GIFs at their limit.
 */
export function GifButton(props: {
  post: ComposerPost | undefined;
  context: MediaContext;
  disabled: boolean;
  onOpen: () => void;
}) {
  const blocked = !props.post || mediaMenuState(props.post, props.context).gifDisabled;
  return (
    <button type="button" disabled={props.disabled || blocked} onClick={props.onOpen}>
      GIF
    </button>
  );
}
