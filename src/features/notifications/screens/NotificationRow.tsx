import type { NetworkNotification, ProductNotification } from '@/domain/notifications/notification';
import {
  notificationSentence,
  productNotificationSentence,
} from '@/domain/notifications/notificationSentence';
import { postPagePath, profilePath } from '@/domain/routes/appPaths';
import type { TipNotificationView } from '@/domain/notifications/tipNotificationsContract';
import { shortenAddress } from '@/domain/wallet/shortenAddress';
import { AppLink } from '@/ui/AppLink';
import { Avatar } from '@/ui/Avatar';
import { useNow } from '@/ui/useNow';
import { postAge } from '@/domain/reading/postAge';
import type { ReactNode } from 'react';

/** How much of a post's text a row shows. */
const EXCERPT = 140;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT)}…` : text);

/**
 * What every notification row is: a sentence (its accessible name, and its
 * text unless `lead` words it with links), how long ago, and what it is
 * about below.
 */
function NotificationFrame(props: {
  sentence: string;
  at: string;
  avatar?: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  const now = useNow(60_000);
  return (
    <article className="notification-row" aria-label={props.sentence}>
      {props.avatar}
      <div className="notification-body">
        <p>
          {props.lead ?? props.sentence}{' '}
          <time className="muted" dateTime={props.at}>
            {postAge(new Date(props.at), new Date(now))}
          </time>
        </p>
        {props.children}
      </div>
    </article>
  );
}

/**
 * One network notification: who (their picture and name, linking to their
 * profile), what they did, and a link to what it is about: the reply,
 * mention or quote itself, the reader's post that was liked or reposted,
 * or, for a follow, the person.
 */
export function NetworkNotificationRow({ notification }: { notification: NetworkNotification }) {
  const { actor, reason, source } = notification;
  const person = profilePath(source, actor.id);
  const target = notification.post
    ? { href: postPagePath(source, notification.post.id), text: notification.post.text }
    : notification.subject
      ? { href: postPagePath(source, notification.subject.id), text: notification.subject.text }
      : undefined;
  const action = notificationSentence(reason, source);
  return (
    <NotificationFrame
      sentence={`${actor.displayName} ${action}`}
      at={notification.at}
      avatar={
        <AppLink href={person} className="notification-avatar" aria-label={actor.displayName}>
          <Avatar url={actor.avatarUrl} name={actor.displayName} size={36} />
        </AppLink>
      }
      lead={
        <>
          <AppLink href={person} className="notification-actor">
            {actor.displayName}
          </AppLink>{' '}
          {action}
        </>
      }
    >
      {target && (
        <AppLink href={target.href} className="notification-post">
          {target.text ? excerpt(target.text) : 'Open the post'}
        </AppLink>
      )}
    </NotificationFrame>
  );
}

/** One of the product's own: a scheduled post published or not, linking to the Scheduled tab when it failed. */
export function ProductNotificationRow({ notification }: { notification: ProductNotification }) {
  return (
    <NotificationFrame sentence={productNotificationSentence(notification)} at={notification.at}>
      {notification.reason === 'schedule-failed' ? (
        <AppLink href="/draft?tab=Scheduled" className="notification-post">
          {excerpt(notification.text)}
        </AppLink>
      ) : (
        <p className="notification-post muted">{excerpt(notification.text)}</p>
      )}
    </NotificationFrame>
  );
}

/** A tip received (§4.6): who sent how much of what, on which chain, and when. */
export function TipNotificationRow({ tip }: { tip: TipNotificationView }) {
  return (
    <NotificationFrame
      sentence={`${shortenAddress(tip.fromAddress)} tipped you ${tip.amount} ${tip.tokenSymbol} on ${tip.chainName}`}
      at={tip.at}
    >
      <AppLink
        href={`/profile/${encodeURIComponent(tip.fromAddress)}?source=Wallet&tx=${encodeURIComponent(tip.txHash)}`}
        className="notification-post"
      >
        View the transaction
      </AppLink>
    </NotificationFrame>
  );
}
