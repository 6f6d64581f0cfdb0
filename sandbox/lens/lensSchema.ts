import { buildSchema } from 'graphql';

/** The subset of the Lens v3 GraphQL schema the client uses. */
export const lensSchema = buildSchema(/* GraphQL */ `
  scalar EvmAddress
  scalar PostId
  scalar URI
  scalar DateTime

  type Query {
    post(request: PostRequest!): Post
    posts(request: PostsRequest!): PaginatedPostsResult!
    account(request: AccountRequest!): Account
    accounts(request: AccountsRequest!): PaginatedAccountsResult!
  }

  type Mutation {
    challenge(request: ChallengeRequest!): AuthenticationChallenge!
    authenticate(request: SignedAuthChallenge!): AuthenticationResult!
    post(request: CreatePostRequest!): PostResult!
  }

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

  input ReferencingPostInput {
    post: PostId!
  }
  input CreatePostRequest {
    contentUri: URI!
    commentOn: ReferencingPostInput
    quoteOf: ReferencingPostInput
  }
  type PostResponse {
    hash: String!
  }
  type TransactionWillFail {
    reason: String!
  }
  union PostResult = PostResponse | TransactionWillFail

  input PostRequest {
    post: PostId!
  }
  input PostsFilter {
    authors: [EvmAddress!]
  }
  input PostsRequest {
    filter: PostsFilter
    pageSize: Int
    cursor: String
  }
  type PaginatedResultInfo {
    prev: String
    next: String
  }
  type PaginatedPostsResult {
    items: [Post!]!
    pageInfo: PaginatedResultInfo!
  }

  type Username {
    localName: String!
    value: String!
  }
  type Account {
    address: EvmAddress!
    owner: EvmAddress!
    username: Username
  }
  input UsernameInput {
    localName: String!
  }
  input AccountRequest {
    address: EvmAddress
    username: UsernameInput
  }
  input AccountsFilter {
    searchBy: AccountsSearch
  }
  input AccountsSearch {
    localNameQuery: String!
  }
  input AccountsRequest {
    filter: AccountsFilter
  }
  type PaginatedAccountsResult {
    items: [Account!]!
    pageInfo: PaginatedResultInfo!
  }

  type TextOnlyMetadata {
    id: String!
    content: String!
    locale: String!
    tags: [String!]
  }
  type ArticleMetadata {
    id: String!
    title: String
    content: String!
    locale: String!
  }
  type ImageMetadata {
    id: String!
    title: String
    content: String!
    locale: String!
  }
  type VideoMetadata {
    id: String!
    title: String
    content: String!
    locale: String!
  }
  union PostMetadata = TextOnlyMetadata | ArticleMetadata | ImageMetadata | VideoMetadata

  type Post {
    id: PostId!
    slug: String!
    author: Account!
    timestamp: DateTime!
    contentUri: URI!
    metadata: PostMetadata!
    commentOn: Post
    quoteOf: Post
  }
`);
