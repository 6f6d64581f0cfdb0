import { getAddress, keccak256, toHex, type Address } from 'viem';
import {
  parseGroupMetadata,
  parsePostMetadata,
  type LensAccountMetadata,
  type LensGroupMetadata,
  type LensPostMetadata,
} from './lensMetadata';
import {
  storedRules,
  unsatisfiedRules,
  type Interaction,
  type LensPostRules,
  type PostRulesInput,
  type UnsatisfiedRule,
} from './lensPostRules';
import type { StoredObject } from './lensStorage';

/** The real global feed and graph (mainnet addresses), the defaults of the API's requests. */
export const GLOBAL_FEED = getAddress('0x31232Cb7dE0dce17949ffA58E9E38EEeB367C871');
export const GLOBAL_GRAPH = getAddress('0x4d97287FF1A0e030cA4604EcDa9be355dd8A8BaC');
/** The `lens/` username namespace. */
export const USERNAME_NAMESPACE = getAddress('0xFBEdC5C278cc01A843D161d5469202Fe4EDC99E4');

export interface LensAccount {
  address: Address;
  owner: Address;
  localName: string;
  createdAt: string;
  metadata?: LensAccountMetadata;
}

export interface LensPost {
  id: string;
  author: Address;
  timestamp: string;
  contentUri: string;
  /** Absent when what `contentUri` holds does not follow the metadata standard (see `indexPost`). */
  metadata?: LensPostMetadata;
  feed: Address;
  commentOn?: string;
  quoteOf?: string;
  /** The post a thread of comments starts from. */
  root?: string;
  /** Deleted by its author: still answered by id (`isDeleted`), left out of lists. */
  deleted?: boolean;
  /** Post rules set when it was made (root posts and quotes only). */
  rules?: LensPostRules;
}

/** A repost: a post of its own (an id from the same series) that points at another. */
/** A report of a post, as the sandbox files it (the real API keeps these to itself). */
export interface LensReport {
  post: string;
  reporter: string;
  reason: string;
  comment?: string;
  /** ISO time. */
  at: string;
}

export interface LensRepost {
  id: string;
  author: Address;
  timestamp: string;
  repostOf: string;
  /** Undone by its author (`deletePost` on the repost's id). */
  deleted?: boolean;
}

/** `PostReactionType`. */
export type LensReaction = 'UPVOTE' | 'DOWNVOTE';

export interface LensGroup {
  address: Address;
  owner: Address;
  feed: Address;
  timestamp: string;
  metadata: LensGroupMetadata;
  /** member address (lower case) -> joined at */
  members: Map<string, string>;
}

type Failure = { __typename: 'TransactionWillFail'; reason: string };
type RulesFailed = {
  __typename: 'PostOperationValidationFailed';
  reason: string;
  unsatisfiedRules?: { required: UnsatisfiedRule[]; anyOf: UnsatisfiedRule[] };
};
type Done<T extends string> = { __typename: T; hash: Address };

/** What a new post names: `CreatePostRequest` as the store takes it. */
interface PostRequest {
  contentUri: string;
  feed?: string;
  commentOn?: { post: string };
  quoteOf?: { post: string };
  rules?: PostRulesInput;
}

const willFail = (reason: string): Failure => ({ __typename: 'TransactionWillFail', reason });

/** A stable address for a name (Lens accounts and groups are contracts). */
export const addressFor = (kind: string, name: string): Address =>
  getAddress(`0x${keccak256(toHex(`lens-${kind}:${name}`)).slice(-40)}`);

const key = (address: string) => address.toLowerCase();

/** What `owner` has in one of the store's per-account records, made on first use. */
function entriesOf(records: Map<string, Map<string, string>>, owner: string): Map<string, string> {
  let entries = records.get(owner);
  if (!entries) {
    entries = new Map<string, string>();
    records.set(owner, entries);
  }
  return entries;
}

/**
 * What the Lens stand-in knows: accounts, posts, the global graph's follows,
 * bookmarks and groups. Writes check what the real API checks and answer its
 * result unions; the API and the seed both go through them.
 */
