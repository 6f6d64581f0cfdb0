import type { ToggleAddress, ToggleKind } from '../../src/domain/actions/toggleIntent';
import type { NetworkName } from './readBack';

/** The switches each network offers (the others it refuses, and no button shows them). */
export const OFFERED: Record<NetworkName, { post: ToggleKind[]; person: ToggleKind[] }> = {
  Bsky: { post: ['like', 'repost', 'bookmark'], person: ['follow', 'mute', 'block'] },
  Twitter: { post: ['like', 'repost', 'bookmark'], person: ['follow', 'mute'] },
  Lens: { post: ['like', 'repost', 'bookmark'], person: ['follow', 'mute', 'block'] },
  Farcaster: { post: ['like', 'repost'], person: ['follow'] },
};

export interface Press {
  address: ToggleAddress<ToggleKind>;
  on: boolean;
  /** What the switch showed when pressed: the reader's last press, or off for one never pressed. */
  shown: boolean;
}

/** Where the reader can press: per network, their account and the posts and people there. */
export interface PressTargets {
  account: Record<NetworkName, string>;
  /** Posts published so far, per network (they grow while the run goes on). */
  posts: Record<NetworkName, string[]>;
  people: Record<NetworkName, string[]>;
}

/**
 * The reader pressing buttons: each press picks a network, a post or a
 * person there and one of the switches it offers, and flips it (on when it
 * shows off, off when it shows on), so presses of the same switch are
 * actions and their undos. Every target starts off (new posts, new people).
 * Keeps the last press of each switch: the state each network must end in.
 */
export function createPresser(random: () => number) {
  const last = new Map<
    string,
    { address: ToggleAddress<ToggleKind>; on: boolean; presses: number }
  >();
  const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(random() * list.length)];
  return {
    /** `count` presses on what the targets hold now (fewer when there is nothing to press yet). */
    next(targets: PressTargets, count: number): Press[] {
      const presses: Press[] = [];
      for (let i = 0; i < count; i++) {
        const source = pick(Object.keys(OFFERED) as NetworkName[]);
        if (!source) break;
        const onPost = random() < 0.6 && targets.posts[source].length > 0;
        const kinds = onPost ? OFFERED[source].post : OFFERED[source].person;
        const kind = pick(kinds);
        const target = pick(onPost ? targets.posts[source] : targets.people[source]);
        if (!kind || !target) continue;
        const address: ToggleAddress<ToggleKind> = {
          source,
          accountId: targets.account[source],
          kind,
          target,
        };
        const key = JSON.stringify([kind, source, target]);
        const before = last.get(key);
        const shown = before?.on ?? false;
        last.set(key, { address, on: !shown, presses: (before?.presses ?? 0) + 1 });
        presses.push({ address, on: !shown, shown });
      }
      return presses;
    },
    /** Every switch pressed, with the reader's last press. */
    switches(): { address: ToggleAddress<ToggleKind>; on: boolean; presses: number }[] {
      return [...last.values()];
    },
  };
}
