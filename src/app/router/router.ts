import { createRouter } from '@tanstack/react-router';
import { ErrorScreen } from '../../ui/shell/ErrorScreen';
import { NotFoundScreen } from '../../ui/shell/NotFoundScreen';
import { trackPathname } from './backgroundPathname';
import { routeTree } from './routeTree';

export const router = createRouter({
  routeTree,
  defaultNotFoundComponent: NotFoundScreen,
  defaultErrorComponent: ErrorScreen,
  defaultPreload: 'intent',
  scrollRestoration: true,
});

router.subscribe('onResolved', ({ toLocation }) => trackPathname(toLocation.pathname));

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
