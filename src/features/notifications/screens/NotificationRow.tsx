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

/** How much of a post's text a row shows. */
const EXCERPT = 140;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT)}…` : text);

/**
 * One network notification: who (their picture and name, linking to their
 * profile), what they did, and a link to what it is about: the reply,
 * mention or quote itself, the reader's post that was liked or reposted,
 * or, for a follow, the person.
 */
export function NetworkNotificationRow({ notification }: { notification: NetworkNotification }) {
  const { actor, reason, source } = notification;
  const now = useNow(60_000);
  const person = profilePath(source, actor.id);
  const target = notification.post
    ? { href: postPagePath(source, notification.post.id), text: notification.post.text }
    : notification.subject
      ? { href: postPagePath(source, notification.subject.id), text: notification.subject.text }
      : undefined;
  const sentence = `${actor.displayName} ${notificationSentence(reason, source)}`;
  return (
    <article className="notification-row" aria-label={sentence}>
      <AppLink href={person} className="notification-avatar" aria-label={actor.displayName}>
        <Avatar url={actor.avatarUrl} name={actor.displayName} size={36} />
      </AppLink>
      <div className="notification-body">
        <p>
          <AppLink href={person} className="notification-actor">
            {actor.displayName}
          </AppLink>{' '}
          {notificationSentence(reason, source)}{' '}
          <time className="muted" dateTime={notification.at}>
            {postAge(new Date(notification.at), new Date(now))}
          </time>
        </p>
        {target && (
          <AppLink href={target.href} className="notification-post">
            {target.text ? excerpt(target.text) : 'Open the post'}
          </AppLink>
        )}
      </div>
    </article>
  );
}

/** One of the product's own: a scheduled post published or not, linking to the Scheduled tab when it failed. */
export function ProductNotificationRow({ notification }: { notification: ProductNotification }) {
  const now = useNow(60_000);
  const sentence = productNotificationSentence(notification);
  return (
    <article className="notification-row" aria-label={sentence}>
      <div className="notification-body">
        <p>
          {sentence}{' '}
          <time className="muted" dateTime={notification.at}>
            {postAge(new Date(notification.at), new Date(now))}
          </time>
        </p>
        {notification.reason === 'schedule-failed' ? (
          <AppLink href="/draft?tab=Scheduled" className="notification-post">
            {excerpt(notification.text)}
          </AppLink>
        ) : (
          <p className="notification-post muted">{excerpt(notification.text)}</p>
        )}
      </div>
    </article>
  );
}

/** A tip received (§4.6): who sent how much of what, on which chain, and when. */
export function TipNotificationRow({ tip }: { tip: TipNotificationView }) {
  const now = useNow(60_000);
  const sentence = `${shortenAddress(tip.fromAddress)} tipped you ${tip.amount} ${tip.tokenSymbol} on ${tip.chainName}`;
  return (
    <article className="notification-row" aria-label={sentence}>
      <div className="notification-body">
        <p>
          {sentence}{' '}
          <time className="muted" dateTime={tip.at}>
            {postAge(new Date(tip.at), new Date(now))}
          </time>
        </p>
        <AppLink
          href={`/profile/${encodeURIComponent(tip.fromAddress)}?source=Wallet&tx=${encodeURIComponent(tip.txHash)}`}
          className="notification-post"
        >
          View the transaction
        </AppLink>
      </div>
    </article>
  );
}
