import { BookmarkStash } from './bookmarkStash';

/** A record as the firehose delivered it, in JSON form (blobs as `{$type: 'blob', ref: {$link}}`). */
export type RecordJson = Record<string, unknown>;

export interface IndexedRecord {
  uri: string;
  cid: string;
  did: string;
  collection: string;
  rkey: string;
  value: RecordJson;
  /** Order of indexing: feeds page by it. */
  seq: number;
  indexedAt: string;
}

export interface Actor {
  did: string;
  handle: string;
  indexedAt: string;
}

const POST = 'app.bsky.feed.post';
const LIKE = 'app.bsky.feed.like';
const REPOST = 'app.bsky.feed.repost';
const FOLLOW = 'app.bsky.graph.follow';
const PROFILE = 'app.bsky.actor.profile';
const THREADGATE = 'app.bsky.feed.threadgate';
const BLOCK = 'app.bsky.graph.block';
export const COLLECTIONS = { POST, LIKE, REPOST, FOLLOW, PROFILE, THREADGATE, BLOCK } as const;

const subjectUri = (value: RecordJson): string | undefined => {
  const subject = value.subject;
  if (typeof subject === 'string') return subject; // follows name a DID
  if (subject && typeof subject === 'object' && 'uri' in subject) {
    const uri = (subject as { uri: unknown }).uri;
    return typeof uri === 'string' ? uri : undefined;
  }
  return undefined;
};

/** The parent and root a reply points at, if it is one. */
export function replyRefs(value: RecordJson): { parent: string; root: string } | undefined {
  const reply = value.reply as { parent?: { uri?: unknown }; root?: { uri?: unknown } } | undefined;
  const parent = reply?.parent?.uri;
  const root = reply?.root?.uri;
  return typeof parent === 'string' && typeof root === 'string' ? { parent, root } : undefined;
}

/** The post a record quotes (a record embed, alone or with media). */
export function quotedUri(value: RecordJson): string | undefined {
  const embed = value.embed as
    { $type?: string; record?: { uri?: unknown; record?: { uri?: unknown } } } | undefined;
  if (embed?.$type === 'app.bsky.embed.record') {
    return typeof embed.record?.uri === 'string' ? embed.record.uri : undefined;
  }
  if (embed?.$type === 'app.bsky.embed.recordWithMedia') {
    const uri = embed.record?.record?.uri;
    return typeof uri === 'string' ? uri : undefined;
  }
  return undefined;
}

/**
 * What the AppView stand-in knows: every record of the collections it serves,
 * with the reverse indexes that views need (likes of a post, replies, follows).
 */
export class AppViewIndex {
  private seq = 0;
  readonly actors = new Map<string, Actor>();
  readonly records = new Map<string, IndexedRecord>();
  /** subject (post uri or DID) -> uris of likes / reposts / follows / blocks / quotes / replies pointing at it */
  private readonly inbound = new Map<string, Set<string>>();
  private readonly waiting = new Map<string, (() => void)[]>();
  /** did -> uris of its records */
  private readonly owned = new Map<string, Set<string>>();
  /**
   * viewer did -> the DIDs they muted. Mutes are private: not records in a
   * repo but state the AppView keeps (`app.bsky.graph.muteActor`).
   */
  readonly mutes = new Map<string, Set<string>>();
  /** Each viewer's private bookmarks (`app.bsky.bookmark.*`), kept by the AppView like mutes. */
  readonly bookmarks = new BookmarkStash();

  mute(viewer: string, did: string): void {
    const muted = this.mutes.get(viewer) ?? new Set<string>();
    muted.add(did);
    this.mutes.set(viewer, muted);
  }

  unmute(viewer: string, did: string): void {
    this.mutes.get(viewer)?.delete(did);
  }

  isMuted(viewer: string, did: string): boolean {
    return this.mutes.get(viewer)?.has(did) ?? false;
  }

  upsertActor(did: string, handle: string): void {
    const known = this.actors.get(did);
    this.actors.set(did, { did, handle, indexedAt: known?.indexedAt ?? new Date().toISOString() });
  }

  put(record: Omit<IndexedRecord, 'seq' | 'indexedAt' | 'uri'>): IndexedRecord {
    const uri = `at://${record.did}/${record.collection}/${record.rkey}`;
    const existing = this.records.get(uri);
    if (existing) this.unlink(existing);
    const indexed: IndexedRecord = {
      ...record,
      uri,
      seq: existing?.seq ?? ++this.seq,
      indexedAt: existing?.indexedAt ?? new Date().toISOString(),
    };
    this.records.set(uri, indexed);
    this.link(indexed);
    const mine = this.owned.get(record.did) ?? new Set<string>();
    mine.add(uri);
    this.owned.set(record.did, mine);
    for (const resolve of this.waiting.get(uri) ?? []) resolve();
    this.waiting.delete(uri);
    return indexed;
  }

  /** Resolves once the record at `uri` has been indexed. */
  whenIndexed(uri: string): Promise<void> {
    if (this.records.has(uri)) return Promise.resolve();
    return new Promise((resolve) => {
      this.waiting.set(uri, [...(this.waiting.get(uri) ?? []), resolve]);
    });
  }

  remove(uri: string): void {
    const existing = this.records.get(uri);
    if (!existing) return;
    this.unlink(existing);
    this.records.delete(uri);
    this.owned.get(existing.did)?.delete(uri);
  }

  /** Records of `collection` that point at `subject`. */
  pointingAt(subject: string, collection: string): IndexedRecord[] {
    const uris = this.inbound.get(`${collection} ${subject}`) ?? new Set<string>();
    return [...uris].flatMap((uri) => this.records.get(uri) ?? []);
  }

  byActor(did: string, collection: string): IndexedRecord[] {
    const uris = this.owned.get(did) ?? new Set<string>();
    return [...uris].flatMap((uri) => {
      const record = this.records.get(uri);
      return record?.collection === collection ? [record] : [];
    });
  }

  profileRecord(did: string): IndexedRecord | undefined {
    return this.records.get(`at://${did}/${PROFILE}/self`);
  }

  resolveActor(actor: string): Actor | undefined {
    if (actor.startsWith('did:')) return this.actors.get(actor);
    const handle = actor.toLowerCase();
    return [...this.actors.values()].find((a) => a.handle === handle);
  }

  private edges(record: IndexedRecord): string[] {
    const { value, collection } = record;
    if (
      collection === LIKE ||
      collection === REPOST ||
      collection === FOLLOW ||
      collection === BLOCK
    ) {
      const subject = subjectUri(value);
      return subject ? [`${collection} ${subject}`] : [];
    }
    if (collection === POST) {
      const edges: string[] = [];
      const reply = replyRefs(value);
      if (reply) edges.push(`reply ${reply.parent}`);
      const quoted = quotedUri(value);
      if (quoted) edges.push(`quote ${quoted}`);
      return edges;
    }
    return [];
  }

  private link(record: IndexedRecord): void {
    for (const edge of this.edges(record)) {
      const set = this.inbound.get(edge) ?? new Set<string>();
      set.add(record.uri);
      this.inbound.set(edge, set);
    }
  }

  private unlink(record: IndexedRecord): void {
    for (const edge of this.edges(record)) this.inbound.get(edge)?.delete(record.uri);
  }
}