export class LensStore {
  readonly accounts = new Map<string, LensAccount>();
  readonly posts = new Map<string, LensPost>();
  readonly reposts = new Map<string, LensRepost>();
  /** post id -> account (lower case) -> its reaction and when */
  readonly reactions = new Map<string, Map<string, { reaction: LensReaction; at: string }>>();
  /** follower -> followed -> followed on */
  readonly follows = new Map<string, Map<string, string>>();
  /** account -> post id -> bookmarked at */
  readonly bookmarks = new Map<string, Map<string, string>>();
  /** Reports filed (`reportPost`), one per account and post. */
  readonly reports = new Map<string, LensReport>();
  /** account -> post id -> collected at (the post's collect action, executed) */
  readonly collects = new Map<string, Map<string, string>>();
  /** account -> the accounts it muted, and when (the API's own, off-chain) */
  readonly mutes = new Map<string, Map<string, string>>();
  /** account -> the accounts it blocked, and when */
  readonly blocks = new Map<string, Map<string, string>>();
  readonly groups = new Map<string, LensGroup>();
  /** transaction hash -> what it made (a post id, or an account or group address) */
  readonly transactions = new Map<string, string>();
  private counter = 0;

  constructor(private readonly resolve: (uri: string) => StoredObject | undefined) {}

  private hash(what: string): Address {
    this.counter += 1;
    return keccak256(toHex(`lens-tx:${this.counter}:${what}`));
  }

  /** Numeric ids that grow with time, as Lens post ids do; reposts take theirs from the same series. */
  private nextPostId(at: Date): string {
    let serial = BigInt(at.getTime()) * 1000n;
    while (this.posts.has(String(serial)) || this.reposts.has(String(serial))) serial += 1n;
    return String(serial);
  }

  /** The text stored at a URI (a post's metadata document as it is), if it resolves. */
  contentOf(uri: string): string | undefined {
    const stored = this.resolve(uri);
    return stored ? Buffer.from(stored.bytes).toString('utf8') : undefined;
  }

  account(address: string): LensAccount | undefined {
    return this.accounts.get(key(address));
  }

  accountByName(localName: string): LensAccount | undefined {
    return [...this.accounts.values()].find((a) => a.localName === localName);
  }

  group(address: string): LensGroup | undefined {
    return this.groups.get(key(address));
  }

  groupByFeed(feed: string): LensGroup | undefined {
    return [...this.groups.values()].find((g) => key(g.feed) === key(feed));
  }

  addAccount(account: LensAccount): LensAccount {
    if (this.accountByName(account.localName)) throw new Error(`${account.localName} is taken`);
    this.accounts.set(key(account.address), account);
    return account;
  }

  /**
   * The `post` mutation: metadata must resolve and follow the standard; group
   * feeds need membership; a comment or quote must satisfy the rules of the
   * root post it reaches; rules can be set on root posts and quotes only.
   */
  createPost(
    author: LensAccount,
    request: PostRequest,
    at = new Date(),
  ): Done<'PostResponse'> | Failure | RulesFailed {
    const stored = this.resolve(request.contentUri);
    if (!stored) return willFail(`Content at ${request.contentUri} could not be resolved.`);
    if (!parsePostMetadata(stored))
      return willFail('The metadata does not follow the Lens metadata standard.');
    return this.indexPost(author, request, at);
  }

