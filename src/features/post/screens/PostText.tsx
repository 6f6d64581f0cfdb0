import { useLayoutEffect, useRef, useState } from 'react';
import type { Post } from '@/domain/reading/post';
import { postTextTokens, type TextToken } from '@/domain/reading/postTextTokens';
import { textClamp } from '@/domain/reading/textClamp';
import { channelPath, hashtagPath, profilePath, walletProfilePath } from '@/domain/routes/appPaths';
import { AppLink } from '@/ui/AppLink';

function TokenView({ token, post }: { token: TextToken; post: Post }) {
  switch (token.kind) {
    case 'text':
      return <>{token.text}</>;
    case 'link':
      return (
        <a href={token.url} target="_blank" rel="noopener noreferrer nofollow">
          {token.text}
        </a>
      );
    case 'mention':
      return (
        <AppLink href={profilePath(post.source, token.profileId ?? token.handle)}>
          {token.text}
        </AppLink>
      );
    case 'hashtag':
      return <AppLink href={hashtagPath(post.source, token.tag)}>{token.text}</AppLink>;
    case 'channel':
      return <AppLink href={channelPath(token.channelId)}>{token.text}</AppLink>;
    case 'address':
      return <AppLink href={walletProfilePath(token.address)}>{token.text}</AppLink>;
  }
}

/**
 * A post's words with their links (reading.md §2.2). In a reply, a text past
 * 450 characters shows 4 lines and 'Show more' adds 4 each time, while some
 * is still hidden.
 */
export function PostText({ post, inReply = false }: { post: Post; inReply?: boolean }) {
  const [clicks, setClicks] = useState(0);
  const [hidden, setHidden] = useState(false);
  const text = useRef<HTMLParagraphElement>(null);
  const clamp = textClamp(post.text, { inReply, clicks });
  const lines = clamp.kind === 'steps' ? clamp.lines : undefined;

  useLayoutEffect(() => {
    const element = text.current;
    setHidden(Boolean(element && lines && element.scrollHeight > element.clientHeight + 1));
  }, [lines, post.text]);

  if (!post.text) return null;
  return (
    <>
      <p
        ref={text}
        className={lines ? 'post-text post-text-clamped' : 'post-text'}
        style={lines ? { WebkitLineClamp: lines } : undefined}
      >
        {postTextTokens(post.text, {
          source: post.source,
          ...(post.mentions ? { mentions: post.mentions } : {}),
        }).map((token, i) => (
          <TokenView key={i} token={token} post={post} />
        ))}
      </p>
      {lines && hidden && (
        <button type="button" className="link-button" onClick={() => setClicks((n) => n + 1)}>
          Show more
        </button>
      )}
    </>
  );
}
