import type { ComposerEvent } from '../machines/composerMachine';
import type { ComposeState } from '@/domain/composer/model/composeState';
import type { Profile } from '@/domain/composer/model/profile';
import { channelSelectorSources } from '@/domain/composer/rules/channelChoices';
import { ChannelSelector } from './ChannelSelector';

/**
 * composer.md §2.3: a channel selector per selected network that has
 * channels for this kind of post (Farcaster compose and quote, Lens
 * compose). The choice is the thread's: its first post's channel.
 */
export function ChannelSelectors(props: {
  apiBase: string;
  compose: ComposeState;
  profiles: readonly Profile[];
  disabled: boolean;
  send: (event: ComposerEvent) => void;
}) {
  const first = props.compose.posts[0];
  if (!first) return null;
  return (
    <>
      {channelSelectorSources(first.availableSources, props.compose.type).map((source) => (
        <ChannelSelector
          key={source}
          apiBase={props.apiBase}
          source={source}
          profileId={props.profiles.find((p) => p.source === source)?.profileId}
          value={first.channel[source]}
          disabled={props.disabled}
          onChange={(channel) => props.send({ type: 'channel.set', source, channel })}
        />
      ))}
    </>
  );
}
