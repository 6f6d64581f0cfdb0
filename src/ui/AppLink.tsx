import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * A link to one of the app's own pages given as a path (with its query, if
 * any), as the domain's path builders make them (src/domain/routes/appPaths.ts):
 * followed by the router, without reloading the page.
 */
export function AppLink(props: {
  href: string;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  'aria-current'?: 'page';
  onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { href, children, ...rest } = props;
  const url = new URL(href, 'http://app.invalid');
  const search = Object.fromEntries(url.searchParams);
  return (
    <Link to={decodeURI(url.pathname)} search={search} {...rest}>
      {children}
    </Link>
  );
}
