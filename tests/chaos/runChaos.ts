import type { BrowserContext, Page } from '@playwright/test';
import type { SandboxManifest } from '../../sandbox/manifest';
import { seededRandom } from '../../sandbox/faults/seededRandom';
import { productToken } from '../browser/support/productToken';
import { auditLog, type LogAudit } from './auditLog';
import { readBackTagged, type NetworkName } from './readBack';
import type { ToggleAudit } from './auditToggles';
import { chaosPresses, type PressOptions } from './chaosPresses';

export interface ChaosOptions {
  /** Posts per network, threads' posts included. */
  posts: number;
  /** Threads of 3 among them. */
  threads: number;
  /** Single posts with a picture among them. */
  images: number;
  /** Executors killed mid-attempt, at least. */
  kills: number;
  seed: number;
  /** The executors' lease lifetime: how soon a killed one is replaced. */
  leaseTtlMs: number;
  /** How long the whole run may take. */
  timeoutMs: number;
  /**
   * X's posting limit for the run (the stand-in, like X, allows 100 posts per
   * 15 min per user): a run of more posts than that would mostly measure the wait.
   */
  xPostsPer15Min?: number;
  /**
   * The reader's presses (likes, reposts, bookmarks, follows, mutes,
   * blocks and their undos) made while the posts go out, under the same faults.
   */
  presses?: PressOptions;
  log?: (line: string) => void;
}

export interface ChaosReport {
  intents: number;
  jobs: number;
  kills: number;
  pageCloses: number;
  workerTerminations: number;
  offlineSpells: number;
  elapsedMs: number;
  /** Per network: posts found more than once, and posts not found. */
  duplicates: Record<NetworkName, number>;
  losses: Record<NetworkName, number>;
  /** Thread posts that do not reply to the previous post of their thread on that network. */
  outOfOrder: string[];
  /** For each duplicate, its job's history in the log. */
  duplicated: string[];
  audit: LogAudit;
  /** Attached files still on the device once every post is published (they should be gone). */
  storedMedia: number;
  failedJobs: string[];
  /** The presses' audit: the log's and each network's (when the run pressed). */
  toggles?: ToggleAudit;
}

interface Intent {
  texts: string[];
  image?: boolean;
}

