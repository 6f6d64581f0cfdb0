import { buildSchema } from 'graphql';

/**
 * The subset of the Lens v3 GraphQL schema the client uses, with the real
 * names, arguments, defaults and result unions (checked against the schema
 * published with `lens-protocol/lens-sdk`).
 *
 * Simplified here:
 * - One global graph and one global feed (their real mainnet addresses);
 *   groups each have their own feed. Asking for another graph or feed is
 *   answered `TransactionWillFail`.
 * - Mutations answer the success variant at once (`PostResponse`,
 *   `FollowResponse`, ...) with a transaction hash; the change is already
 *   indexed, so no `SponsoredTransactionRequest` / `SelfFundedTransactionRequest`
 *   (in the unions as the real schema has them, without their `raw`
 *   transaction, but never answered) and nothing to wait for.
 *   `post(request: { txHash })` finds what a hash made.
 * - Post rules: the built-in followers-only rule only (`followersOnlyRule`
 *   in `required` / `anyOf`), enforced on comments, quotes and reposts and
 *   shown in `Post.rules` and `operations.canComment` / `canQuote` /
 *   `canRepost`; no follow, feed or group rules, no unknown rules. No
 *   actions, collects, tips, apps or account managers; the
 *   `actions` fields are left out, counts for what is not modelled are 0.
 * - Mutes (`mute` / `unmute`) and blocks (`block` / `unblock`), shown as
 *   `operations.isMutedByMe` / `isBlockedByMe` / `hasBlockedMe`. As the real
 *   API, a mute hides nothing from lists (it only quiets notifications:
 *   a muted account's acts are left out of `notifications`) and a block hides nothing from the blocker's
 *   reads either: clients hide what the flags say. Blocks stop no writes here.
 * - Reposts (`repost`, a `Repost` in `AnyPost`, undone by `deletePost` on its
 *   id) and reactions (`addReaction` / `undoReaction`, upvotes and
 *   downvotes; a second `addReaction` replaces the first, `undoReaction`
 *   of a reaction not there is an `UndoReactionFailure`). `posts` lists reposts only when `postTypes` names
 *   `REPOST` (the real API lists every type when no `postTypes` is given).
 * - The timeline: root posts and quotes by the account and those it follows,
 *   and posts they reposted, each once with its `reposts` (newest first) and
 *   the comments of people followed, ordered by their latest event; no
 *   relevance ranking, no items made by a comment alone. Its page is 50.
 *   Anyone may read any account's timeline (the real API asks to be signed
 *   in as its owner or a manager; the sandbox's own tests read it bare).
 * - Tokens are JWTs whose `exp` the client reads; access tokens live 30
 *   minutes, refresh tokens 7 days and once (`refresh`).
 * - Metadata: text, article, image, video and link posts from the standard's
 *   `lens` block. `MediaImage.item`, `MediaVideo.item` / `cover` and pictures answer
 *   the storage node's gateway URL (the real API answers a resized CDN copy)
 *   unless `useOriginal: true` (then the `lens://` URI). `UnknownPostMetadata`
 *   for a post whose content does not follow the standard (the API itself
 *   refuses such a post; one made on Lens Chain without it is indexed as it
 *   is). Mentions are `@lens/<localName>` and `#<group address>` in the
 *   content, as the API tracks them.
 * - `Username` has no `request` argument on `Account.username`; there is one
 *   namespace (`lens/`).
 * - `bookmarkPost` / `undoBookmarkPost` answer `Void!` as `true`.
 * - `reportPost` (`ReportPostRequest`: `post`, `reason` of
 *   `PostReportReason`, `additionalComment`) answers `Void!` as `true`; an
 *   account's second report of a post replaces its first (the real API
 *   does not say; reports are not readable through it). The sandbox lists
 *   them at `GET /sandbox/reports` for tests: Lens keeps its own to itself.
 * - What points at a post: `postReactions` (one reaction per account, the
 *   latest kept; `app` is null), `whoReferencedPost` and `postReferences`,
 *   newest first (`ACCOUNT_SCORE` orders as newest first: there are no
 *   scores). Nothing is hidden and every comment or quote counts as relevant.
 *   An unknown or deleted post has empty lists (the real answer to an unknown
 *   id is not documented; these fields have no not-found variant).
 * - Page sizes are the real `TEN` / `FIFTY`. Cursors are opaque: for `posts`,
 *   `timeline`, `postReactions`, `whoReferencedPost` and `postReferences`
 *   they name the key a page ends at (time, then id), so an item added while
 *   a client pages repeats nothing; other lists' are offsets.
 * - An unauthenticated call to an authenticated operation is a GraphQL error
 *   with `extensions.code: "UNAUTHENTICATED"`, as the real API answers.
 */
