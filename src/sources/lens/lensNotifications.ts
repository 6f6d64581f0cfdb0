import { z } from 'zod/mini';
import type { NetworkNotification, NotificationReason } from '@/domain/notifications/notification';
import type { Page, Post, Profile } from '@/domain/reading/post';
import { ok, type SourceResult } from '@/domain/result';
import type { SkipReporter } from '../reading/parseItems';
import { lensAccount, readLensPage } from './lensPage';
import { ACCOUNT_FIELDS, POST_FIELDS } from './lensPostFields';
import { lensPostView, type LensParsed } from './lensPostView';
import type { LensCall } from './lensSignedInRequest';

/** Lens v3's `notifications`, each union member with who did it and the post. */
const NOTIFICATIONS = `query($request: NotificationRequest!) {
  notifications(request: $request) {
    items {
      __typename
      ... on FollowNotification { id followers { account { ${ACCOUNT_FIELDS} } followedAt } }
      ... on ReactionNotification {
        id
        reactions { account { ${ACCOUNT_FIELDS} } reactions { reaction reactedAt } }
        post { ${POST_FIELDS} }
      }
      ... on CommentNotification { id comment { ${POST_FIELDS} } }
      ... on RepostNotification {
        id
        reposts { repostId account { ${ACCOUNT_FIELDS} } repostedAt }
        post { ${POST_FIELDS} }
      }
      ... on QuoteNotification { id quote { ${POST_FIELDS} } }
      ... on MentionNotification { id post { ${POST_FIELDS} } }
    }
    pageInfo { next }
  }
}`;

/** The kinds Polycast shows, and what each means here (docs/decisions-reading.md). */
const SHOWN = ['FOLLOWED', 'REACTED', 'COMMENTED', 'REPOSTED', 'QUOTED', 'MENTIONED'] as const;

const itemSchema = z.object({ __typename: z.string(), id: z.string() });
const followSchema = z.object({
  followers: z.array(z.object({ account: z.unknown(), followedAt: z.string() })),
});
const reactionSchema = z.object({
  reactions: z.array(
    z.object({
      account: z.unknown(),
      reactions: z.array(z.object({ reaction: z.string(), reactedAt: z.string() })),
    }),
  ),
  post: z.unknown(),
});
const repostSchema = z.object({
  reposts: z.array(
    z.object({ repostId: z.string(), account: z.unknown(), repostedAt: z.string() }),
  ),
  post: z.unknown(),
});

const orThrow = <T>(parsed: LensParsed<T>): T => {
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.value;
};

/**
 * One `Notification` as Polycast's: one per person and act (the API may
 * group several people's likes of one post in one notification; each is
 * its own row here, its id the notification's and theirs, so a newer act
 * is a newer id). A downvote is not shown.
 */
export function lensNotificationItems(item: unknown): LensParsed<NetworkNotification[]> {
  const head = itemSchema.safeParse(item);
  if (!head.success) return { ok: false, reason: z.prettifyError(head.error) };
  const { __typename: kind, id } = head.data;
  const row = (
    reason: NotificationReason,
    actor: Profile,
    at: string,
    extra: { post?: Post; subject?: Post; key?: string },
  ): NetworkNotification => ({
    source: 'Lens',
    id: extra.key ? `${id}:${extra.key}` : id,
    reason,
    actor,
    at,
    ...(extra.post ? { post: extra.post } : {}),
    ...(extra.subject ? { subject: { id: extra.subject.id, text: extra.subject.text } } : {}),
  });
  try {
    const value = item as Record<string, unknown>;
    switch (kind) {
      case 'FollowNotification':
        return {
          ok: true,
          value: followSchema.parse(item).followers.map((f) => {
            const actor = orThrow(lensAccount(f.account));
            return row('follow', actor, f.followedAt, { key: `${actor.id}:${f.followedAt}` });
          }),
        };
      case 'ReactionNotification': {
        const parsed = reactionSchema.parse(item);
        const subject = orThrow(lensPostView(parsed.post));
        return {
          ok: true,
          value: parsed.reactions.flatMap((r) => {
            const actor = orThrow(lensAccount(r.account));
            return r.reactions
              .filter((each) => each.reaction === 'UPVOTE')
              .map((each) =>
                row('like', actor, each.reactedAt, {
                  subject,
                  key: `${actor.id}:${each.reactedAt}`,
                }),
              );
          }),
        };
      }
      case 'RepostNotification': {
        const parsed = repostSchema.parse(item);
        const subject = orThrow(lensPostView(parsed.post));
        return {
          ok: true,
          value: parsed.reposts.map((r) =>
            row('repost', orThrow(lensAccount(r.account)), r.repostedAt, {
              subject,
              key: r.repostId,
            }),
          ),
        };
      }
      case 'CommentNotification':
      case 'QuoteNotification':
      case 'MentionNotification': {
        const field =
          kind === 'CommentNotification'
            ? 'comment'
            : kind === 'QuoteNotification'
              ? 'quote'
              : 'post';
        const post = orThrow(lensPostView(value[field]));
        const reason =
          kind === 'CommentNotification'
            ? 'reply'
            : kind === 'QuoteNotification'
              ? 'quote'
              : 'mention';
        const about =
          reason === 'reply' ? post.replyTo : reason === 'quote' ? post.quoteOf : undefined;
        return {
          ok: true,
          value: [
            {
              ...row(reason, post.author, post.createdAt, { post }),
              ...(about
                ? { subject: { id: about, ...(post.quote ? { text: post.quote.text } : {}) } }
                : {}),
            },
          ],
        };
      }
      default:
        return { ok: false, reason: `Not shown: ${kind}`, id };
    }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error), id };
  }
}

/**
 * The signed-in account's Lens notifications (v3 `notifications`, newest
 * first, one page at a time by the API's cursor), asked without time-based
 * aggregation, for the kinds Polycast shows.
 */
export function lensNotificationsThrough(call: LensCall, report: SkipReporter | undefined) {
  return async (
    cursor: string | undefined,
    signal: AbortSignal,
  ): Promise<SourceResult<Page<NetworkNotification>>> => {
    const page = await readLensPage(
      call,
      NOTIFICATIONS,
      'notifications',
      {
        filter: { notificationTypes: [...SHOWN], timeBasedAggregation: false },
        ...(cursor ? { cursor } : {}),
      },
      lensNotificationItems,
      signal,
      report,
    );
    if (!page.ok) return page;
    return ok({
      items: page.value.items.flat(),
      ...(page.value.cursor ? { cursor: page.value.cursor } : {}),
    });
  };
}
