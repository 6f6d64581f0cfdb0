import { SOURCE_LABELS } from '@/domain/networks';
import type { PostSource } from '../model/sourceFields';

/** How a source is named in a message (X for Twitter, Bluesky for Bsky). */
export const networkName = (source: PostSource): string => SOURCE_LABELS[source];

const conjunction = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** Items named in a message: 'a, b, and c'. */
export const listInWords = (items: readonly string[]): string => conjunction.format(items);

/** Sources named in a message: 'Farcaster, Lens, and X'. */
export const networkList = (sources: readonly PostSource[]): string =>
  listInWords(sources.map(networkName));
