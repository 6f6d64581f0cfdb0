import { describe, expect, it } from 'vitest';
import { POST_DETAIL_TABS, postTabKind } from './postDetailTabs';

describe('postTabKind', () => {
  it('reads each network’s name for its reposts as one list', () => {
    expect(['Recasts', 'Mirrors', 'Reposts'].map(postTabKind)).toEqual([
      'reposts',
      'reposts',
      'reposts',
    ]);
  });

  it('knows every tab of every network, in any case', () => {
    const tabs = Object.values(POST_DETAIL_TABS).flat();
    expect(tabs.map((tab) => postTabKind(tab.toUpperCase()))).toEqual(
      tabs.map((tab) => postTabKind(tab)),
    );
    expect(postTabKind('Quotes')).toBe('quotes');
    expect(postTabKind('Likes')).toBe('likes');
    expect(postTabKind('Comments')).toBe('comments');
  });
});
