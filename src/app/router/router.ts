import { createRouter } from '@tanstack/react-router';
import { composeAddressForShare } from '@/features/compose';
import { hasReadingPlace } from '@/features/feed';
import { ErrorScreen } from '../shell/ErrorScreen';
import { NotFoundScreen } from '../shell/NotFoundScreen';
import { trackPathname } from '@/features/post';
import { routeTree } from './routeTree';

// A share from another app (the PWA's share target) opens the composer: the
// address becomes its deep link before the router reads it.
const shared = composeAddressForShare(window.location);
if (shared) window.history.replaceState(window.history.state, '', shared);

export const router = createRouter({
  routeTree,
  defaultNotFoundComponent: NotFoundScreen,
  defaultErrorComponent: ErrorScreen,
  defaultPreload: 'intent',
  // Back to a page is back where it was left; a timeline left through one of its rows puts
  // that row back itself (the offset alone lands elsewhere once rows are drawn again).
  scrollRestoration: ({ location }) =>
    !hasReadingPlace(location.state.__TSR_key ?? location.state.key),
});

router.subscribe('onResolved', ({ toLocation }) => trackPathname(toLocation.pathname));

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