  /**
   * A post as the indexer sees one made on Lens Chain without the API (by
   * another app's contract call): the chain's own checks (references, rules,
   * group membership) hold, but nothing read its metadata first, so content
   * that does not follow the standard is kept, and answered as
   * `UnknownPostMetadata`.
   */
  indexPost(
    author: LensAccount,
    request: PostRequest,
    at = new Date(),
  ): Done<'PostResponse'> | Failure | RulesFailed {
    const metadata = parsePostMetadata(this.resolve(request.contentUri));
    const parent = request.commentOn ? this.posts.get(request.commentOn.post) : undefined;
    if (request.commentOn && !parent)
      return willFail(`Post ${request.commentOn.post} does not exist.`);
    const quoted = request.quoteOf ? this.posts.get(request.quoteOf.post) : undefined;
    if (request.quoteOf && !quoted) return willFail(`Post ${request.quoteOf.post} does not exist.`);
    const rules = this.rulesFor(request.rules, parent !== undefined);
    if ('invalid' in rules) return willFail(rules.invalid);
    const refused =
      (parent && this.checkRules(author, parent, 'reply')) ??
      (quoted && this.checkRules(author, quoted, 'quote'));
    if (refused) return refused;
    // A comment lives in its parent's feed.
    const feed = parent?.feed ?? getAddress(request.feed ?? GLOBAL_FEED);
    const group = this.groupByFeed(feed);
    if (key(feed) !== key(GLOBAL_FEED) && !group) return willFail(`Unknown feed ${feed}.`);
    if (group && !group.members.has(key(author.address)))
      return {
        __typename: 'PostOperationValidationFailed',
        reason: `Only members of ${group.metadata.name} can post in its feed.`,
      };
    const id = this.nextPostId(at);
    this.posts.set(id, {
      id,
      author: author.address,
      timestamp: at.toISOString(),
      contentUri: request.contentUri,
      ...(metadata ? { metadata } : {}),
      feed,
      ...(parent ? { commentOn: parent.id, root: parent.root ?? parent.id } : {}),
      ...(request.quoteOf ? { quoteOf: request.quoteOf.post } : {}),
      ...(rules.value ? { rules: rules.value } : {}),
    });
    const hash = this.hash(`post:${id}`);
    this.transactions.set(hash, id);
    return { __typename: 'PostResponse', hash };
  }

  /** The rules a new post asks for, checked; comments take their root's rules and set none. */
  private rulesFor(
    input: PostRulesInput | undefined,
    comment: boolean,
  ): { value?: LensPostRules } | { invalid: string } {
    if (!input || input.required.length + input.anyOf.length === 0) return {};
    if (comment) return { invalid: 'Post rules can only be set on root posts and quotes.' };
    const rules = storedRules(input, (index) => this.hash(`rule:${index}`));
    if ('invalid' in rules) return rules;
    const graphs = [...rules.required, ...rules.anyOf].map((r) => r.graph);
    const unknown = graphs.find((g) => key(g) !== key(GLOBAL_GRAPH));
    return unknown ? { invalid: `Unknown graph ${unknown}.` } : { value: rules };
  }

  /** Whether `author` may reply to or quote `target`, by the rules of the root post it belongs to. */
  checkRules(
    author: LensAccount,
    target: LensPost,
    interaction: Interaction,
  ): RulesFailed | undefined {
    const root = this.posts.get(target.root ?? target.id) ?? target;
    const unsatisfied = unsatisfiedRules(root.rules, {
      interaction,
      rootAuthor: root.author,
      author: author.address,
      follows: (_graph, follower, account) => this.isFollowing(follower, account),
    });
    const [first] = [...unsatisfied.required, ...unsatisfied.anyOf];
    if (!first) return undefined;
    return {
      __typename: 'PostOperationValidationFailed',
      reason: first.message,
      unsatisfiedRules: unsatisfied,
    };
  }

  follow(
    follower: LensAccount,
    target: string,
    graph: string = GLOBAL_GRAPH,
    at = new Date(),
  ):
    | Done<'FollowResponse'>
    | Failure
    | { __typename: 'AccountFollowOperationValidationFailed'; reason: string } {
    const account = this.account(target);
    const invalid = this.checkFollow(follower, account, graph, target);
    if (invalid) return invalid;
    if (this.isFollowing(follower.address, target))
      return {
        __typename: 'AccountFollowOperationValidationFailed',
        reason: 'You are already following this account.',
      };
    entriesOf(this.follows, key(follower.address)).set(key(target), at.toISOString());
    return {
      __typename: 'FollowResponse',
      hash: this.hash(`follow:${follower.address}:${target}`),
    };
  }

