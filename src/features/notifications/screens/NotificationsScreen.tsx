import './notifications.css';
import { Link } from '@tanstack/react-router';
import { SOURCE_LABELS, aNetwork, sourceFromSlug } from '@/domain/networks';
import { postKey } from '@/domain/reading/post';
import { NOTIFICATION_TABS, type NotificationTab } from '@/domain/routes/routeParams';
import { PagedList } from '@/ui/PagedList';
import { ScreenFrame } from '@/ui/ScreenFrame';
import { TabLinks } from '@/ui/TabLinks';
import {
  useNetworkNotifications,
  useProductNotifications,
  useTipNotifications,
} from '../hooks/useNotificationList';
import {
  NetworkNotificationRow,
  ProductNotificationRow,
  TipNotificationRow,
} from './NotificationRow';

type NetworkTab = Exclude<NotificationTab, 'general'>;

const tabName = (tab: NotificationTab) =>
  tab === 'general' ? 'General' : SOURCE_LABELS[sourceFromSlug(tab)];

/**
 * `/notifications/{tab}` (issue 21, reading.md §2.1, §2.13): the product's
 * own notifications (General) or one network's, newest first, a page at a
 * time. Opening a tab reads it: its newest is written to the read record
 * and the indicator goes (§3.13, §4.6). X is not polled and has no tab.
 */
export function NotificationsScreen({ tab }: { tab: NotificationTab }) {
  return (
    <ScreenFrame title={tab === 'general' ? 'Notifications' : `Notifications on ${tabName(tab)}`}>
      <TabLinks
        label="Notifications"
        tabs={NOTIFICATION_TABS.map((each) => ({
          name: tabName(each),
          href: `/notifications/${each}`,
          current: each === tab,
        }))}
      />
      {tab === 'general' ? <GeneralList /> : <NetworkList tab={tab} />}
    </ScreenFrame>
  );
}

function GeneralList() {
  const { query, signedIn } = useProductNotifications();
  if (!signedIn)
    return (
      <p className="timeline-empty">
        Sign in to Polycast in <Link to="/settings">Settings</Link> to hear when your scheduled
        posts go out.
      </p>
    );
  return (
    <>
      <TipsReceived />
      <PagedList
        query={query}
        label="Polycast notifications"
        keyOf={(notification) => notification.id}
        row={(notification) => <ProductNotificationRow notification={notification} />}
        failure="Could not read your notifications"
        empty="Nothing yet: you will hear here when a scheduled post is published or fails."
      />
    </>
  );
}

/** Tips your profiles received, above the rest (shown once there is one). */
function TipsReceived() {
  const tips = useTipNotifications();
  if (!tips.data?.length) return null;
  return (
    <section aria-labelledby="tips-received">
      <h2 id="tips-received">Tips received</h2>
      <ul className="notification-list" aria-label="Tips received">
        {tips.data.map((tip) => (
          <li key={tip.id}>
            <TipNotificationRow tip={tip} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function NetworkList({ tab }: { tab: NetworkTab }) {
  const source = sourceFromSlug(tab) as 'Farcaster' | 'Bsky' | 'Lens';
  const network = SOURCE_LABELS[source];
  const { query, hasAccount } = useNetworkNotifications(source);
  if (!hasAccount)
    return (
      <p className="timeline-empty">
        Connect {aNetwork(network)} account in <Link to="/settings">Settings</Link> to read your
        notifications there.
      </p>
    );
  return (
    <PagedList
      query={query}
      label={`Your notifications on ${network}`}
      keyOf={(notification) => postKey(notification)}
      row={(notification) => <NetworkNotificationRow notification={notification} />}
      failure={`Could not read your notifications on ${network}`}
      empty="No notifications yet."
    />
  );
}
