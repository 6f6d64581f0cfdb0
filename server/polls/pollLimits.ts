import { CAPABILITIES } from '@/domain/capabilities';

/**
 * The sources whose polls are the product's frame polls (composer.md §4.4:
 * an invisible FRAME segment points at the poll); X's are native (X adapter).
 */
export const FRAME_POLL_SOURCES = ['Farcaster', 'Lens'] as const;

function frameLimits() {
  const limits = FRAME_POLL_SOURCES.map((source) => {
    const polls = CAPABILITIES[source].polls;
    if (!polls.supported) throw new Error(`${source} has no polls in capabilities.ts`);
    return polls;
  });
  // One poll serves every frame-poll source: the strictest of their limits.
  return {
    minChoices: Math.max(...limits.map((l) => l.minOptions)),
    maxChoices: Math.min(...limits.map((l) => l.maxOptions)),
    choiceMaxLength: Math.min(...limits.map((l) => l.optionMaxLength)),
    minSeconds: Math.max(...limits.map((l) => l.minMinutes)) * 60,
    maxSeconds: Math.min(...limits.map((l) => l.maxDays)) * 24 * 60 * 60,
  };
}

/** composer.md §5.5, §9: choices, label length and duration of a frame poll (from capabilities.ts). */
export const FRAME_POLL_LIMITS = frameLimits();

/** The post text a poll carries as its title (chosen: room for any source's poll post). */
export const POLL_TITLE_MAX_LENGTH = 1000;
