import { useLayoutEffect, useRef, useState } from 'react';
import { inlineSpans, markdownBlocks, type Span } from '@/domain/reading/markdown';
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

/** A picture in the text, hidden when it fails or is cut off (reading.md §2.2). */
function TextPicture(props: { alt: string; url: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      className="post-text-picture"
      src={props.url}
      alt={props.alt}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      onAbort={() => setFailed(true)}
    />
  );
}

/** Markdown spans, their words with the post's links (mentions, addresses, tags) in them. */
function Spans({ spans, post }: { spans: readonly Span[]; post: Post }) {
  return spans.map((span, i) => {
    switch (span.kind) {
      case 'text':
        return postTextTokens(span.text, {
          source: post.source,
          ...(post.mentions ? { mentions: post.mentions } : {}),
        }).map((token, k) => <TokenView key={`${i}.${k}`} token={token} post={post} />);
      case 'strong':
        return (
          <strong key={i}>
            <Spans spans={span.children} post={post} />
          </strong>
        );
      case 'em':
        return (
          <em key={i}>
            <Spans spans={span.children} post={post} />
          </em>
        );
      case 'code':
        return <code key={i}>{span.text}</code>;
      case 'image':
        return <TextPicture key={i} alt={span.alt} url={span.url} />;
      case 'link':
        return (
          <a key={i} href={span.url} target="_blank" rel="noopener noreferrer nofollow">
            {span.text}
          </a>
        );
    }
  });
}

/** An article's title and blocks: its headings one level under the title. */
function ArticleText({ post, title }: { post: Post; title: string | undefined }) {
  return (
    <>
      {title && <h3 className="post-article-title">{title}</h3>}
      {markdownBlocks(post.text).map((block, i) => {
        const spans = <Spans spans={block.spans} post={post} />;
        if (block.kind === 'paragraph') return <p key={i}>{spans}</p>;
        const Heading = `h${Math.min(6, block.level + 3)}` as 'h4' | 'h5' | 'h6';
        return (
          <Heading key={i} className="post-article-heading">
            {spans}
          </Heading>
        );
      })}
    </>
  );
}

/**
 * A post's words with their links and markdown (reading.md §2.2); an
 * article's in headings and paragraphs under its title. In a reply, a text past
 * 450 characters shows 4 lines and 'Show more' adds 4 each time, while some
 * is still hidden. A post from the external microblog network shows 5 lines,
 * 'Show more' shows it all and 'Show less' folds it again.
 */
export function PostText({ post, inReply = false }: { post: Post; inReply?: boolean }) {
  const [clicks, setClicks] = useState(0);
  const [open, setOpen] = useState(false);
  const [hidden, setHidden] = useState(false);
  const text = useRef<HTMLElement | null>(null);
  // One ref for the paragraph of a post or the block of an article.
  const setText = (element: HTMLElement | null) => {
    text.current = element;
  };
  const clamp = textClamp(post.text, {
    inReply,
    clicks,
    externalMicroblog: Boolean(post.externalMicroblog),
    open,
  });
  const lines =
    clamp.kind === 'steps' || (clamp.kind === 'toggle' && !clamp.open) ? clamp.lines : undefined;

  useLayoutEffect(() => {
    const element = text.current;
    setHidden(Boolean(element && lines && element.scrollHeight > element.clientHeight + 1));
  }, [lines, post.text]);

  if (!post.text) return null;
  const className = [
    'post-text',
    lines ? 'post-text-clamped' : '',
    post.article ? 'post-article' : '',
  ].join(' ');
  const style = lines ? { WebkitLineClamp: lines } : undefined;
  return (
    <>
      {post.article ? (
        <div ref={setText} className={className} style={style}>
          <ArticleText post={post} title={post.article.title} />
        </div>
      ) : (
        <p ref={setText} className={className} style={style}>
          <Spans spans={inlineSpans(post.text)} post={post} />
        </p>
      )}
      {lines && hidden && (
        <button
          type="button"
          className="link-button"
          onClick={() => (clamp.kind === 'toggle' ? setOpen(true) : setClicks((n) => n + 1))}
        >
          Show more
        </button>
      )}
      {clamp.kind === 'toggle' && clamp.open && (
        <button type="button" className="link-button" onClick={() => setOpen(false)}>
          Show less
        </button>
      )}
    </>
  );
}
