import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatFollowers } from '@/domain/composer/rules/channelChoices';
import { SOURCE_LABELS, type PostSource } from '@/domain/networks';
import { followRelation } from '@/domain/reading/followRelation';
import type { Profile } from '@/domain/reading/post';
import { Avatar } from '@/ui/Avatar';
import { ScreenFrame } from '@/ui/ScreenFrame';
import { useProfile, useProfilePosts } from '../hooks/useProfile';
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
export function ProfileScreen({ source, id }: { source: PostSource; id: string }) {
  const network = SOURCE_LABELS[source];
  const { query, hasAccount } = useProfile(source, id);
  const person = query.data;
  const title = person ? `${person.displayName} on ${network}` : `Profile on ${network}`;
  if (!hasAccount) {
    return (
      <ScreenFrame title={title}>
        <p className="timeline-empty">
          Connect a {network} account in <Link to="/settings">Settings</Link> to read profiles
          there.
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
      {person && <ProfileHeader person={person} />}
      {person && <ProfilePosts source={source} id={id} name={person.displayName} />}
    </ScreenFrame>
  );
}

function ProfileHeader({ person }: { person: Profile }) {
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

function ProfilePosts(props: { source: PostSource; id: string; name: string }) {
  return (
    <PagedList
      query={useProfilePosts(props.source, props.id)}
      label={`Posts by ${props.name}`}
      keyOf={(post) => `${post.id}:${post.repostedBy?.id ?? ''}`}
      row={(post) => <TimelinePost post={post} />}
      failure="Could not read the posts"
      empty="No posts yet."
    />
  );
}
