import { Link, useLocation } from '@tanstack/react-router';
import { ScreenFrame } from '@/ui/ScreenFrame';

export function NotFoundScreen({ data }: { data?: unknown }) {
  const { pathname } = useLocation();
  const reason =
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { reason?: unknown }).reason === 'string'
      ? (data as { reason: string }).reason
      : undefined;
  return (
    <ScreenFrame title="Page not found">
      <p>
        There is nothing at <code>{pathname}</code>.
      </p>
      {reason && <p className="muted">{reason}</p>}
      <Link to="/">Go to Home</Link>
    </ScreenFrame>
  );
}
