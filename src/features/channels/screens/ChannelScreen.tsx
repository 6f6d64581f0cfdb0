import { Link } from '@tanstack/react-router';
import { formatFollowers, type ChannelSource } from '@/domain/composer/rules/channelChoices';
import { SOURCE_LABELS, aNetwork } from '@/domain/networks';
import type { Channel, Profile } from '@/domain/reading/post';
import { profilePath } from '@/domain/routes/appPaths';
import { TimelinePost } from '@/features/feed';
import { TipButton } from '@/features/tips';
import { AppLink } from '@/ui/AppLink';
import { Avatar } from '@/ui/Avatar';
import { PagedList } from '@/ui/PagedList';
import { ReadFailure } from '@/ui/ReadOn';
import { ScreenFrame } from '@/ui/ScreenFrame';
import { useChannel, useChannelPosts } from '../hooks/useChannel';
import './channel.css';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What each network calls the place, and what its count counts. */
const WORDS = {
  Farcaster: { kind: 'channel', region: 'Channel', counted: 'followers', joined: 'Following' },
  Lens: { kind: 'club', region: 'Club', counted: 'members', joined: 'Member' },
} as const;

/** The screen's title before the channel is read: its id as people write it (a Lens club's address is not). */
const provisionalTitle = (source: ChannelSource, id: string) =>
  source === 'Farcaster'
    ? `/${id} on Farcaster`
    : /^0x[0-9a-fA-F]{40}$/.test(id)
      ? 'Club on Lens'
      : `#${id} on Lens`;

/**
 * `/club/farcaster/{channelId}` and `/club/lens/{club}` (reading.md §2.1,
 * §3.3): a Farcaster channel or a Lens club (group), read as the first
 * account connected there: its header, then its posts, newest first, read
 * on as the list's end comes near.
 */
export function ChannelScreen({ source, id }: { source: ChannelSource; id: string }) {
  const network = SOURCE_LABELS[source];
  const words = WORDS[source];
  const { query, hasAccount } = useChannel(source, id);
  const channel = query.data;
  const title = channel ? `${channel.name} on ${network}` : provisionalTitle(source, id);
  if (!hasAccount) {
    return (
      <ScreenFrame title={title}>
        <p className="timeline-empty">
          Connect {aNetwork(network)} account in <Link to="/settings">Settings</Link> to read{' '}
          {words.kind}s there.
        </p>
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame title={title}>
      {query.isPending && <p role="status">Loading the {words.kind}…</p>}
      {query.isError && (
        <ReadFailure
          message={`Could not read this ${words.kind}: ${messageOf(query.error)}`}
          onRetry={query.refetch}
        />
      )}
      {channel === null && (
        <p role="alert">
          This {words.kind} was not found on {network}.
        </p>
      )}
      {channel && <ChannelHeader channel={channel} source={source} />}
      {channel && <ChannelPosts source={source} id={id} name={channel.name} />}
    </ScreenFrame>
  );
}

function ChannelHeader({ channel, source }: { channel: Channel; source: ChannelSource }) {
  const words = WORDS[source];
  return (
    <section className="channel-header" aria-label={words.region}>
      <div className="channel-identity">
        <Avatar url={channel.imageUrl} name={channel.name} size={72} />
        <div>
          {source === 'Farcaster' && <p className="channel-handle">/{channel.id}</p>}
          <p className="channel-kind">
            {SOURCE_LABELS[source]} {words.kind}
          </p>
          {channel.joined && <p className="channel-joined">{words.joined}</p>}
        </div>
      </div>
      {channel.description && <p className="channel-about">{channel.description}</p>}
      {channel.host && source === 'Farcaster' && (
        <ChannelHost channel={channel} host={channel.host} />
      )}
      {channel.members !== undefined && (
        <dl className="channel-counts">
          <div>
            <dt>{words.counted}</dt>
            <dd>{formatFollowers(channel.members)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}

/**
 * Who runs a Farcaster channel, and the tip to them (wallet.md §4.1): a tip
 * given here is shared as a new post into this channel.
 */
function ChannelHost({ channel, host }: { channel: Channel; host: Profile }) {
  return (
    <div className="channel-host">
      <p>
        Hosted by <AppLink href={profilePath(host.source, host.id)}>{host.displayName}</AppLink>{' '}
        <span className="muted">@{host.handle}</span>
      </p>
      <TipButton
        profile={{
          source: 'Farcaster',
          id: host.id,
          handle: host.handle,
          displayName: host.displayName,
        }}
        channel={{
          source: 'Farcaster',
          id: channel.id,
          name: channel.name,
          ...(channel.imageUrl ? { imageUrl: channel.imageUrl } : {}),
          ...(channel.parentUrl ? { parentUrl: channel.parentUrl } : {}),
        }}
      />
    </div>
  );
}

function ChannelPosts(props: { source: ChannelSource; id: string; name: string }) {
  return (
    <PagedList
      query={useChannelPosts(props.source, props.id)}
      label={`Posts in ${props.name}`}
      keyOf={(post) => `${post.id}:${post.repostedBy?.id ?? ''}`}
      row={(post) => <TimelinePost post={post} />}
      failure="Could not read the posts"
      empty="No posts yet."
    />
  );
}
