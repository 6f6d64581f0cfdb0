import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { TipButton } from '@/features/tips';
import { formatFollowers } from '@/domain/composer/rules/channelChoices';
import { SOURCE_LABELS, type PostSource, aNetwork } from '@/domain/networks';
import { followRelation } from '@/domain/reading/followRelation';
import type { Profile } from '@/domain/reading/post';
import {
  categoryName,
  profileCategories,
  profileCategoryPath,
  type ProfileCategory,
} from '@/domain/reading/profileCategories';
import { ChannelRow } from '@/features/post';
import { TabLinks } from '@/ui/TabLinks';
import { Avatar } from '@/ui/Avatar';
import { ScreenFrame } from '@/ui/ScreenFrame';
import {
  CategoryNotListed,
  useProfileChannels,
  useProfileIdOfHandle,
  useProfilePosts,
  type PostCategory,
} from '../hooks/useProfile';
import { useProfile } from '@/features/actions';
import { PagedList } from '@/ui/PagedList';
import { ReadFailure } from '@/ui/ReadOn';
import { TimelinePost } from './TimelinePost';
import './profile.css';
import './timeline.css';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * `/profile/{source}/{id}` (issue 20): a person on one network, read as the
 * first account connected there: their header, then their posts, newest
 * first, read on as the list's end comes near.
 */
