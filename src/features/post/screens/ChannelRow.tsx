// Its styles are a person row's, wherever a list of channels is shown.
import './personRow.css';
import { formatFollowers } from '@/domain/composer/rules/channelChoices';
import type { Channel } from '@/domain/reading/post';
import { clubPath } from '@/domain/routes/appPaths';
import { AppLink } from '@/ui/AppLink';
import { Avatar } from '@/ui/Avatar';

/**
 * A channel or group in a list (Explore's, a profile's channels): its
 * picture, name, description and how many follow or belong, linking to its
 * page; laid out as a person is in a list.
 */
export function ChannelRow({ channel }: { channel: Channel }) {
  const where = channel.source === 'Farcaster' ? 'Farcaster' : 'Lens';
  return (
    <AppLink href={clubPath(where, channel.id)} className="person-row">
      <Avatar url={channel.imageUrl} name={channel.name} />
      <span className="person-row-names">
        <span>
          <strong>{channel.name}</strong>
          {channel.source === 'Farcaster' && <span className="muted"> /{channel.id}</span>}
        </span>
        {channel.description && <span className="muted person-row-bio">{channel.description}</span>}
        {channel.members !== undefined && (
          <span className="muted person-row-bio">
            {formatFollowers(channel.members)}{' '}
            {channel.source === 'Farcaster' ? 'followers' : 'members'}
          </span>
        )}
      </span>
    </AppLink>
  );
}
