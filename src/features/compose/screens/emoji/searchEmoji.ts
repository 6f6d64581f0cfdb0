import type { EmojiEntry } from './emojiData';

/** Words of a name or query, lower case ("heart-eyes" is "heart" and "eyes"). */
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}#*]+/u)
    .filter(Boolean);

/**
 * The emoji matching what is typed, best first: every word typed must begin
 * a word of the emoji's name or search words (':' around it, as in
 * ':heart:', is ignored; the emoji itself matches too). A name that starts
 * with the query ranks first, then one whose words match, then the search
 * words; otherwise the list's own order. An empty query gives the list.
 */
export function searchEmoji(list: readonly EmojiEntry[], query: string): EmojiEntry[] {
  const typed = query.trim().replace(/^:|:$/g, '');
  if (!typed) return [...list];
  const needles = words(typed);
  const whole = typed.toLowerCase();
  const ranked: { entry: EmojiEntry; rank: number; index: number }[] = [];
  list.forEach((entry, index) => {
    if (entry.emoji === typed) {
      ranked.push({ entry, rank: 0, index });
      return;
    }
    if (needles.length === 0) return;
    const name = words(entry.name);
    const all = [...name, ...entry.keywords.flatMap(words)];
    if (!needles.every((needle) => all.some((word) => word.startsWith(needle)))) return;
    const rank = entry.name.toLowerCase().startsWith(whole)
      ? 1
      : needles.every((needle) => name.some((word) => word.startsWith(needle)))
        ? 2
        : 3;
    ranked.push({ entry, rank, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((r) => r.entry);
}