export function ProfileScreen({
  source,
  id,
  category = 'feed',
}: {
  source: PostSource;
  id: string;
  /** The category shown under the header; the feed (their posts without replies) unless told. */
  category?: ProfileCategory;
}) {
  const network = SOURCE_LABELS[source];
  const { query, hasAccount } = useProfile(source, id);
  const person = query.data;
  const title = person ? `${person.displayName} on ${network}` : `Profile on ${network}`;
  if (!hasAccount) {
    return (
      <ScreenFrame title={title}>
        <p className="timeline-empty">
          Connect {aNetwork(network)} account in <Link to="/settings">Settings</Link> to read
          profiles there.
        </p>
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame title={title}>
      {query.isPending && <p role="status">Loading the profile…</p>}
      {query.isError && (
        <ReadFailure
          message={`Could not read this profile: ${messageOf(query.error)}`}
          onRetry={query.refetch}
        />
      )}
      {person === null && <p role="alert">This profile was not found on {network}.</p>}
      {person && <ProfileHeader person={person} source={source} />}
      {person && <ProfileTabs source={source} id={id} category={category} />}
      {person && (
        <ProfileCategoryList
          source={source}
          id={id}
          category={category}
          name={person.displayName}
        />
      )}
    </ScreenFrame>
  );
}

function ProfileHeader({ person, source }: { person: Profile; source: PostSource }) {
  const [bannerFailed, setBannerFailed] = useState(false);
  const relation = followRelation(person.viewer);
  const counts = [
    ['followers', person.followers],
    ['following', person.following],
    ['posts', person.posts],
  ] as const;
  return (
    <section className="profile-header" aria-label="Profile">
      {person.bannerUrl && !bannerFailed && (
        <img
          className="profile-banner"
          src={person.bannerUrl}
          alt=""
          onError={() => setBannerFailed(true)}
        />
      )}
      <div className="profile-identity">
        <Avatar url={person.avatarUrl} name={person.displayName} size={72} />
        <div>
          <p className="profile-handle">@{person.handle}</p>
          {relation && <p className="profile-relation">{relation}</p>}
        </div>
        <TipButton
          profile={{
            source,
            id: person.id,
            handle: person.handle,
            displayName: person.displayName,
          }}
        />
      </div>
      {person.bio && <p className="profile-bio">{person.bio}</p>}
      <dl className="profile-counts">
        {counts.map(([name, count]) =>
          count === undefined ? null : (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{formatFollowers(count)}</dd>
            </div>
          ),
        )}
      </dl>
    </section>
  );
}

/** The network's categories, each its own address (docs/decisions.md "Profile categories"). */
function ProfileTabs(props: { source: PostSource; id: string; category: ProfileCategory }) {
  return (
    <TabLinks
      label="Profile categories"
      tabs={profileCategories(props.source).map((category) => ({
        name: categoryName(category),
        href: profileCategoryPath(props.source, props.id, category),
        current: category === props.category,
      }))}
    />
  );
}

/** What each list is called: its label, and what it says when empty or failing. */
const LISTS: Record<ProfileCategory, { label: string; empty: string; what: string }> = {
  feed: { label: 'Posts by', empty: 'No posts yet.', what: 'the posts' },
  replies: { label: 'Replies by', empty: 'No replies yet.', what: 'the replies' },
  media: { label: 'Media by', empty: 'No pictures or videos yet.', what: 'the media' },
  likes: { label: 'Liked by', empty: 'No likes yet.', what: 'the likes' },
  collected: {
    label: 'Collected by',
    empty: 'Nothing collected yet.',
    what: 'the collected posts',
  },
  channels: { label: 'Channels of', empty: 'No channels yet.', what: 'the channels' },
};

/** A list the network does not give for this person: why, instead of a failure. */
function NotListedNote({ error }: { error: unknown }) {
  return error instanceof CategoryNotListed ? (
    <p className="timeline-empty">{error.message}</p>
  ) : null;
}

function ProfileCategoryList(props: {
  source: PostSource;
  id: string;
  category: ProfileCategory;
  name: string;
}) {
  const { category } = props;
  return category === 'channels' ? (
    <ProfileChannels {...props} />
  ) : (
    <ProfilePosts {...props} category={category} />
  );
}

function ProfilePosts(props: {
  source: PostSource;
  id: string;
  category: PostCategory;
  name: string;
}) {
  const query = useProfilePosts(props.source, props.id, props.category);
  const list = LISTS[props.category];
  if (query.error instanceof CategoryNotListed) return <NotListedNote error={query.error} />;
  return (
    <PagedList
      query={query}
      label={`${list.label} ${props.name}`}
      keyOf={(post) => `${post.id}:${post.repostedBy?.id ?? ''}`}
      row={(post) => <TimelinePost post={post} />}
      failure={`Could not read ${list.what}`}
      empty={list.empty}
    />
  );
}

function ProfileChannels(props: { source: PostSource; id: string; name: string }) {
  const query = useProfileChannels(props.source, props.id);
  const list = LISTS.channels;
  if (query.error instanceof CategoryNotListed) return <NotListedNote error={query.error} />;
  return (
    <PagedList
      query={query}
      label={`${list.label} ${props.name}`}
      keyOf={(channel) => channel.id}
      row={(channel) => <ChannelRow channel={channel} />}
      failure={`Could not read ${list.what}`}
      empty={list.empty}
    />
  );
}

/**
 * `/profile/farcaster/{handle}/feed`: the Farcaster username's fid (the
 * hub's name proof), then that person's profile on its feed.
 */
export function FarcasterFeedScreen({ handle }: { handle: string }) {
  const { query, hasAccount } = useProfileIdOfHandle('Farcaster', handle);
  // A name nobody has that is a number is an fid (`/profile/farcaster/{fid}/feed`).
  const fid = query.data === null && /^\d+$/.test(handle) ? handle : query.data;
  if (hasAccount && fid) return <ProfileScreen source="Farcaster" id={fid} />;
  if (!hasAccount) return <ProfileScreen source="Farcaster" id={handle} />;
  return (
    <ScreenFrame title="Profile on Farcaster">
      {query.isPending && <p role="status">Loading the profile…</p>}
      {query.isError && (
        <ReadFailure
          message={`Could not read this profile: ${messageOf(query.error)}`}
          onRetry={query.refetch}
        />
      )}
      {fid === null && <p role="alert">This profile was not found on Farcaster.</p>}
    </ScreenFrame>
  );
}