export const lensSchema = buildSchema(/* GraphQL */ `
  scalar EvmAddress
  scalar PostId
  scalar URI
  scalar DateTime
  scalar Cursor
  scalar TxHash
  scalar UUID
  scalar AlwaysTrue
  scalar Void
  scalar RefreshToken
  scalar RuleId
  scalar JsonString

  type Query {
    post(request: PostRequest!): AnyPost
    posts(request: PostsRequest!): PaginatedAnyPostsResult!
    postBookmarks(request: PostBookmarksRequest!): PaginatedAnyPostsResult!
    postReactions(request: PostReactionsRequest!): PaginatedPostReactionsResult!
    postReferences(request: PostReferencesRequest!): PaginatedAnyPostsResult!
    whoReferencedPost(request: WhoReferencedPostRequest!): PaginatedAccountsResult!
    timeline(request: TimelineRequest!): PaginatedTimelineResult!
    account(request: AccountRequest!): Account
    "The signed-in session (Lens v3's MeResult, reduced to who is logged in)."
    me: MeResult!
    accounts(request: AccountsRequest!): PaginatedAccountsResult!
    "Accounts by address, username or owner (Lens v3's accountsBulk)."
    accountsBulk(request: AccountsBulkRequest!): [Account!]!
    accountStats(request: AccountStatsRequest!): AccountStats!
    followers(request: FollowersRequest!): PaginatedFollowersResult!
    following(request: FollowingRequest!): PaginatedFollowingResult!
    followStatus(request: FollowStatusRequest!): [FollowStatusResult!]!
    group(request: GroupRequest!): Group
    groups(request: GroupsRequest!): PaginatedGroupsResult!
    groupMembers(request: GroupMembersRequest!): PaginatedGroupMembersResult!
    groupStats(request: GroupStatsRequest!): GroupStatsResponse!
    notifications(request: NotificationRequest!): PaginatedNotificationResult!
  }

  # Notifications (the signed-in account's; lensNotificationQueries.ts).

  scalar GeneratedNotificationId
  enum NotificationType {
    REPOSTED
    QUOTED
    COMMENTED
    FOLLOWED
    MENTIONED
    REACTED
    EXECUTED_POST_ACTION
    EXECUTED_ACCOUNT_ACTION
  }
  enum NotificationOrderBy {
    DEFAULT
    ACCOUNT_SCORE
  }
  input NotificationFilter {
    notificationTypes: [NotificationType!]
    feeds: [FeedOneOf!]
    graphs: [GraphOneOf!]
    includeLowScore: Boolean! = false
    timeBasedAggregation: Boolean! = false
  }
  input NotificationRequest {
    cursor: Cursor
    filter: NotificationFilter
    orderBy: NotificationOrderBy! = DEFAULT
  }
  type NotificationAccountFollow {
    account: Account!
    followedAt: DateTime!
  }
  type NotificationAccountPostReaction {
    account: Account!
    reactions: [PostReaction!]!
  }
  type NotificationAccountRepost {
    repostId: PostId!
    account: Account!
    repostedAt: DateTime!
  }
  type FollowNotification {
    id: GeneratedNotificationId!
    followers: [NotificationAccountFollow!]!
  }
  type ReactionNotification {
    id: GeneratedNotificationId!
    reactions: [NotificationAccountPostReaction!]!
    post: Post!
  }
  type CommentNotification {
    id: GeneratedNotificationId!
    comment: Post!
  }
  type RepostNotification {
    id: GeneratedNotificationId!
    reposts: [NotificationAccountRepost!]!
    post: Post!
  }
  type QuoteNotification {
    id: GeneratedNotificationId!
    quote: Post!
  }
  type MentionNotification {
    id: GeneratedNotificationId!
    post: Post!
  }
  union Notification =
    | FollowNotification
    | ReactionNotification
    | CommentNotification
    | RepostNotification
    | QuoteNotification
    | MentionNotification
  type PaginatedNotificationResult {
    items: [Notification!]!
    pageInfo: PaginatedResultInfo!
  }

  type Mutation {
    challenge(request: ChallengeRequest!): AuthenticationChallenge!
    authenticate(request: SignedAuthChallenge!): AuthenticationResult!
    refresh(request: RefreshRequest!): RefreshResult!
    post(request: CreatePostRequest!): PostResult!
    deletePost(request: DeletePostRequest!): DeletePostResult!
    repost(request: CreateRepostRequest!): PostResult!
    addReaction(request: AddReactionRequest!): AddReactionResult!
    undoReaction(request: UndoReactionRequest!): UndoReactionResult!
    follow(request: CreateFollowRequest!): FollowResult!
    unfollow(request: CreateUnfollowRequest!): UnfollowResult!
    bookmarkPost(request: BookmarkPostRequest!): Void!
    undoBookmarkPost(request: BookmarkPostRequest!): Void!
    reportPost(request: ReportPostRequest!): Void!
    joinGroup(request: JoinGroupRequest!): JoinGroupResult!
    leaveGroup(request: LeaveGroupRequest!): LeaveGroupResult!
    mute(request: MuteRequest!): Void!
    unmute(request: MuteRequest!): Void!
    block(request: BlockRequest!): BlockResult!
    unblock(request: UnblockRequest!): UnblockResult!
  }

  input ReportPostRequest {
    post: PostId!
    reason: PostReportReason!
    additionalComment: String
  }
  enum PostReportReason {
    ANIMAL_ABUSE
    HARASSMENT
    VIOLENCE
    SELF_HARM
    DIRECT_THREAT
    HATE_SPEECH
    NUDITY
    OFFENSIVE
    SCAM
    UNAUTHORIZED_SALE
    IMPERSONATION
    MISLEADING
    MISUSE_HASHTAGS
    UNRELATED
    REPETITIVE
    FAKE_ENGAGEMENT
    MANIPULATION_ALGO
    SOMETHING_ELSE
  }

  # Mutes (the API's own, off-chain: they change what the muting account is told) and blocks.

  input MuteRequest {
    account: EvmAddress!
  }
  input BlockRequest {
    account: EvmAddress!
  }
  input UnblockRequest {
    account: EvmAddress!
  }
  type AccountBlockedResponse {
    hash: TxHash!
  }
  type AccountUnblockedResponse {
    hash: TxHash!
  }
  union BlockResult =
    | AccountBlockedResponse
    | SponsoredTransactionRequest
    | SelfFundedTransactionRequest
    | TransactionWillFail
  union UnblockResult =
    | AccountUnblockedResponse
    | SponsoredTransactionRequest
    | SelfFundedTransactionRequest
    | TransactionWillFail

  # Authentication

  input ChallengeRequest {
    accountOwner: AccountOwnerChallengeRequest
  }
  input AccountOwnerChallengeRequest {
    account: EvmAddress!
    owner: EvmAddress!
  }
  type AuthenticationChallenge {
    id: String!
    text: String!
  }
  input SignedAuthChallenge {
    id: String!
    signature: String!
  }
  type AuthenticationTokens {
    accessToken: String!
    refreshToken: String!
    idToken: String!
  }
  type WrongSignerError {
    reason: String!
  }
  type ExpiredChallengeError {
    reason: String!
  }
  union AuthenticationResult = AuthenticationTokens | WrongSignerError | ExpiredChallengeError
  input RefreshRequest {
    refreshToken: RefreshToken!
  }
  type ForbiddenError {
    reason: String!
  }
  union RefreshResult = AuthenticationTokens | ForbiddenError

  # Shared

  type PaginatedResultInfo {
    prev: Cursor
    next: Cursor
  }
  enum PageSize {
    TEN
    FIFTY
  }
  type TransactionWillFail {
    reason: String!
  }
  # What the real API answers when it will not sponsor or sign a transaction itself:
  # the client is to sign it. The sandbox sponsors everything and never answers these.
  enum SponsoredFallbackReason {
    CANNOT_DELEGATE
    REQUIRES_SIGNATURE
    SIGNLESS_DISABLED
    SIGNLESS_FAILED
  }
  enum SelfFundedFallbackReason {
    NOT_SPONSORED
    CANNOT_SPONSOR
  }
  type SponsoredTransactionRequest {
    reason: String!
    sponsoredReason: SponsoredFallbackReason
  }
  type SelfFundedTransactionRequest {
    reason: String!
    selfFundedReason: SelfFundedFallbackReason
  }
  type BooleanValue {
    optimistic: Boolean!
    onChain: Boolean!
  }
  input MediaImageRequest {
    useOriginal: Boolean
  }
  input FeedOneOf @oneOf {
    globalFeed: AlwaysTrue
    feed: EvmAddress
  }
  input GraphOneOf @oneOf {
    globalGraph: AlwaysTrue
    graph: EvmAddress
  }

  # Posts

  input ReferencingPostInput {
    post: PostId!
  }
  input FollowersOnlyPostRuleConfig {
    graph: EvmAddress! = "0x4d97287FF1A0e030cA4604EcDa9be355dd8A8BaC"
    repliesRestricted: Boolean! = true
    repostRestricted: Boolean! = true
    quotesRestricted: Boolean! = true
  }
  input PostRuleConfig {
    followersOnlyRule: FollowersOnlyPostRuleConfig
  }
  input PostRulesConfigInput {
    required: [PostRuleConfig!]! = []
    anyOf: [PostRuleConfig!]! = []
  }
  input CreatePostRequest {
    feed: EvmAddress
    contentUri: URI!
    quoteOf: ReferencingPostInput
    commentOn: ReferencingPostInput
    rules: PostRulesConfigInput
  }
  type PostResponse {
    hash: TxHash!
  }
  type AddressKeyValue {
    key: String!
    address: EvmAddress!
  }
  type BooleanKeyValue {
    key: String!
    boolean: Boolean!
  }
  union AnyKeyValue = AddressKeyValue | BooleanKeyValue
  enum PostRuleType {
    FOLLOWERS_ONLY
    UNKNOWN
  }
  enum PostRuleExecuteOn {
    CREATING_POST
    EDITING_POST
  }
  type PostRule {
    id: RuleId!
    type: PostRuleType!
    address: EvmAddress!
    executesOn: [PostRuleExecuteOn!]!
    config: [AnyKeyValue!]!
  }
  type PostRules {
    required: [PostRule!]!
    anyOf: [PostRule!]!
  }
  enum PostRuleUnsatisfiedReason {
    POST_NOT_A_FOLLOWER
    FEED_GROUP_GATED_NOT_A_MEMBER
    FEED_TOKEN_GATED_NOT_A_TOKEN_HOLDER
    FEED_ACCOUNT_BLOCKED
    FEED_SIMPLE_PAYMENT_NOT_ENOUGH_BALANCE
  }
  type PostUnsatisfiedRule {
    rule: EvmAddress!
    reason: PostRuleUnsatisfiedReason!
    message: String!
    config: [AnyKeyValue!]!
  }
  type PostUnsatisfiedRules {
    required: [PostUnsatisfiedRule!]!
    anyOf: [PostUnsatisfiedRule!]!
  }
  type PostOperationValidationFailed {
    unsatisfiedRules: PostUnsatisfiedRules
    reason: String!
  }
  type PostOperationValidationPassed {
    passed: AlwaysTrue!
  }
  union PostOperationValidationOutcome =
    | PostOperationValidationPassed
    | PostOperationValidationFailed
  union PostResult =
    | PostResponse
    | PostOperationValidationFailed
    | SponsoredTransactionRequest
    | SelfFundedTransactionRequest
    | TransactionWillFail
  input DeletePostRequest {
    post: PostId!
  }
  input CreateRepostRequest {
    post: PostId!
  }
  enum PostReactionType {
    UPVOTE
    DOWNVOTE
  }
  input AddReactionRequest {
    reaction: PostReactionType!
    post: PostId!
  }
  type AddReactionResponse {
    success: Boolean!
  }
  type AddReactionFailure {
    reason: String!
  }
  union AddReactionResult = AddReactionResponse | AddReactionFailure
  input UndoReactionRequest {
    reaction: PostReactionType!
    post: PostId!
  }
  type UndoReactionResponse {
    success: Boolean!
  }
  type UndoReactionFailure {
    reason: String!
  }
  union UndoReactionResult = UndoReactionResponse | UndoReactionFailure
  input StatsReactionRequest {
    type: PostReactionType!
  }
  input HasReactedRequest {
    type: PostReactionType
  }
  type DeletePostResponse {
    hash: TxHash!
  }
  union DeletePostResult =
    | DeletePostResponse
    | SponsoredTransactionRequest
    | SelfFundedTransactionRequest
    | TransactionWillFail

  input PostRequest {
    post: PostId
    txHash: TxHash
  }
  enum PostType {
    ROOT
    COMMENT
    REPOST
    QUOTE
  }
  input CollectedBy {
    account: EvmAddress!
  }
  input PostsFilter {
    feeds: [FeedOneOf!]
    authors: [EvmAddress!]
    posts: [PostId!]
    postTypes: [PostType!]
    searchQuery: String
    collectedBy: CollectedBy
  }
  input PostsRequest {
    filter: PostsFilter
    pageSize: PageSize! = FIFTY
    cursor: Cursor
  }
  input PostBookmarksFilter {
    feeds: [FeedOneOf!]
  }
  input PostBookmarksRequest {
    filter: PostBookmarksFilter
    pageSize: PageSize! = FIFTY
    cursor: Cursor
  }
  input BookmarkPostRequest {
    post: PostId!
  }
  union AnyPost = Post | Repost
  type Repost {
    id: PostId!
    slug: PostId!
    author: Account!
    isDeleted: Boolean!
    timestamp: DateTime!
    repostOf: Post!
  }
  type PaginatedAnyPostsResult {
    items: [AnyPost!]!
    pageInfo: PaginatedResultInfo!
  }

  enum PostReferenceType {
    COMMENT_ON
    REPOST_OF
    QUOTE_OF
  }
  enum PostVisibilityFilter {
    ALL
    HIDDEN
    VISIBLE
  }
  enum ReferenceRelevancyFilter {
    ALL
    RELEVANT
    NOT_RELEVANT
  }
  input PostReferencesRequest {
    referencedPost: PostId!
    referenceTypes: [PostReferenceType!]!
    visibilityFilter: PostVisibilityFilter! = VISIBLE
    relevancyFilter: ReferenceRelevancyFilter! = ALL
    authors: [EvmAddress!]
    pageSize: PageSize! = FIFTY
    cursor: Cursor
  }
  enum WhoReferencedPostOrderBy {
    MOST_RECENT
    OLDEST
    ACCOUNT_SCORE
  }
  input WhoReferencedPostRequest {
    post: PostId!
    referenceTypes: [PostReferenceType!]!
    orderBy: WhoReferencedPostOrderBy! = MOST_RECENT
    pageSize: PageSize! = FIFTY
    cursor: Cursor
  }
  input PostReactionsFilter {
    anyOf: [PostReactionType!]
  }
  enum PostReactionOrderBy {
    DEFAULT
    ACCOUNT_SCORE
  }
  input PostReactionsRequest {
    post: PostId!
    filter: PostReactionsFilter
    orderBy: PostReactionOrderBy
    pageSize: PageSize! = FIFTY
    cursor: Cursor
  }
  type PostReaction {
    reaction: PostReactionType!
    reactedAt: DateTime!
    app: EvmAddress
  }
  type AccountPostReaction {
    account: Account!
    reactions: [PostReaction!]!
  }
  type PaginatedPostReactionsResult {
    items: [AccountPostReaction!]!
    pageInfo: PaginatedResultInfo!
  }

  enum TimelineEventItemType {
    POST
    COMMENT
    REPOST
    QUOTE
  }
  input TimelineFilter {
    feeds: [FeedOneOf!]
    eventType: [TimelineEventItemType!]
  }
  input TimelineRequest {
    account: EvmAddress!
    filter: TimelineFilter
    cursor: Cursor
  }
  type TimelineItem {
    id: UUID!
    primary: Post!
    reposts: [Repost!]!
    comments: [Post!]!
  }
  type PaginatedTimelineResult {
    items: [TimelineItem!]!
    pageInfo: PaginatedResultInfo!
  }

  enum MainContentFocus {
    ARTICLE
    IMAGE
    LINK
    TEXT_ONLY
    VIDEO
  }
  type MetadataAttribute {
    key: String!
    value: String!
  }
  enum MediaImageType {
    GIF
    JPEG
    PNG
    SVG_XML
    WEBP
  }
  type MediaImage {
    item(request: MediaImageRequest = { useOriginal: false }): URI!
    type: MediaImageType!
    altTag: String
    width: Int
    height: Int
  }
  enum MediaVideoType {
    VIDEO_MOV
    VIDEO_MP_4
    VIDEO_MPEG
    VIDEO_OGG
    VIDEO_OGV
    VIDEO_QUICKTIME
    VIDEO_WEBM
  }
  input MediaVideoRequest {
    useOriginal: Boolean!
  }
  type MediaVideo {
    item(request: MediaVideoRequest! = { useOriginal: false }): URI!
    cover(request: MediaImageRequest! = { useOriginal: false }): URI
    type: MediaVideoType!
    altTag: String
    duration: Int
    width: Int
    height: Int
  }
  union AnyMedia = MediaImage | MediaVideo
  type TextOnlyMetadata {
    id: String!
    content: String!
    locale: String!
    mainContentFocus: MainContentFocus!
    tags: [String!]
    attributes: [MetadataAttribute!]!
  }
  type ArticleMetadata {
    id: String!
    title: String
    content: String!
    locale: String!
    mainContentFocus: MainContentFocus!
    tags: [String!]
    attachments: [AnyMedia!]!
    attributes: [MetadataAttribute!]!
  }
  type ImageMetadata {
    id: String!
    title: String
    content: String!
    locale: String!
    mainContentFocus: MainContentFocus!
    tags: [String!]
    image: MediaImage!
    attachments: [AnyMedia!]!
    attributes: [MetadataAttribute!]!
  }
  type VideoMetadata {
    id: String!
    title: String
    content: String!
    locale: String!
    mainContentFocus: MainContentFocus!
    tags: [String!]
    video: MediaVideo!
    attachments: [AnyMedia!]!
    attributes: [MetadataAttribute!]!
  }
  type LinkMetadata {
    id: String!
    content: String!
    locale: String!
    mainContentFocus: MainContentFocus!
    tags: [String!]
    sharingLink: URI!
    attachments: [AnyMedia!]!
    attributes: [MetadataAttribute!]!
  }
  type UnknownPostMetadata {
    raw: JsonString!
  }
  union PostMetadata =
    | ArticleMetadata
    | ImageMetadata
    | LinkMetadata
    | TextOnlyMetadata
    | VideoMetadata
    | UnknownPostMetadata

  type PostStats {
    bookmarks: Int!
    comments: Int!
    reposts: Int!
    quotes: Int!
    collects: Int!
    tips: Int!
    reactions(request: StatsReactionRequest! = { type: UPVOTE }): Int!
  }
  type LoggedInPostOperations {
    id: ID!
    hasBookmarked: Boolean!
    hasReacted(request: HasReactedRequest): Boolean!
    canComment: PostOperationValidationOutcome!
    canQuote: PostOperationValidationOutcome!
    canRepost: PostOperationValidationOutcome!
    hasCommented: BooleanValue!
    hasQuoted: BooleanValue!
    hasReposted: BooleanValue!
  }
  type FeedMetadata {
    id: String!
    name: String!
    description: String
  }
  type MentionReplace {
    from: String!
    to: String!
  }
  type AccountMention {
    account: EvmAddress!
    namespace: EvmAddress!
    replace: MentionReplace!
  }
  type GroupMention {
    group: EvmAddress!
    replace: MentionReplace!
  }
  union PostMention = AccountMention | GroupMention
  type PostGroupInfo {
    address: EvmAddress!
    metadata: GroupMetadata
  }
  type PostFeedInfo {
    address: EvmAddress!
    metadata: FeedMetadata
    group: PostGroupInfo
  }
  type Post {
    id: PostId!
    slug: PostId!
    author: Account!
    isEdited: Boolean!
    isDeleted: Boolean!
    timestamp: DateTime!
    contentUri: URI!
    metadata: PostMetadata!
    mentions: [PostMention!]!
    root: Post
    commentOn: Post
    quoteOf: Post
    feed: PostFeedInfo!
    stats: PostStats!
    operations: LoggedInPostOperations
    rules: PostRules!
  }

  # Accounts

  type Username {
    id: ID!
    value: String!
    localName: String!
    namespace: EvmAddress!
    ownedBy: EvmAddress!
    linkedTo: EvmAddress
    timestamp: DateTime!
  }
  type AccountMetadata {
    id: String!
    name: String
    bio: String
    picture(request: MediaImageRequest = { useOriginal: false }): URI
    coverPicture(request: MediaImageRequest = { useOriginal: false }): URI
    attributes: [MetadataAttribute!]!
  }
  type AccountFollowOperationValidationPassed {
    passed: AlwaysTrue!
  }
  type AccountFollowOperationValidationFailed {
    reason: String!
  }
  union AccountFollowOperationValidationOutcome =
    | AccountFollowOperationValidationPassed
    | AccountFollowOperationValidationFailed
  input IsFollowedByMeRequest {
    graph: EvmAddress!
  }
  input IsFollowingMeRequest {
    graph: EvmAddress!
  }
  input CanFollowRequest {
    graph: EvmAddress!
  }
  input CanUnfollowRequest {
    graph: EvmAddress!
  }
  type LoggedInAccountOperations {
    id: ID!
    isFollowedByMe(request: IsFollowedByMeRequest): Boolean!
    isFollowingMe(request: IsFollowingMeRequest): Boolean!
    canFollow(request: CanFollowRequest): AccountFollowOperationValidationOutcome!
    canUnfollow(request: CanUnfollowRequest): AccountFollowOperationValidationOutcome!
    isMutedByMe: Boolean!
    isBlockedByMe: Boolean!
    hasBlockedMe: Boolean!
  }
  input AccountIsMemberOfGroupRequest {
    group: EvmAddress!
  }
  type MeResult {
    loggedInAs: AccountAvailable!
    isSignless: Boolean!
  }

  type AccountAvailable {
    account: Account!
  }

  type Account {
    address: EvmAddress!
    owner: EvmAddress!
    createdAt: DateTime!
    score: Int!
    metadata: AccountMetadata
    username: Username
    operations: LoggedInAccountOperations
    isMemberOf(request: AccountIsMemberOfGroupRequest!): Boolean!
  }
  input UsernameInput {
    localName: String!
  }
  input AccountRequest {
    address: EvmAddress
    username: UsernameInput
    txHash: TxHash
  }
  input UsernameSearchInput {
    localNameQuery: String!
  }
  input AccountsFilter {
    searchBy: UsernameSearchInput
  }
  enum AccountsOrderBy {
    ALPHABETICAL
    ACCOUNT_SCORE
    BEST_MATCH
  }
  input AccountsBulkRequest {
    addresses: [EvmAddress!]
    usernames: [UsernameInput!]
    ownedBy: [EvmAddress!]
  }
  input AccountsRequest {
    filter: AccountsFilter
    orderBy: AccountsOrderBy! = ACCOUNT_SCORE
    pageSize: PageSize! = FIFTY
    cursor: Cursor
  }
  type PaginatedAccountsResult {
    items: [Account!]!
    pageInfo: PaginatedResultInfo!
  }
  input AccountStatsRequest {
    account: EvmAddress
    username: UsernameInput
    "Accepted; the sandbox has one feed and one graph that count."
    forFeeds: [EvmAddress!]! = ["0x31232Cb7dE0dce17949ffA58E9E38EEeB367C871"]
    forGraphs: [EvmAddress!]! = ["0x4d97287FF1A0e030cA4604EcDa9be355dd8A8BaC"]
  }
  type AccountFeedsStats {
    posts: Int!
    comments: Int!
    reposts: Int!
    quotes: Int!
    reacted: Int!
    reactions: Int!
    collects: Int!
    tips: Int!
  }
  type AccountGraphsFollowStats {
    followers: Int!
    following: Int!
  }
  type AccountStats {
    feedStats: AccountFeedsStats!
    graphFollowStats: AccountGraphsFollowStats!
  }

  # Graph: follows

  input CreateFollowRequest {
    account: EvmAddress!
    graph: EvmAddress! = "0x4d97287FF1A0e030cA4604EcDa9be355dd8A8BaC"
  }
  input CreateUnfollowRequest {
    account: EvmAddress!
    graph: EvmAddress! = "0x4d97287FF1A0e030cA4604EcDa9be355dd8A8BaC"
  }
  type FollowResponse {
    hash: TxHash!
  }
  type UnfollowResponse {
    hash: TxHash!
  }
  union FollowResult =
    | FollowResponse
    | AccountFollowOperationValidationFailed
    | SponsoredTransactionRequest
    | SelfFundedTransactionRequest
    | TransactionWillFail
  union UnfollowResult =
    | UnfollowResponse
    | AccountFollowOperationValidationFailed
    | SponsoredTransactionRequest
    | SelfFundedTransactionRequest
    | TransactionWillFail

  input FollowersFilter {
    graphs: [GraphOneOf!]
  }
  input FollowingFilter {
    graphs: [GraphOneOf!]
  }
  enum FollowersOrderBy {
    DESC
    ASC
    ACCOUNT_SCORE
  }
  enum FollowingOrderBy {
    DESC
    ASC
    ACCOUNT_SCORE
  }
  input FollowersRequest {
    pageSize: PageSize! = FIFTY
    cursor: Cursor
    account: EvmAddress!
    filter: FollowersFilter
    orderBy: FollowersOrderBy! = ACCOUNT_SCORE
  }
  input FollowingRequest {
    pageSize: PageSize! = FIFTY
    cursor: Cursor
    account: EvmAddress!
    filter: FollowingFilter
    orderBy: FollowingOrderBy! = DESC
  }
  type Follower {
    follower: Account!
    graph: EvmAddress!
    followedOn: DateTime!
  }
  type Following {
    following: Account!
    graph: EvmAddress!
    followedOn: DateTime!
  }
  type PaginatedFollowersResult {
    items: [Follower!]!
    pageInfo: PaginatedResultInfo!
  }
  type PaginatedFollowingResult {
    items: [Following!]!
    pageInfo: PaginatedResultInfo!
  }
  input FollowPair {
    graph: EvmAddress! = "0x4d97287FF1A0e030cA4604EcDa9be355dd8A8BaC"
    follower: EvmAddress!
    account: EvmAddress!
  }
  input FollowStatusRequest {
    pairs: [FollowPair!]!
  }
  type FollowStatusResult {
    graph: EvmAddress!
    follower: EvmAddress!
    account: EvmAddress!
    isFollowing: BooleanValue!
  }

  # Groups (what Lens apps show as clubs)

  type GroupMetadata {
    id: String!
    name: String!
    description: String
    icon(request: MediaImageRequest = { useOriginal: false }): URI
    coverPicture(request: MediaImageRequest = { useOriginal: false }): URI
  }
  type Feed {
    address: EvmAddress!
    createdAt: DateTime!
    owner: EvmAddress!
    metadata: FeedMetadata
  }
  type GroupOperationValidationPassed {
    passed: AlwaysTrue!
  }
  type GroupOperationValidationFailed {
    reason: String!
  }
  union GroupOperationValidationOutcome =
    | GroupOperationValidationPassed
    | GroupOperationValidationFailed
  type LoggedInGroupOperations {
    id: ID!
    canJoin: GroupOperationValidationOutcome!
    canLeave: GroupOperationValidationOutcome!
    isMember: Boolean!
    isBanned: Boolean!
    hasRequestedMembership: Boolean!
  }
  type Group {
    address: EvmAddress!
    timestamp: DateTime!
    owner: EvmAddress!
    feed: Feed
    metadata: GroupMetadata
    operations: LoggedInGroupOperations
    banningEnabled: Boolean!
    membershipApprovalEnabled: Boolean!
  }
  input GroupRequest {
    group: EvmAddress
    txHash: TxHash
  }
  input ManagedBy {
    address: EvmAddress!
    includeOwners: Boolean! = true
  }
  input GroupsFilter {
    member: EvmAddress
    managedBy: ManagedBy
    searchQuery: String
  }
  enum GroupsOrderBy {
    LATEST_FIRST
    OLDEST_FIRST
    ALPHABETICAL
  }
  input GroupsRequest {
    filter: GroupsFilter
    orderBy: GroupsOrderBy! = LATEST_FIRST
    pageSize: PageSize! = FIFTY
    cursor: Cursor
  }
  type PaginatedGroupsResult {
    items: [Group!]!
    pageInfo: PaginatedResultInfo!
  }
  input GroupMembersFilter {
    searchBy: UsernameSearchInput
  }
  enum GroupMembersOrderBy {
    LAST_JOINED
    FIRST_JOINED
    LAST_ACTIVE
    ACCOUNT_SCORE
  }
  input GroupMembersRequest {
    group: EvmAddress!
    filter: GroupMembersFilter
    orderBy: GroupMembersOrderBy! = ACCOUNT_SCORE
    pageSize: PageSize! = FIFTY
    cursor: Cursor
  }
  type GroupMember {
    account: Account!
    lastActiveAt: DateTime!
    joinedAt: DateTime!
  }
  type PaginatedGroupMembersResult {
    items: [GroupMember!]!
    pageInfo: PaginatedResultInfo!
  }
  input GroupStatsRequest {
    group: EvmAddress!
  }
  type GroupStatsResponse {
    totalMembers: Int!
  }
  input JoinGroupRequest {
    group: EvmAddress!
  }
  input LeaveGroupRequest {
    group: EvmAddress!
  }
  type JoinGroupResponse {
    hash: TxHash!
  }
  type LeaveGroupResponse {
    hash: TxHash!
  }
  union JoinGroupResult = JoinGroupResponse | GroupOperationValidationFailed | TransactionWillFail
  union LeaveGroupResult = LeaveGroupResponse | GroupOperationValidationFailed | TransactionWillFail
`);