  unfollow(
    follower: LensAccount,
    target: string,
    graph: string = GLOBAL_GRAPH,
  ):
    | Done<'UnfollowResponse'>
    | Failure
    | { __typename: 'AccountFollowOperationValidationFailed'; reason: string } {
    const invalid = this.checkFollow(follower, this.account(target), graph, target);
    if (invalid) return invalid;
    if (!this.follows.get(key(follower.address))?.delete(key(target)))
      return {
        __typename: 'AccountFollowOperationValidationFailed',
        reason: 'You are not following this account.',
      };
    return {
      __typename: 'UnfollowResponse',
      hash: this.hash(`unfollow:${follower.address}:${target}`),
    };
  }

  private checkFollow(
    follower: LensAccount,
    account: LensAccount | undefined,
    graph: string,
    target: string,
  ): Failure | undefined {
    if (key(graph) !== key(GLOBAL_GRAPH)) return willFail(`Unknown graph ${graph}.`);
    if (!account) return willFail(`Account ${target} does not exist.`);
    if (key(account.address) === key(follower.address))
      return willFail('An account cannot follow itself.');
    return undefined;
  }

  isFollowing(follower: string, account: string): boolean {
    return this.follows.get(key(follower))?.has(key(account)) ?? false;
  }

  /** Everyone `account` follows, with when. */
  followingOf(account: string): { address: string; followedOn: string }[] {
    return [...(this.follows.get(key(account)) ?? new Map<string, string>())].map(
      ([address, followedOn]) => ({ address, followedOn }),
    );
  }

  /** Everyone following `account`, with when. */
  followersOf(account: string): { address: string; followedOn: string }[] {
    return [...this.follows].flatMap(([follower, followed]) => {
      const followedOn = followed.get(key(account));
      return followedOn ? [{ address: follower, followedOn }] : [];
    });
  }

  /** Mutes (`mute`) or unmutes (`unmute`) an account; false if there is no such account. */
  setMuted(account: LensAccount, target: string, muted: boolean): boolean {
    if (!this.account(target)) return false;
    const mine = entriesOf(this.mutes, key(account.address));
    if (muted) mine.set(key(target), new Date().toISOString());
    else mine.delete(key(target));
    return true;
  }

  isMuted(account: string, target: string): boolean {
    return this.mutes.get(key(account))?.has(key(target)) ?? false;
  }

  /** `block`: answers the real result union (`AccountBlockedResponse` or `TransactionWillFail`). */
  block(
    account: LensAccount,
    target: string,
    at = new Date(),
  ): Done<'AccountBlockedResponse'> | Failure {
    if (!this.account(target)) return willFail(`Account ${target} does not exist.`);
    if (key(target) === key(account.address)) return willFail('An account cannot block itself.');
    if (this.isBlocking(account.address, target)) return willFail('Account is already blocked.');
    entriesOf(this.blocks, key(account.address)).set(key(target), at.toISOString());
    return {
      __typename: 'AccountBlockedResponse',
      hash: this.hash(`block:${account.address}:${target}`),
    };
  }

  unblock(account: LensAccount, target: string): Done<'AccountUnblockedResponse'> | Failure {
    if (!this.blocks.get(key(account.address))?.delete(key(target)))
      return willFail('Account is not blocked.');
    return {
      __typename: 'AccountUnblockedResponse',
      hash: this.hash(`unblock:${account.address}:${target}`),
    };
  }

  isBlocking(account: string, target: string): boolean {
    return this.blocks.get(key(account))?.has(key(target)) ?? false;
  }

  /**
   * Bookmarks a post; false if there is no such post (or it was deleted).
   * Bookmarking twice keeps the first.
   */
  bookmark(account: LensAccount, postId: string, at = new Date()): boolean {
    const post = this.posts.get(postId);
    if (!post || post.deleted) return false;
    const marks = entriesOf(this.bookmarks, key(account.address));
    if (!marks.has(postId)) marks.set(postId, at.toISOString());
    return true;
  }

  /**
   * Collects a post for the account (what executing its simple collect
   * action leaves); false if there is no such post. Collecting twice keeps
   * the first.
   */
  collect(account: LensAccount, postId: string, at = new Date()): boolean {
    if (!this.posts.has(postId)) return false;
    const collected = entriesOf(this.collects, key(account.address));
    if (!collected.has(postId)) collected.set(postId, at.toISOString());
    return true;
  }

