import { createRootRoute, createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { AppShell } from '../shell/AppShell';
import { PlannedScreen } from '../shell/PlannedScreen';
// Not on the first screen: loaded when visited (and precached by the service worker).
const SettingsScreen = lazyRouteComponent(
  () => import('@/features/settings/screens/SettingsScreen'),
  'SettingsScreen',
);
const DraftsScreen = lazyRouteComponent(
  () => import('@/features/drafts/screens/DraftsScreen'),
  'DraftsScreen',
);
const OutboxScreen = lazyRouteComponent(
  () => import('@/features/outbox/screens/OutboxScreen'),
  'OutboxScreen',
);
const MediaViewerScreen = lazyRouteComponent(
  () => import('@/features/post/screens/MediaViewerScreen'),
  'MediaViewerScreen',
);
const PostDetailScreen = lazyRouteComponent(
  () => import('@/features/post/screens/PostDetailScreen'),
  'PostDetailScreen',
);
const TimelineScreen = lazyRouteComponent(
  () => import('@/features/feed/screens/TimelineScreen'),
  'TimelineScreen',
);
const ProfileScreen = lazyRouteComponent(
  () => import('@/features/feed/screens/ProfileScreen'),
  'ProfileScreen',
);
const FarcasterFeedScreen = lazyRouteComponent(
  () => import('@/features/feed/screens/ProfileScreen'),
  'FarcasterFeedScreen',
);
const WalletProfileScreen = lazyRouteComponent(
  () => import('@/features/walletProfile/screens/WalletProfileScreen'),
  'WalletProfileScreen',
);
const OwnProfileScreen = lazyRouteComponent(
  () => import('@/features/feed/screens/OwnProfileScreen'),
  'OwnProfileScreen',
);
const SignupScreen = lazyRouteComponent(
  () => import('@/features/accounts/screens/SignupScreen'),
  'SignupScreen',
);
import {
  POST_SOURCES,
  SOURCE_LABELS,
  sourceFromSlug,
  type PostSource,
  type SourceSlug,
} from '@/domain/networks';
import { parseParams } from './parseParams';
import {
  bookmarkSourceSchema,
  chainIdParamSchema,
  defaultPostDetailTab,
  draftSearchSchema,
  EXPLORE_TABS,
  exploreSearchSchema,
  exploreSourceSchema,
  exploreTabSchema,
  farcasterCastIdSchema,
  farcasterHashSchema,
  idSchema,
  notificationTabSchema,
  photoIndexParamSchema,
  photosSearchSchema,
  postDetailSourceSchema,
  postDetailTabSchema,
  postSourceSlugSchema,
  profileCategorySchema,
  profileSearchSchema,
  profileSourceSlugSchema,
  redPacketDetailSearchSchema,
  signupSearchSchema,
  sparksSearchSchema,
  tokenSearchSchema,
  txSearchSchema,
  walletAddressSchema,
} from '@/domain/routes/routeParams';
import type { ProfileCategory } from '@/domain/reading/profileCategories';

const sourceParams = parseParams(z.object({ source: postSourceSlugSchema }));
const exploreParams = parseParams(z.object({ explore: exploreTabSchema }));
const postParams = parseParams(z.object({ source: postDetailSourceSchema, id: idSchema }));

const label = (slug: SourceSlug) => SOURCE_LABELS[sourceFromSlug(slug)];
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const rootRoute = createRootRoute({ component: AppShell });

// composer.md §2.1 ------------------------------------------------------------

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: () => <TimelineScreen />,
});

const followingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/following/$source',
  params: { parse: sourceParams },
  component: function Following() {
    const { source } = followingRoute.useParams();
    return <TimelineScreen source={sourceFromSlug(source) as PostSource} />;
  },
});

/** A route built from a source slug (reading.md §2.1) opens that source's home feed. */
const sourceHomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/$source',
  params: { parse: sourceParams },
  beforeLoad: ({ params }) => {
    const { source } = sourceParams(params);
    throw redirect({ to: '/following/$source', params: { source }, replace: true });
  },
});

const exploreRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/explore/$explore',
  params: { parse: exploreParams },
  beforeLoad: ({ params }) => {
    const { explore } = exploreParams(params);
    const source = EXPLORE_TABS[explore].defaultSource;
    // The words searched for go along (`search: true` keeps the address's `?q=`).
    throw redirect({
      to: '/explore/$explore/$source',
      params: { explore, source },
      search: true,
      replace: true,
    });
  },
});

// Explore, loaded when visited.
const ExploreScreen = lazyRouteComponent(
  () => import('@/features/explore/screens/ExploreScreen'),
  'ExploreScreen',
);

const exploreSourceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/explore/$explore/$source',
  validateSearch: exploreSearchSchema,
  params: {
    parse: (raw: Record<string, string>) => {
      const { explore } = exploreParams(raw);
      return parseParams(
        z.object({ explore: z.literal(explore), source: exploreSourceSchema(explore) }),
      )(raw);
    },
  },
  component: function Explore() {
    const { explore, source } = exploreSourceRoute.useParams();
    const { q } = exploreSourceRoute.useSearch();
    return (
      <ExploreScreen
        tab={explore}
        source={sourceFromSlug(source) as PostSource}
        {...(q === undefined ? {} : { q })}
      />
    );
  },
});

// Notifications, loaded when visited.
const NotificationsScreen = lazyRouteComponent(
  () => import('@/features/notifications/screens/NotificationsScreen'),
  'NotificationsScreen',
);

const notificationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/notifications/$source',
  params: { parse: parseParams(z.object({ source: notificationTabSchema })) },
  component: function Notifications() {
    const { source } = notificationsRoute.useParams();
    return <NotificationsScreen tab={source} />;
  },
});

// Bookmarks, loaded when visited.
const BookmarksScreen = lazyRouteComponent(
  () => import('@/features/bookmarks/screens/BookmarksScreen'),
  'BookmarksScreen',
);

const bookmarksRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/bookmarks/$source',
  params: { parse: parseParams(z.object({ source: bookmarkSourceSchema })) },
  component: function Bookmarks() {
    const { source } = bookmarksRoute.useParams();
    // Articles' bookmarks are not built yet; every network has its tab.
    if (source === 'article') return <PlannedScreen title={`Bookmarks on ${label(source)}`} />;
    return <BookmarksScreen source={sourceFromSlug(source) as PostSource} />;
  },
});

const articleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/article/$id',
  params: { parse: parseParams(z.object({ id: idSchema })) },
  component: () => <PlannedScreen title="Article" />,
});

const sparksRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sparks',
  validateSearch: sparksSearchSchema,
  component: () => <PlannedScreen title="Sparks" />,
});

const sparksUserRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sparks/$uid',
  params: { parse: parseParams(z.object({ uid: idSchema })) },
  validateSearch: sparksSearchSchema,
  component: function SparksUser() {
    const { eligible } = sparksUserRoute.useSearch();
    return <PlannedScreen title={eligible ? `Sparks · ${eligible}` : 'Sparks'} />;
  },
});

const ownProfileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/profile',
  component: () => <OwnProfileScreen />,
});

/**
 * `/profile/:source` (your profile there) and `/profile/:address?source=Wallet`
 * (a wallet profile) share one shape; the search tells them apart.
 */
const profileSourceOrWalletRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/profile/$source',
  validateSearch: profileSearchSchema,
  params: { parse: parseParams(z.object({ source: idSchema })) },
  beforeLoad: ({ params, search }) => {
    const schema = search.source === 'Wallet' ? walletAddressSchema : profileSourceSlugSchema;
    parseParams(z.object({ source: schema }))(params);
  },
  component: function ProfileSourceOrWallet() {
    const { source } = profileSourceOrWalletRoute.useParams();
    const search = profileSourceOrWalletRoute.useSearch();
    if (search.source === 'Wallet') return <WalletProfileScreen address={source} tx={search.tx} />;
    const network = sourceFromSlug(profileSourceSlugSchema.parse(source));
    // A wallet's own profile comes with the wallet work (issue 22).
    if (!(POST_SOURCES as readonly string[]).includes(network))
      return <PlannedScreen title={`Profile on ${label(profileSourceSlugSchema.parse(source))}`} />;
    return <OwnProfileScreen source={network as PostSource} />;
  },
});

const profileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/profile/$source/$id',
  params: {
    parse: parseParams(z.object({ source: profileSourceSlugSchema, id: idSchema })),
  },
  component: function Profile() {
    const { source, id } = profileRoute.useParams();
    const network = sourceFromSlug(source);
    // A wallet's profile comes with the wallet work (issue 22).
    if (!(POST_SOURCES as readonly string[]).includes(network))
      return <PlannedScreen title={`${id} on ${label(source)}`} />;
    return <ProfileScreen source={network as PostSource} id={id} />;
  },
});

const profileCategoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/profile/$source/$id/$category',
  params: {
    parse: (raw: Record<string, string>) => {
      const { source } = parseParams(z.object({ source: profileSourceSlugSchema }))(raw);
      return parseParams(
        z.object({
          source: z.literal(source),
          id: idSchema,
          category: profileCategorySchema(source),
        }),
      )(raw);
    },
  },
  component: function ProfileCategory() {
    const { source, id, category } = profileCategoryRoute.useParams();
    const network = sourceFromSlug(source);
    // A wallet's categories come with the wallet work (issue 22).
    if (!(POST_SOURCES as readonly string[]).includes(network))
      return <PlannedScreen title={`${id} on ${label(source)} · ${capitalise(category)}`} />;
    return (
      <ProfileScreen
        source={network as PostSource}
        id={id}
        category={category as ProfileCategory}
      />
    );
  },
});

const farcasterFeedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/profile/farcaster/$handle/feed',
  params: { parse: parseParams(z.object({ handle: idSchema })) },
  component: function FarcasterFeed() {
    const { handle } = farcasterFeedRoute.useParams();
    return <FarcasterFeedScreen handle={handle} />;
  },
});

const postRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/post/$source/$id',
  params: { parse: postParams },
  beforeLoad: ({ params: raw }) => {
    const params = postParams(raw);
    // `/post/farcaster/{hash}` (the spec's) or `{fid}:{hash}` (the app's own links) is a cast;
    // every post opens on its source's first tab.
    if (params.source === 'farcaster')
      parseParams(z.object({ id: z.union([farcasterHashSchema, farcasterCastIdSchema]) }))(params);
    throw redirect({
      to: '/post/$source/$id/$type',
      params: { ...params, type: defaultPostDetailTab(params.source) },
      replace: true,
    });
  },
});

const postDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/post/$source/$id/$type',
  params: {
    parse: (raw: Record<string, string>) => {
      const { source } = parseParams(z.object({ source: postDetailSourceSchema }))(raw);
      return parseParams(
        z.object({ source: z.literal(source), id: idSchema, type: postDetailTabSchema(source) }),
      )(raw);
    },
  },
  component: function PostDetail() {
    const { source, id, type } = postDetailRoute.useParams();
    if (source === 'article') return <PlannedScreen title={`Post on ${label(source)} · ${type}`} />;
    return <PostDetailScreen source={sourceFromSlug(source) as PostSource} id={id} tab={type} />;
  },
});

const photosRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/post/$source/$id/photos/$index',
  validateSearch: photosSearchSchema,
  params: {
    parse: parseParams(
      z.object({ source: postDetailSourceSchema, id: idSchema, index: photoIndexParamSchema }),
    ),
  },
  component: function Photos() {
    const { source, id, index } = photosRoute.useParams();
    const { hiddenTabs } = photosRoute.useSearch();
    if (source === 'article') return <PlannedScreen title="Article pictures" />;
    return (
      <MediaViewerScreen
        source={sourceFromSlug(source) as PostSource}
        id={id}
        index={Number(index)}
        hiddenTabs={hiddenTabs}
      />
    );
  },
});

/**
 * `/post/:detail/photos/:index`: the same viewer where the detail is a cast
 * named on its own, as the app names casts (fid and hash, `2:0x…`).
 */
const detailPhotosRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/post/$detail/photos/$index',
  validateSearch: photosSearchSchema,
  params: {
    parse: parseParams(z.object({ detail: farcasterCastIdSchema, index: photoIndexParamSchema })),
  },
  component: function DetailPhotos() {
    const { detail, index } = detailPhotosRoute.useParams();
    const { hiddenTabs } = detailPhotosRoute.useSearch();
    return (
      <MediaViewerScreen
        source="Farcaster"
        id={detail}
        index={Number(index)}
        hiddenTabs={hiddenTabs}
      />
    );
  },
});

