import type { LinkCard } from '@/domain/reading/post';

/**
 * A link shown as a card under a post: its picture, title, text and host. A
 * page that gave no title is named by its address (host and path), and the
 * host is not said a second time below it.
 */
export function LinkCardView({ link }: { link: LinkCard }) {
  const url = new URL(link.url);
  const address = `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  return (
    <a className="link-card" href={link.url} target="_blank" rel="noopener noreferrer nofollow">
      {link.imageUrl && <img src={link.imageUrl} alt="" loading="lazy" />}
      <span className="link-card-body">
        <strong>{link.title || address}</strong>
        {link.description && <span className="link-card-description">{link.description}</span>}
        {link.title && <span className="muted">{url.host}</span>}
      </span>
    </a>
  );
}
