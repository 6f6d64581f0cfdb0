import type { ComposeState } from '@/domain/composer/model/composeState';
import type { ComposerPost } from '@/domain/composer/model/composerPost';
import type { Profile } from '@/domain/composer/model/profile';
import type { PostSource } from '@/domain/composer/model/sourceFields';
import type { MediaContext } from '@/domain/composer/rules/mediaLimits';
import { mediaMenuState } from '@/domain/composer/rules/mediaMenu';
import { acceptedMediaTypes } from '@/domain/composer/rules/mediaTypes';
import { pollButtonReason, pollButtonShown } from '@/domain/composer/rules/pollButton';
import { redPacketButtonShown, scheduleButtonShown } from '@/domain/composer/rules/toolbarButtons';
import type { FeatureFlags } from '@/domain/settings/featureFlags';
import { PollIcon, ScheduleIcon } from '@/ui/icons';
import type { ComposerEvent } from '../machines/composerMachine';
import { ChannelSelectors } from './ChannelSelectors';
import { EmojiPicker } from './EmojiPicker';
import { ExplainedButton } from './ExplainedButton';
import { GifButton } from './GifButton';
import { MediaButton } from './MediaButton';
import { RedPacketButton } from './RedPacketButton';
import { ReplyRestrictionSelect } from './ReplyRestrictionSelect';

/**
 * composer.md §2.3: the composer's toolbar, for the focused post: media,
 * poll, GIF, emoji, the channels, schedule, red packet and who can reply.
 * Each control shows only where the spec shows it, and says why it is off.
 */
export function ComposerToolbar(props: {
  apiBase: string;
  compose: ComposeState;
  focusedPost: ComposerPost | undefined;
  sources: readonly PostSource[];
  profiles: Profile[];
  mediaContext: MediaContext;
  flags: FeatureFlags;
  desktop: boolean;
  /** Why no control can be used now (sending, failed, sent), if so. */
  locked: string | undefined;
  editable: boolean;
  send: (event: ComposerEvent) => void;
  onFiles: (files: File[]) => void;
  onOpenGif: () => void;
  onOpenSchedule: () => void;
}) {
  const { compose, focusedPost, sources, mediaContext, flags, locked, send } = props;
  const menu = focusedPost ? mediaMenuState(focusedPost, mediaContext) : undefined;
  return (
    <div className="composer-toolbar" role="toolbar" aria-label="Post tools">
      <MediaButton
        disabledReason={locked ?? menu?.buttonReason}
        imagesReason={menu?.imagesReason}
        videoReason={menu?.videoReason}
        imageTypes={acceptedMediaTypes('images', sources, mediaContext).join(',')}
        videoTypes={acceptedMediaTypes('videos', sources, mediaContext).join(',')}
        onFiles={props.onFiles}
      />
      {pollButtonShown(compose.type, flags.poll) && focusedPost && (
        <ExplainedButton
          disabledReason={locked ?? pollButtonReason(focusedPost)}
          onClick={() => send({ type: 'poll.add', postId: focusedPost.id })}
        >
          <PollIcon className="tool-icon" size={18} aria-hidden="true" />
          Poll
        </ExplainedButton>
      )}
      {flags.composeGif && (
        <GifButton
          post={focusedPost}
          context={mediaContext}
          lockedReason={locked}
          onOpen={props.onOpenGif}
        />
      )}
      <EmojiPicker post={focusedPost} lockedReason={locked} send={send} />
      <ChannelSelectors
        apiBase={props.apiBase}
        compose={compose}
        profiles={props.profiles}
        disabled={!props.editable}
        send={send}
      />
      {focusedPost && scheduleButtonShown(flags.schedulePost, focusedPost) && (
        <ExplainedButton
          disabledReason={locked}
          aria-label={compose.scheduleTime != null ? 'Change the scheduled time' : 'Schedule post'}
          aria-haspopup="dialog"
          onClick={props.onOpenSchedule}
        >
          <ScheduleIcon className="tool-icon" size={18} aria-hidden="true" />
          Schedule
        </ExplainedButton>
      )}
      {focusedPost && redPacketButtonShown(compose, focusedPost, props.desktop) && (
        <RedPacketButton disabledReason={locked} />
      )}
      <ReplyRestrictionSelect
        value={compose.posts[0]?.restriction ?? 'Everyone'}
        sources={sources}
        lockedReason={locked}
        onChange={(restriction) => send({ type: 'restriction.set', restriction })}
      />
    </div>
  );
}