// A channel's or club's page, loaded when visited.
const ChannelScreen = lazyRouteComponent(
  () => import('@/features/channels/screens/ChannelScreen'),
  'ChannelScreen',
);

const farcasterChannelRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/club/farcaster/$channelId',
  params: { parse: parseParams(z.object({ channelId: idSchema })) },
  component: function FarcasterChannel() {
    const { channelId } = farcasterChannelRoute.useParams();
    return <ChannelScreen source="Farcaster" id={channelId} />;
  },
});

const lensClubRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/club/lens/$clubHandle',
  params: { parse: parseParams(z.object({ clubHandle: idSchema })) },
  component: function LensClub() {
    const { clubHandle } = lensClubRoute.useParams();
    return <ChannelScreen source="Lens" id={clubHandle} />;
  },
});

const clubRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/club/$name/$type',
  params: { parse: parseParams(z.object({ name: idSchema, type: idSchema })) },
  component: function Club() {
    const { name, type } = clubRoute.useParams();
    return <PlannedScreen title={`${name} · ${capitalise(type)}`} />;
  },
});

const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  component: SettingsScreen,
});

// Not in the spec: where posts on their way can be seen, retried and discarded (docs/decisions.md).
const outboxRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/outbox',
  component: OutboxScreen,
});

const settingsGeneralRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings/general',
  component: SettingsScreen,
});

const draftRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/draft',
  validateSearch: draftSearchSchema,
  component: function Drafts() {
    const { tab = 'Draft' } = draftRoute.useSearch();
    return <DraftsScreen tab={tab} />;
  },
});

const eventsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/events',
  component: () => <PlannedScreen title="Events" />,
});

const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signup',
  validateSearch: signupSearchSchema,
  component: SignupScreen,
});

// reading.md §2.1 -------------------------------------------------------------

const tokenRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/token/$reference',
  params: { parse: parseParams(z.object({ reference: idSchema })) },
  validateSearch: tokenSearchSchema,
  component: () => <PlannedScreen title="Token" />,
});

const nftRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/nft/$chain/$reference/{-$tokenId}',
  params: {
    parse: parseParams(
      z.object({ chain: idSchema, reference: idSchema, tokenId: z.optional(idSchema) }),
    ),
  },
  component: function Nft() {
    const { tokenId } = nftRoute.useParams();
    return <PlannedScreen title={tokenId ? `NFT #${tokenId}` : 'NFT collection'} />;
  },
});

const txRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tx/$chainId/$hash',
  params: {
    parse: parseParams(z.object({ chainId: chainIdParamSchema, hash: idSchema })),
  },
  validateSearch: txSearchSchema,
  component: () => <PlannedScreen title="Transaction" />,
});

const redPacketDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/detail',
  validateSearch: redPacketDetailSearchSchema,
  component: () => <PlannedScreen title="Red packet" />,
});

const marketProfileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/market/profile/$address/{-$subPath}',
  params: {
    parse: parseParams(z.object({ address: walletAddressSchema, subPath: z.optional(idSchema) })),
  },
  component: () => <PlannedScreen title="Prediction market profile" />,
});

export const routeTree = rootRoute.addChildren([
  homeRoute,
  followingRoute,
  sourceHomeRoute,
  exploreRoute,
  exploreSourceRoute,
  notificationsRoute,
  bookmarksRoute,
  articleRoute,
  sparksRoute,
  sparksUserRoute,
  ownProfileRoute,
  profileSourceOrWalletRoute,
  profileRoute,
  profileCategoryRoute,
  farcasterFeedRoute,
  postRoute,
  postDetailRoute,
  photosRoute,
  detailPhotosRoute,
  farcasterChannelRoute,
  lensClubRoute,
  clubRoute,
  settingsRoute,
  settingsGeneralRoute,
  outboxRoute,
  draftRoute,
  eventsRoute,
  signupRoute,
  tokenRoute,
  nftRoute,
  txRoute,
  redPacketDetailRoute,
  marketProfileRoute,
]);
