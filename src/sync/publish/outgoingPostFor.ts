import type { OutgoingPost, UploadedMedia } from '@/sources/source';
import type { PublishIntent, PublishJob } from './publishJobsProjection';

/**
 * What a job hands its network: its thread post, with that network's media
 * and channel; the first post replies to (or quotes) what the intent names,
 * each later one replies to the previous post's id on the same network.
 * `uploaded` are the post's attached files as this network stored them;
 * `linkPicture` its link card's picture there (Bluesky's card thumbnail).
 */
export function outgoingPostFor(
  intent: PublishIntent,
  job: PublishJob,
  parentPostId: string | undefined,
  uploaded: readonly UploadedMedia[] = [],
  linkPicture?: string,
): OutgoingPost | undefined {
  const post = intent.posts[job.index];
  if (!post) return undefined;
  const replyTo = job.index === 0 ? intent.replyTo?.[job.source] : parentPostId;
  const quoteOf = job.index === 0 ? intent.quoteOf?.[job.source] : undefined;
  const channel = post.channel?.[job.source];
  const card = post.linkEmbed;
  const thumb = linkPicture ?? card?.thumb;
  // The picture's address stays with the intent: a network gets the card it can show.
  const linkEmbed = card && {
    url: card.url,
    ...(card.title ? { title: card.title } : {}),
    ...(card.description ? { description: card.description } : {}),
    ...(thumb ? { thumb } : {}),
  };
  const text = post.textBySource?.[job.source] ?? post.text;
  // composer.md §4.4: the frame poll's link ends the post on the networks that carry it.
  const frameUrl = post.framePoll?.sources.includes(job.source)
    ? intent.framePolls?.[job.index]?.frameUrl
    : undefined;
  return {
    text: frameUrl ? `${text}\n${frameUrl}` : text,
    ...(frameUrl ? { frameUrl } : {}),
    media: [...(post.media?.[job.source] ?? []), ...uploaded],
    ...(linkEmbed ? { linkEmbed } : {}),
    ...(replyTo ? { replyTo } : {}),
    ...(quoteOf ? { quoteOf } : {}),
    ...(channel ? { channel } : {}),
    ...(post.replyRestriction ? { replyRestriction: post.replyRestriction } : {}),
    ...(post.poll && (!post.pollSources || post.pollSources.includes(job.source))
      ? { poll: post.poll }
      : {}),
    ...(post.excludeReplyUserIds ? { excludeReplyUserIds: post.excludeReplyUserIds } : {}),
  };
}
