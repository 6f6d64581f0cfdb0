import { describe, expect, it } from 'vitest';
import { EMOJI, type EmojiEntry } from './emojiData';
import { searchEmoji } from './searchEmoji';

const entry = (emoji: string, name: string, keywords: string[] = []): EmojiEntry => ({
  emoji,
  name,
  keywords,
});
const list = [
  entry('😍', 'smiling face with heart-eyes', ['love']),
  entry('💔', 'broken heart', ['sad']),
  entry('❤️', 'red heart', ['love', 'like']),
  entry('👍', 'thumbs up', ['yes', 'like']),
  entry('🔥', 'fire', ['lit', 'hot']),
];
const found = (query: string) => searchEmoji(list, query).map((e) => e.emoji);

describe('searchEmoji', () => {
  it('gives the whole list for an empty query', () => {
    expect(found('')).toEqual(['😍', '💔', '❤️', '👍', '🔥']);
    expect(found('  ')).toHaveLength(5);
  });

  it('matches the beginnings of words in the name, then the search words, best first', () => {
    // 'red heart' starts with 'red'; none other has it.
    expect(found('red')).toEqual(['❤️']);
    // Names with a word starting 'heart' first (in list order), none by keyword only.
    expect(found('heart')).toEqual(['😍', '💔', '❤️']);
    // A name starting with the query beats one that only contains the word.
    expect(found('broken')).toEqual(['💔']);
    // 'like' is only a search word.
    expect(found('like')).toEqual(['❤️', '👍']);
    expect(found('lit')).toEqual(['🔥']);
    // Every word typed must match; word starts only ('eart' is not a match).
    expect(found('red love')).toEqual(['❤️']);
    expect(found('eart')).toEqual([]);
    expect(found('HEART-EYES')).toEqual(['😍']);
  });

  it('ignores colons around the query and finds an emoji by itself', () => {
    expect(found(':fire:')).toEqual(['🔥']);
    expect(found('👍')).toEqual(['👍']);
  });

  it('searches the curated list: a few hundred, each once, with names', () => {
    expect(EMOJI.length).toBeGreaterThan(300);
    expect(new Set(EMOJI.map((e) => e.emoji)).size).toBe(EMOJI.length);
    expect(EMOJI.every((e) => e.name.length > 0)).toBe(true);
    expect(searchEmoji(EMOJI, 'red heart')[0]?.emoji).toBe('❤️');
    expect(searchEmoji(EMOJI, 'gm').map((e) => e.emoji)).toContain('☕');
    expect(searchEmoji(EMOJI, 'red packet')[0]?.emoji).toBe('🧧');
  });
});
