import type { LinkCard } from '@/domain/reading/post';

/** A link shown as a card under a post: its picture, title, text and host. */
export function LinkCardView({ link }: { link: LinkCard }) {
  const host = new URL(link.url).host;
  return (
    <a className="link-card" href={link.url} target="_blank" rel="noopener noreferrer nofollow">
      {link.imageUrl && <img src={link.imageUrl} alt="" loading="lazy" />}
      <span className="link-card-body">
        <strong>{link.title || host}</strong>
        {link.description && <span className="link-card-description">{link.description}</span>}
        <span className="muted">{host}</span>
      </span>
    </a>
  );
}