const NETWORKS: NetworkName[] = ['Bsky', 'Farcaster', 'Twitter', 'Lens'];
const FAULTY = ['bsky', 'farcaster', 'x', 'lens'] as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function setFaults(manifest: SandboxManifest, network: string, config: object) {
  const response = await fetch(`${manifest.admin.url}/faults/${network}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(config),
  });
  if (!response.ok) throw new Error(`faults: ${response.status} ${await response.text()}`);
}

/** The posts of a run: threads of 3, posts with a picture, plain posts; shuffled by the seed. */
function planIntents(options: ChaosOptions, tag: string, random: () => number): Intent[] {
  const intents: Intent[] = [];
  for (let t = 0; t < options.threads; t++)
    intents.push({ texts: [1, 2, 3].map((n) => `${tag} thread ${t} part ${n}`) });
  for (let i = 0; i < options.images; i++)
    intents.push({ texts: [`${tag} picture ${i}`], image: true });
  const singles = options.posts - options.threads * 3 - options.images;
  for (let i = 0; i < singles; i++) intents.push({ texts: [`${tag} post ${i}`] });
  for (let i = intents.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [intents[i], intents[j]] = [intents[j] as Intent, intents[i] as Intent];
  }
  return intents;
}

async function openLab(context: BrowserContext, appUrl: string): Promise<Page> {
  const lab = await context.newPage();
  await lab.goto(`${appUrl}/lab/chaos.html`);
  await lab.waitForFunction(() => document.title.endsWith('ready'));
  await lab.evaluate(() => window.chaos.open());
  return lab;
}

/**
 * Issue 5's chaos run, in Chromium against the sandbox: many posts to all
 * four networks while the networks fail 30 % of requests (some as 429 with
 * Retry-After), cut 10 % of replies after committing, add latency; while
 * the connection comes and goes, and executors are killed mid-attempt
 * (the sync worker terminated, or its page closed). Then counts each post
 * on each network through the networks' own read APIs and audits the log.
 */
export async function runChaos(
  context: BrowserContext,
  appUrl: string,
  manifest: SandboxManifest,
  options: ChaosOptions,
): Promise<ChaosReport> {
  const say = options.log ?? (() => undefined);
  const random = seededRandom(options.seed);
  const started = performance.now();
  const tag = `chaos${options.seed}x${Date.now().toString(36)}`;

  // Sign in as the demo person in the app itself, then leave it: the lab drives the outbox.
  const app = await context.newPage();
  await app.goto(appUrl);
  await app.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await app
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Sign in as the demo person' })
    .click();
  await app
    .getByRole('status')
    .filter({ hasText: /Signed in as .* on Farcaster, Lens, X, and Bluesky\./ })
    .waitFor({ timeout: 20_000 });
  // The demo's Polycast session: X is read back through the server with it.
  const session = await productToken(app);
  await app.close();

  if (options.xPostsPer15Min && manifest.x) {
    await fetch(`${manifest.x.api}/sandbox/rate-limit`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ limit: options.xPostsPer15Min, windowSeconds: 900 }),
    });
  }
  const presses = options.presses
    ? chaosPresses(manifest, options.presses, options.seed)
    : undefined;
  await presses?.makePeople();
  for (const [index, network] of FAULTY.entries()) {
    await setFaults(manifest, network, {
      errorRate: 0.3,
      errorStatus: 503,
      rateLimitedShare: 0.3,
      retryAfterSeconds: 1,
      dropAfterCommitRate: 0.1,
      latencyMs: 25,
      seed: options.seed * 10 + index,
    });
  }

  let lab = await openLab(context, appUrl);
  const targets = await lab.evaluate(() => window.chaos.targets());
  if (targets.length !== 4) throw new Error(`the demo person has ${targets.length} networks here`);
  const intents = planIntents(options, tag, random);
  const intentIds = await lab.evaluate((list) => window.chaos.send(list), intents);
  say(`sent ${intents.length} intents (${options.posts} posts × 4 networks)`);
  presses?.aim(
    targets,
    intentIds.filter((_, i) => intents[i]?.texts.length === 1 && !intents[i]?.image),
  );
  // Work left: posts to publish, or switches to press or settle.
  const busy = async (open: number) =>
    open > 0 || (presses !== undefined && !(await presses.settled(lab)));

  const killed = new Set<string>();
  const start = () => lab.evaluate((ttl) => window.chaos.startExecutor(ttl), options.leaseTtlMs);
  let executor = await start();
  let kills = 0;
  let pageCloses = 0;
  let workerTerminations = 0;
  let offlineSpells = 0;
  const deadline = Date.now() + options.timeoutMs;

  while (kills < options.kills && Date.now() < deadline) {
    const progress = await lab.evaluate(() => window.chaos.progress());
    if (!(await busy(progress.open))) break;
    await presses?.step(lab);
    say(
      `kill ${kills}: ${progress.succeeded}/${progress.jobs} published at ${Math.round(performance.now() - started)} ms`,
    );
    if (random() < 0.3) {
      await context.setOffline(true);
      await sleep(300 + random() * 1200);
      await context.setOffline(false);
      offlineSpells += 1;
    }
    // Let it work a while, then catch it with an attempt in flight.
    await sleep(200 + random() * 800);
    let inFlight = 0;
    for (let waited = 0; waited < 3000 && inFlight === 0; waited += 10) {
      inFlight = await lab.evaluate(() => window.chaos.inFlight());
      if (inFlight === 0) await sleep(10);
    }
    if (inFlight === 0) continue;
    if (random() < 0.5) {
      await lab.evaluate(() => window.chaos.kill());
      workerTerminations += 1;
    } else {
      await lab.close();
      pageCloses += 1;
      lab = await openLab(context, appUrl);
    }
    killed.add(executor);
    kills += 1;
    await sleep(random() * 300);
    executor = await start();
  }
  say(`${kills} executors killed mid-attempt (${workerTerminations} workers, ${pageCloses} pages)`);

  // No more kills: the last executor finishes the work (the faults go on, and so do
  // the connection's comings and goings).
  for (let round = 1; ; round++) {
    const progress = await lab.evaluate(() => window.chaos.progress());
    if (!(await busy(progress.open))) break;
    await presses?.step(lab);
    if (round % 120 === 0) {
      const toggles = presses ? await presses.stuck(lab) : undefined;
      say(
        `${progress.succeeded}/${progress.jobs} published at ${Math.round(performance.now() - started)} ms; waiting: ${[...progress.stuck, ...(toggles?.stuck ?? [])].slice(0, 2).join('; ')}${toggles ? ` (${toggles.open} of ${toggles.switches} switches open)` : ''}`,
      );
    }
    if (round % 40 === 0) {
      await context.setOffline(true);
      await sleep(300 + random() * 700);
      await context.setOffline(false);
      offlineSpells += 1;
    }
    if (Date.now() > deadline) {
      const toggles = presses ? (await presses.stuck(lab)).stuck : [];
      say(
        `the log's last events:\n${(await lab.evaluate(() => window.chaos.lastEvents(40))).join('\n')}`,
      );
      throw new Error(
        `timed out with ${progress.open} jobs open:\n${[...progress.stuck, ...toggles].join('\n')}`,
      );
    }
    await sleep(250);
  }
  const progress = await lab.evaluate(() => window.chaos.progress());
  const events = await lab.evaluate(() => window.chaos.publishEvents());
  // The executor lets published files go once its turn ends.
  let storedMedia = await lab.evaluate(() => window.chaos.storedMedia());
  for (let waited = 0; storedMedia > 0 && waited < 10_000; waited += 200) {
    await sleep(200);
    storedMedia = await lab.evaluate(() => window.chaos.storedMedia());
  }
  const toggleEvents = presses ? await presses.events(lab) : [];
  await lab.evaluate(() => window.chaos.kill());
  await lab.close();
  for (const network of FAULTY) await setFaults(manifest, network, {});
  const toggles = presses ? await presses.audit(toggleEvents, appUrl, session) : undefined;

  const found = await readBackTagged(manifest, appUrl, session, tag);
  const duplicates = {} as Record<NetworkName, number>;
  const losses = {} as Record<NetworkName, number>;
  const outOfOrder: string[] = [];
  const duplicated: string[] = [];
  for (const network of NETWORKS) {
    const byText = new Map<string, string[]>();
    for (const post of found[network])
      byText.set(post.text, [...(byText.get(post.text) ?? []), post.id]);
    const replyOf = new Map(found[network].map((post) => [post.id, post.replyTo]));
    duplicates[network] = 0;
    losses[network] = 0;
    for (const intent of intents) {
      intent.texts.forEach((text, index) => {
        const ids = byText.get(text) ?? [];
        if (ids.length === 0) losses[network] += 1;
        if (ids.length > 1) {
          duplicates[network] += ids.length - 1;
          const jobId = `${intentIds[intents.indexOf(intent)] ?? ''}:${network}:${index}`;
          const history = events
            .filter((e) => e.payload.jobId === jobId)
            .map(
              (e) =>
                `${e.type}${e.payload.executor ? `(${String(e.payload.executor).slice(-6)})` : ''}${e.type === 'PublishFailed' ? `[${String(e.payload.kind)}: ${String(e.payload.reason)}]` : ''}`,
            );
          duplicated.push(`${jobId} ×${ids.length} (${ids.join(', ')}): ${history.join(' → ')}`);
        }
        if (index === 0 || ids.length !== 1) return;
        const parent = byText.get(intent.texts[index - 1] ?? '')?.[0];
        if (!parent || replyOf.get(ids[0] ?? '') !== parent)
          outOfOrder.push(`${network}: "${text}" does not reply to its previous post`);
      });
    }
  }

  return {
    intents: intents.length,
    jobs: progress.jobs,
    kills,
    pageCloses,
    workerTerminations,
    offlineSpells,
    elapsedMs: performance.now() - started,
    duplicates,
    losses,
    outOfOrder,
    duplicated,
    audit: auditLog(events, killed),
    ...(toggles ? { toggles } : {}),
    storedMedia,
    failedJobs: progress.failed.map((line) => {
      const jobId = line.split(': ')[0] ?? '';
      const history = events
        .filter((e) => e.payload.jobId === jobId)
        .map(
          (e) =>
            `${e.type}${e.type === 'PublishFailed' ? `[${String(e.payload.kind)}: ${String(e.payload.reason)}]` : ''}`,
        );
      return `${line} (${history.join(' → ')})`;
    }),
  };
}
