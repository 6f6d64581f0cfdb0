import { cborToLexRecord, readCar } from '@atproto/repo';
import { Subscription } from '@atproto/xrpc-server';
import { z } from 'zod';
import type { AppViewIndex, RecordJson } from './appViewIndex';
import { recordToJson } from './recordToJson';

const cidLike = z.custom<{ toString(): string }>((v) => typeof v === 'object' && v !== null);

/** The parts of `com.atproto.sync.subscribeRepos` messages the AppView reads. */
const repoEvent = z.union([
  z.object({
    $type: z.literal('com.atproto.sync.subscribeRepos#commit'),
    seq: z.number(),
    repo: z.string(),
    blocks: z.instanceof(Uint8Array),
    ops: z.array(
      z.object({
        action: z.enum(['create', 'update', 'delete']),
        path: z.string(),
        cid: cidLike.nullable().optional(),
      }),
    ),
  }),
  z.object({
    $type: z.literal('com.atproto.sync.subscribeRepos#identity'),
    seq: z.number(),
    did: z.string(),
  }),
  z.object({ $type: z.string(), seq: z.number() }),
]);
type RepoEvent = z.infer<typeof repoEvent>;

export interface RepoFollower {
  /** The last firehose sequence number applied. */
  cursor(): number;
  stop(): void;
}

/**
 * Follows a PDS's firehose and applies every commit to the index, as the real
 * AppView indexes the network (here, one PDS).
 */
export function followRepos(options: {
  pdsUrl: string;
  index: AppViewIndex;
  onError?: (error: unknown) => void;
}): RepoFollower {
  const { index } = options;
  const controller = new AbortController();
  let cursor = 0;

  const knowHandle = async (did: string) => {
    const url = new URL('/xrpc/com.atproto.repo.describeRepo', options.pdsUrl);
    url.searchParams.set('repo', did);
    const answer = await fetch(url);
    if (!answer.ok) return;
    const body = z.object({ handle: z.string() }).safeParse(await answer.json());
    if (body.success) index.upsertActor(did, body.data.handle.toLowerCase());
  };

  const apply = async (event: RepoEvent) => {
    if (event.$type === 'com.atproto.sync.subscribeRepos#identity' && 'did' in event) {
      await knowHandle(event.did);
    } else if (event.$type === 'com.atproto.sync.subscribeRepos#commit' && 'ops' in event) {
      if (!index.actors.has(event.repo)) await knowHandle(event.repo);
      const car = await readCar(event.blocks);
      for (const op of event.ops) {
        const [collection, rkey] = op.path.split('/');
        if (!collection || !rkey) continue;
        if (op.action === 'delete' || !op.cid) {
          index.remove(`at://${event.repo}/${collection}/${rkey}`);
          continue;
        }
        // The CID object came from the same decoder as the block map's keys.
        const bytes = car.blocks.get(op.cid as Parameters<typeof car.blocks.get>[0]);
        if (!bytes) continue;
        const value = recordToJson(cborToLexRecord(bytes)) as RecordJson;
        index.put({ did: event.repo, collection, rkey, cid: op.cid.toString(), value });
      }
    }
    cursor = event.seq;
  };

  const subscription = new Subscription<RepoEvent>({
    service: options.pdsUrl.replace(/^http/, 'ws'),
    method: 'com.atproto.sync.subscribeRepos',
    signal: controller.signal,
    maxReconnectSeconds: 1,
    getParams: () => ({ cursor }),
    validate: (message: unknown) => {
      const parsed = repoEvent.safeParse(message);
      return parsed.success ? parsed.data : undefined;
    },
  });

  void (async () => {
    try {
      for await (const event of subscription) {
        await apply(event).catch((error: unknown) => options.onError?.(error));
      }
    } catch (error) {
      if (!controller.signal.aborted) options.onError?.(error);
    }
  })();

  return {
    cursor: () => cursor,
    stop: () => controller.abort(),
  };
}
