import { useEffect, useRef, useState } from 'react';
import type { ComposerPost } from '@/domain/composer/model/composerPost';
import { gifMediaFile, type GifItem } from '@/domain/composer/model/gifItem';
import type { MediaFile } from '@/domain/composer/model/mediaFile';
import type { PostSource } from '@/domain/composer/model/sourceFields';
import {
  addGifProblem,
  gifPickerProvider,
  gifProviderBlockers,
} from '@/domain/composer/rules/addGif';
import { noGifProviderForAll } from '@/domain/messages/composer';
import { networkList } from '@/domain/composer/rules/networkNames';
import { CAPABILITIES } from '@/domain/capabilities';
import type { MediaContext } from '@/domain/composer/rules/mediaLimits';
import { useGifProviders, useGifSearch } from '../hooks/useGifSearch';
import './pickers.css';
import { focusOnMount } from '@/ui/focusOnMount';

/** Searches offered before anything is typed (the provider has no trending list here). */
const SUGGESTED = ['gm', 'celebrate', 'thank you', 'dance', 'wow', 'cat'];

const PROVIDER_NAMES = { tenor: 'Tenor', giphy: 'GIPHY' } as const;

/**
 * composer.md §2.5: the composer's 'gif' route. A search grid from a GIF
 * provider the product server names (Tenor's and Giphy's shapes): the one
 * every selected network takes, the spec's choice first (Tenor with
 * Bluesky, Giphy otherwise: `gifPickerProvider`); when none suits them all
 * it says which network to turn off, with a button that does. 20 a page,
 * more as the list scrolls on. Choosing one checks it against the focused
 * post and the selected networks (§5.3, §5.4: its provider, its size, the
 * GIF and image counts): refused with the reason beside the GIFs (an alert), or handed back to
 * the editor.
 */
export function GifPicker(props: {
  apiBase: string;
  post: Pick<ComposerPost, 'images' | 'videos'>;
  sources: readonly PostSource[];
  context: MediaContext;
  newId: () => string;
  onPicked: (gif: MediaFile) => void;
  /** Turns these networks off (the way to a provider that suits the rest). */
  onTurnOff: (sources: readonly PostSource[]) => void;
}) {
  const providerState = useGifProviders(props.apiBase);
  const offered = providerState.status === 'ready' ? providerState.providers : [];
  const chosen = gifPickerProvider(
    props.sources,
    offered.map((p) => p.provider),
  );
  const provider = offered.find((p) => p.provider === chosen);
  const blockers = gifProviderBlockers(
    props.sources,
    offered.map((p) => p.provider),
  );
  const [query, setQuery] = useState('');
  // Why the last GIF chosen was refused, shown beside the GIFs.
  const [refused, setRefused] = useState<string>();
  const search = useGifSearch(provider, query);
  const grid = useRef<HTMLUListElement>(null);
  const more = useRef<HTMLButtonElement>(null);
  const { loadMore, hasMore } = search;

  // Infinite scroll: the "More GIFs" button at the grid's end loads the next page as it
  // scrolls into the grid's view (or at once while the grid is not yet full).
  useEffect(() => {
    const button = more.current;
    if (!button || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { root: grid.current },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [hasMore, loadMore]);

  // What stops any GIF from being added now (no provider for every network, the counts).
  const blocked = provider
    ? addGifProblem(props.post, { provider: provider.provider }, props.sources, props.context)
    : blockers
      ? noGifProviderForAll(
          blockers.networks,
          (source) => CAPABILITIES[source].gifs.providers,
          blockers.provider,
        )
      : undefined;

  const pick = (item: GifItem) => {
    if (!provider) return;
    const gif = gifMediaFile(item, provider.provider, props.newId());
    const problem = addGifProblem(
      props.post,
      {
        provider: provider.provider,
        ...(gif.file.size === undefined ? {} : { size: gif.file.size }),
      },
      props.sources,
      props.context,
    );
    if (problem) {
      // Said once, beside the GIFs (a toast too would say the same twice over the dialog).
      setRefused(problem);
      return;
    }
    props.onPicked(gif);
  };

  const q = query.trim();
  const status =
    providerState.status === 'none'
      ? 'GIFs are not available on this server.'
      : providerState.status === 'failed'
        ? providerState.error
        : search.status === 'loading'
          ? 'Searching GIFs…'
          : search.status === 'more'
            ? 'Loading more GIFs…'
            : search.status === 'failed'
              ? (search.error ?? 'The GIF search failed.')
              : q && search.items.length === 0
                ? `No GIFs found for “${q}”.`
                : '';

  return (
    <section className="gif-picker" aria-label="GIF picker">
      <input
        type="search"
        aria-label="Search GIFs"
        placeholder={`Search ${provider ? PROVIDER_NAMES[provider.provider] : 'GIFs'}`}
        ref={focusOnMount}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setRefused(undefined);
        }}
      />
      {blocked && (
        <p className="gif-blocked" role="note">
          {blocked}
        </p>
      )}
      {!provider && blockers && (
        <button type="button" onClick={() => props.onTurnOff(blockers.networks)}>
          Turn off {networkList(blockers.networks)}
        </button>
      )}
      {refused && (
        <p className="gif-refused" role="alert">
          {refused}
        </p>
      )}
      {!q && (
        <div className="gif-suggestions" role="group" aria-label="Suggested searches">
          {SUGGESTED.map((word) => (
            <button key={word} type="button" onClick={() => setQuery(word)}>
              {word}
            </button>
          ))}
        </div>
      )}
      <ul className="gif-grid" aria-label="GIFs" ref={grid}>
        {search.items.map((item) => (
          <li key={item.id}>
            <button type="button" title={item.title} onClick={() => pick(item)}>
              <img
                src={item.images.preview_gif.url}
                alt={item.title}
                width={item.images.preview_gif.width}
                height={item.images.preview_gif.height}
                loading="lazy"
              />
            </button>
          </li>
        ))}
        {search.hasMore && (
          <li className="gif-more">
            <button
              ref={more}
              type="button"
              className="link-button"
              disabled={search.status === 'more'}
              onClick={loadMore}
            >
              More GIFs
            </button>
          </li>
        )}
      </ul>
      <p className="gif-status" role="status">
        {status}
      </p>
      {provider && (
        <p className="gif-attribution">Powered by {PROVIDER_NAMES[provider.provider]}</p>
      )}
    </section>
  );
}
