import { channelDisplayName } from '@/domain/composer/model/channel';
import {
  bookmarked,
  channelMuted,
  channelMuteFailed,
  channelUnmuted,
  failedToDeletePost,
  POST_DELETED,
  postReported,
  reportFailed,
  toggleRefused,
  unbookmarked,
} from '@/domain/messages/actions';
import { SOURCE_LABELS } from '@/domain/networks';
import type { AppEvent } from '@/events/appCatalog';
import type { ToggleJob } from '@/sync/actions/togglesProjection';
import type { ToastTone } from '@/ui/toasts/toastList';

export interface ToggleNotice {
  message: string;
  tone: ToastTone;
}

/**
 * What the reader is told of a switch's outcome (reading.md §4.1 to §4.3,
 * §8): a refusal of any switch (it was put back), a bookmark's success, a
 * delete's success or failure (§8's words), a report's naming the network,
 * and a channel block's ('muted', 'unmuted') or its failure naming the
 * channel. Likes, reposts and follows
 * that land say nothing: the filled icon said it at once.
 */
export function toggleNoticeFor(
  event: AppEvent,
  toggle: Pick<ToggleJob, 'kind' | 'source' | 'target'> | undefined,
): ToggleNotice | undefined {
  if (!toggle) return undefined;
  // The state shown again after a give-up reached the network: the give-up already said so.
  if (event.type === 'ToggleConfirmed' && event.payload.restored) return undefined;
  const network = SOURCE_LABELS[toggle.source];
  if (toggle.kind === 'delete') {
    if (event.type === 'ToggleFailed' && !event.payload.retryable)
      return { message: failedToDeletePost(toggle.target), tone: 'error' };
    if (event.type === 'ToggleConfirmed') return { message: POST_DELETED, tone: 'success' };
    return undefined;
  }
  const refused = event.type === 'ToggleFailed' && !event.payload.retryable;
  if (toggle.kind === 'report') {
    if (refused) return { message: reportFailed(network, event.payload.reason), tone: 'error' };
    if (event.type === 'ToggleConfirmed')
      return { message: postReported(network), tone: 'success' };
    return undefined;
  }
  if (toggle.kind === 'blockChannel') {
    const channel = channelDisplayName({ name: toggle.target, source: toggle.source });
    if (refused) {
      const { on, reason } = event.payload;
      return { message: channelMuteFailed(channel, on, reason), tone: 'error' };
    }
    if (event.type === 'ToggleConfirmed') {
      const message = event.payload.on ? channelMuted(channel) : channelUnmuted(channel);
      return { message, tone: 'success' };
    }
    return undefined;
  }
  if (event.type === 'ToggleFailed' && !event.payload.retryable) {
    const { on, reason } = event.payload;
    return { message: toggleRefused(toggle.kind, on, network, reason), tone: 'error' };
  }
  if (event.type === 'ToggleConfirmed' && toggle.kind === 'bookmark') {
    const message = event.payload.on ? bookmarked(network) : unbookmarked(network);
    return { message, tone: 'success' };
  }
  return undefined;
}
