import { useNavigate } from '@tanstack/react-router';
import type { Post } from '@/domain/reading/post';
import { quoteText } from '@/domain/reading/textClamp';
import { postPagePath } from '@/domain/routes/appPaths';
import { Avatar } from '@/ui/Avatar';
import { useHiddenAuthor } from '../hooks/useHiddenAuthor';
import { HiddenPostNotice } from './HiddenPostNotice';

/**
 * A quoted post inside another (reading.md §2.2): its text cut at 2,000
 * characters; a click opens it, unless the click ended a text selection. A
 * post from the external microblog network opens its original address in a
 * new tab instead. A muted or blocked author's quote is behind the same
 * placeholder as their posts.
 */
export function QuoteCard({ quote }: { quote: Post }) {
  const navigate = useNavigate();
  const { hidden, show } = useHiddenAuthor(quote);
  const open = () => {
    if ((window.getSelection()?.toString() ?? '') !== '') return;
    if (quote.externalMicroblog) {
      window.open(quote.externalMicroblog.url, '_blank', 'noopener,noreferrer');
      return;
    }
    void navigate({ to: postPagePath(quote.source, quote.id) });
  };
  if (hidden) {
    return (
      <div className="quote-card post-card-hidden" role="group" aria-label="Hidden quoted post">
        <HiddenPostNotice reason={hidden} onShow={show} />
      </div>
    );
  }
  return (
    <div
      className="quote-card"
      role="link"
      tabIndex={0}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === 'Enter') open();
      }}
    >
      <div className="quote-card-author">
        <Avatar url={quote.author.avatarUrl} name={quote.author.displayName} size={20} />
        <strong>{quote.author.displayName}</strong>
        <span className="muted">@{quote.author.handle}</span>
      </div>
      {quote.text && <p className="quote-card-text">{quoteText(quote.text)}</p>}
    </div>
  );
}
