const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TCO = 'https://t\\.co/\\S+';

/**
 * Whether a tweet's text is the text we posted, as X shows it: every link
 * shortened to t.co, and a link to the media appended (`… https://t.co/…`).
 */
export function sameTweetText(tweet: string, text: string): boolean {
  const pattern = text
    .split(/(https?:\/\/\S+)/)
    .map((part, index) => (index % 2 === 1 ? TCO : escape(part)))
    .join('');
  return new RegExp(`^${pattern}( ${TCO})?$`).test(tweet);
}