  /** Whether the account collected the post. */
  hasCollected(account: string, postId: string): boolean {
    return this.collects.get(key(account))?.has(postId) ?? false;
  }

  /** How many accounts collected the post. */
  collectCount(postId: string): number {
    return [...this.collects.values()].filter((collected) => collected.has(postId)).length;
  }

  /**
   * Files the account's report of a post (`reportPost`); false if there is
   * no such post. A second report by the same account replaces its first.
   */
  report(
    account: LensAccount,
    postId: string,
    reason: string,
    comment?: string | null,
    at = new Date(),
  ): boolean {
    const post = this.posts.get(postId);
    if (!post || post.deleted) return false;
    this.reports.set(`${key(account.address)} ${postId}`, {
      post: postId,
      reporter: account.address,
      reason,
      ...(comment ? { comment } : {}),
      at: at.toISOString(),
    });
    return true;
  }

  undoBookmark(account: LensAccount, postId: string): boolean {
    if (!this.posts.has(postId)) return false;
    this.bookmarks.get(key(account.address))?.delete(postId);
    return true;
  }

  /** Creates a group (and its feed) owned by `owner`, who becomes its first member. */
  createGroup(owner: LensAccount, metadataUri: string, at = new Date()): LensGroup {
    const metadata = parseGroupMetadata(this.resolve(metadataUri));
    if (!metadata) throw new Error(`Group metadata at ${metadataUri} is not valid`);
    const group: LensGroup = {
      address: addressFor('group', metadata.name),
      owner: owner.address,
      feed: addressFor('group-feed', metadata.name),
      timestamp: at.toISOString(),
      metadata,
      members: new Map([[key(owner.address), at.toISOString()]]),
    };
    this.groups.set(key(group.address), group);
    return group;
  }

  joinGroup(
    account: LensAccount,
    address: string,
    at = new Date(),
  ):
    | Done<'JoinGroupResponse'>
    | Failure
    | { __typename: 'GroupOperationValidationFailed'; reason: string } {
    const group = this.group(address);
    if (!group) return willFail(`Group ${address} does not exist.`);
    if (group.members.has(key(account.address)))
      return {
        __typename: 'GroupOperationValidationFailed',
        reason: 'You are already a member of this group.',
      };
    group.members.set(key(account.address), at.toISOString());
    return { __typename: 'JoinGroupResponse', hash: this.hash(`join:${address}`) };
  }

  leaveGroup(
    account: LensAccount,
    address: string,
  ):
    | Done<'LeaveGroupResponse'>
    | Failure
    | { __typename: 'GroupOperationValidationFailed'; reason: string } {
    const group = this.group(address);
    if (!group) return willFail(`Group ${address} does not exist.`);
    if (key(group.owner) === key(account.address))
      return {
        __typename: 'GroupOperationValidationFailed',
        reason: 'The owner cannot leave the group.',
      };
    if (!group.members.delete(key(account.address)))
      return {
        __typename: 'GroupOperationValidationFailed',
        reason: 'You are not a member of this group.',
      };
    return { __typename: 'LeaveGroupResponse', hash: this.hash(`leave:${address}`) };
  }

  /**
   * The `repost` mutation: a post of the account's own pointing at another
   * (not at a repost), once per account, within the rules of the root post.
   */
  repost(
    author: LensAccount,
    postId: string,
    at = new Date(),
  ): Done<'PostResponse'> | Failure | RulesFailed {
    const target = this.posts.get(postId);
    if (!target || target.deleted) return willFail(`Post ${postId} does not exist.`);
    if (this.hasReposted(author.address, postId))
      return willFail('You have already reposted this post.');
    const refused = this.checkRules(author, target, 'repost');
    if (refused) return refused;
    const id = this.nextPostId(at);
    this.reposts.set(id, {
      id,
      author: author.address,
      timestamp: at.toISOString(),
      repostOf: postId,
    });
    const hash = this.hash(`repost:${id}`);
    this.transactions.set(hash, id);
    return { __typename: 'PostResponse', hash };
  }

