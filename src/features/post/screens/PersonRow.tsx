// Its styles come with the row, wherever a list of people is shown.
import './personRow.css';
import type { Profile } from '@/domain/reading/post';
import { profilePath } from '@/domain/routes/appPaths';
import { AppLink } from '@/ui/AppLink';
import { Avatar } from '@/ui/Avatar';

/** One person in a list (who liked, who reposted): avatar, name, handle and bio, a link to their profile. */
export function PersonRow({ person }: { person: Profile }) {
  return (
    <AppLink href={profilePath(person.source, person.id)} className="person-row">
      <Avatar url={person.avatarUrl} name={person.displayName} />
      <span className="person-row-names">
        <strong>{person.displayName}</strong> <span className="muted">@{person.handle}</span>
        {person.bio && <span className="person-row-bio muted">{person.bio}</span>}
      </span>
    </AppLink>
  );
}
