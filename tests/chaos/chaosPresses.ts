import type { Page } from '@playwright/test';
import type { SandboxManifest } from '../../sandbox/manifest';
import { seededRandom } from '../../sandbox/faults/seededRandom';
import { auditToggles, type ToggleAudit, type ToggleLogEvent } from './auditToggles';
import type { NetworkName } from './readBack';
import { readToggles } from './readToggles';
import { createPresser, type PressTargets } from './togglePresses';

/** The reader's presses in a chaos run (issue 21): how many, over how many posts and people. */
export interface PressOptions {
  presses: number;
  /** Posts of the run's own (plain single posts), pressed on each network once published there. */
  posts: number;
  /** New people, each with an account on every network. */
  people: number;
  /** Presses per step of the run (each step comes between two kills or checks). */
  perStep: number;
}

const NETWORKS: NetworkName[] = ['Bsky', 'Farcaster', 'Twitter', 'Lens'];
const byNetwork = <T>(make: () => T) =>
  Object.fromEntries(NETWORKS.map((n) => [n, make()])) as Record<NetworkName, T>;

/**
 * The reader's likes, reposts, bookmarks, follows, mutes and blocks, and
 * their undos, pressed through the app's log while the chaos run goes on:
 * on posts the run itself publishes (nobody else knows them, so they start
 * with nothing pressed) and on people made for the run. At the end, each
 * network's state is read through its own read API and checked against the
 * reader's last press of every switch, and the log is audited.
 */
export function chaosPresses(manifest: SandboxManifest, options: PressOptions, seed: number) {
  const presser = createPresser(seededRandom(seed * 7 + 3));
  const targets: PressTargets = {
    account: byNetwork(() => ''),
    posts: byNetwork(() => []),
    people: byNetwork(() => []),
  };
  let pressed = 0;
  let postJobs = new Set<string>();

  return {
    /** Makes the people (before the faults start: the sandbox's own door is not faulty). */
    async makePeople(): Promise<void> {
      const people = await Promise.all(
        Array.from({ length: options.people }, async () => {
          const response = await fetch(`${manifest.admin.url}/people`, { method: 'POST' });
          if (!response.ok) throw new Error(`people: ${response.status}`);
          return (
            (await response.json()) as {
              identity: { accounts: { source: NetworkName; accountId: string }[] };
            }
          ).identity;
        }),
      );
      for (const person of people)
        for (const a of person.accounts) targets.people[a.source]?.push(a.accountId);
    },
    /** The reader's account on each network, and the run's posts to press on (by intent). */
    aim(accounts: { source: string; accountId: string }[], postIntentIds: string[]): void {
      for (const a of accounts) targets.account[a.source as NetworkName] = a.accountId;
      postJobs = new Set(
        postIntentIds
          .slice(0, options.posts)
          .flatMap((id) => NETWORKS.map((network) => `${id}:${network}:0`)),
      );
    },
    /** Picks up the posts published since, then presses the next few switches. */
    async step(lab: Page): Promise<void> {
      if (pressed >= options.presses) return;
      const found = NETWORKS.reduce((n, network) => n + targets.posts[network].length, 0);
      if (found < postJobs.size) {
        const published = await lab.evaluate(
          (jobs) => window.chaos.publishedPosts(jobs),
          [...postJobs],
        );
        for (const network of NETWORKS) targets.posts[network] = published[network] ?? [];
      }
      const presses = presser.next(targets, Math.min(options.perStep, options.presses - pressed));
      await lab.evaluate((list) => window.chaos.press(list), presses);
      pressed += presses.length;
    },
    /** Every press made, and every switch as the reader left it on its network (or refused). */
    async settled(lab: Page): Promise<boolean> {
      if (pressed < options.presses) return false;
      return (await lab.evaluate(() => window.chaos.toggleProgress())).open === 0;
    },
    stuck: (lab: Page) => lab.evaluate(() => window.chaos.toggleProgress()),
    /** The log's switch events (read before the lab goes). */
    events: (lab: Page) => lab.evaluate(() => window.chaos.toggleEvents()),
    /** Audits the log's switch events and each network's state, read through its own API. */
    async audit(events: ToggleLogEvent[], appUrl: string, session: string): Promise<ToggleAudit> {
      const records = await readToggles(manifest, appUrl, session, targets.posts, targets.people);
      return auditToggles(events, presser.switches(), records);
    },
  };
}
