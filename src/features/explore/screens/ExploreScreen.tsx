// Its styles come with the page (a side-effect import in the feature's index is dropped).
import './explore.css';
import { Link } from '@tanstack/react-router';
import { SOURCE_LABELS, type PostSource, aNetwork } from '@/domain/networks';
import type { ExploreTab } from '@/domain/routes/exploreTabs';
import { useReadingAccount } from '@/features/accounts';
import { ScreenFrame } from '@/ui/ScreenFrame';
import { TabLinks } from '@/ui/TabLinks';
import { useExploreWords } from '../hooks/useExploreWords';
import {
  EXPLORE_TAB_LABELS,
  explorePath,
  exploreSources,
  exploreTabsOf,
  exploreView,
  exploreWords,
  searchLabel,
} from '../runtime/exploreReach';
import { ExploreResults } from './ExploreResults';

/**
 * `/explore/{tab}/{source}?q=` (issue 20, docs/decisions.md "Explore
 * tabs"): Posts, People and Channels (where the network has them), the
 * networks of the tab, and a search field whose words live in the address,
 * so a hashtag's link, Back and another network's tab keep them. What the
 * network found comes a page at a time, read as the person's account there;
 * with no words, its suggestions where it has some, else a hint to type.
 */
export function ExploreScreen(props: { tab: ExploreTab; source: PostSource; q?: string }) {
  const { tab, source } = props;
  const network = SOURCE_LABELS[source];
  const { text, setText, submit } = useExploreWords(tab, source, props.q);
  const hasAccount = useReadingAccount(source) !== undefined;
  const view = exploreView(tab, source, props.q, hasAccount);
  // Links carry what the field holds, settled in the address or not yet.
  const words = exploreWords(text);
  return (
    <ScreenFrame title={`Explore ${tab} on ${network}`}>
      <TabLinks
        label="Explore"
        tabs={exploreTabsOf(source).map((name) => ({
          name: EXPLORE_TAB_LABELS[name],
          href: explorePath(name, source, words),
          current: name === tab,
        }))}
      />
      <TabLinks
        label="Networks"
        look="pills"
        tabs={exploreSources(tab).map((other) => ({
          name: SOURCE_LABELS[other],
          href: explorePath(tab, other, words),
          current: other === source,
        }))}
      />
      <form
        role="search"
        className="explore-search"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <input
          type="search"
          aria-label={searchLabel(tab, source)}
          placeholder={searchLabel(tab, source)}
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
      {view.kind === 'cannot' && (
        <p className="explore-note">{`${network} cannot search ${tab}.`}</p>
      )}
      {view.kind === 'connect' && (
        <p className="explore-note">
          Connect {aNetwork(network)} account in <Link to="/settings">Settings</Link> to search
          there.
        </p>
      )}
      {view.kind === 'hint' && (
        <p className="explore-note">{`Type to search ${tab} on ${network}.`}</p>
      )}
      {view.kind === 'results' && <ExploreResults tab={tab} source={source} words={view.words} />}
    </ScreenFrame>
  );
}
