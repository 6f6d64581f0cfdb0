// Its styles come with it, wherever tabs are shown.
import './tabLinks.css';
import { AppLink } from './AppLink';

export interface TabLink {
  name: string;
  href: string;
  current: boolean;
}

/**
 * Tabs that are pages of their own (a post's Comments and Likes, Explore's
 * Posts and People): links in a named navigation, the one shown marked as
 * the current page, so Back, a new tab and a shared link all work.
 * `look="pills"` draws them as rounded choices (a network to search on).
 */
export function TabLinks(props: {
  label: string;
  tabs: readonly TabLink[];
  look?: 'tabs' | 'pills';
}) {
  return (
    <nav
      className={props.look === 'pills' ? 'tab-links pills' : 'tab-links'}
      aria-label={props.label}
    >
      {props.tabs.map((tab) => (
        <AppLink
          key={tab.href}
          href={tab.href}
          {...(tab.current ? { 'aria-current': 'page' as const } : {})}
        >
          {tab.name}
        </AppLink>
      ))}
    </nav>
  );
}