  hasReposted(account: string, postId: string): boolean {
    return [...this.reposts.values()].some(
      (r) => !r.deleted && r.repostOf === postId && key(r.author) === key(account),
    );
  }

  /** Reposts not undone, of posts not deleted, newest first. */
  allReposts(): LensRepost[] {
    return [...this.reposts.values()]
      .filter((r) => {
        const of = this.posts.get(r.repostOf);
        return !r.deleted && of !== undefined && !of.deleted;
      })
      .sort(
        (a, b) => b.timestamp.localeCompare(a.timestamp) || (BigInt(b.id) > BigInt(a.id) ? 1 : -1),
      );
  }

  /** The `addReaction` mutation: one reaction per account and post, the latest kept. */
  addReaction(
    account: LensAccount,
    postId: string,
    reaction: LensReaction,
    at = new Date(),
  ):
    | { __typename: 'AddReactionResponse'; success: true }
    | { __typename: 'AddReactionFailure'; reason: string } {
    const post = this.posts.get(postId);
    if (!post || post.deleted)
      return { __typename: 'AddReactionFailure', reason: `Post ${postId} does not exist.` };
    const on =
      this.reactions.get(postId) ?? new Map<string, { reaction: LensReaction; at: string }>();
    on.set(key(account.address), { reaction, at: at.toISOString() });
    this.reactions.set(postId, on);
    return { __typename: 'AddReactionResponse', success: true };
  }

  /**
   * The `undoReaction` mutation: takes back the account's reaction of that
   * kind; a post that does not exist, or no such reaction, is a failure.
   */
  undoReaction(
    account: LensAccount,
    postId: string,
    reaction: LensReaction,
  ):
    | { __typename: 'UndoReactionResponse'; success: true }
    | { __typename: 'UndoReactionFailure'; reason: string } {
    const post = this.posts.get(postId);
    if (!post || post.deleted)
      return { __typename: 'UndoReactionFailure', reason: `Post ${postId} does not exist.` };
    if (this.reactionOf(account.address, postId) !== reaction)
      return {
        __typename: 'UndoReactionFailure',
        reason: `You have not reacted ${reaction} to this post.`,
      };
    this.reactions.get(postId)?.delete(key(account.address));
    return { __typename: 'UndoReactionResponse', success: true };
  }

  /** The account's reaction to a post, if any. */
  reactionOf(account: string, postId: string): LensReaction | undefined {
    return this.reactions.get(postId)?.get(key(account))?.reaction;
  }

  /** How many reactions of a kind a post has. */
  reactionCount(postId: string, reaction: LensReaction): number {
    return [...(this.reactions.get(postId)?.values() ?? [])].filter((r) => r.reaction === reaction)
      .length;
  }

  /** The `deletePost` mutation: only the author may; on a repost's id it undoes the repost. */
  deletePost(author: LensAccount, id: string): Done<'DeletePostResponse'> | Failure {
    const repost = this.reposts.get(id);
    if (repost && !repost.deleted) {
      if (key(repost.author) !== key(author.address))
        return willFail('Only the author can delete a post.');
      repost.deleted = true;
      const hash = this.hash(`delete:${id}`);
      this.transactions.set(hash, id);
      return { __typename: 'DeletePostResponse', hash };
    }
    const post = this.posts.get(id);
    if (!post || post.deleted) return willFail(`Post ${id} does not exist.`);
    if (key(post.author) !== key(author.address))
      return willFail('Only the author can delete a post.');
    post.deleted = true;
    const hash = this.hash(`delete:${id}`);
    this.transactions.set(hash, id);
    return { __typename: 'DeletePostResponse', hash };
  }

  /** Posts not deleted, newest first. */
  allPosts(): LensPost[] {
    return [...this.posts.values()]
      .filter((p) => !p.deleted)
      .sort(
        (a, b) => b.timestamp.localeCompare(a.timestamp) || (BigInt(b.id) > BigInt(a.id) ? 1 : -1),
      );
  }
}
