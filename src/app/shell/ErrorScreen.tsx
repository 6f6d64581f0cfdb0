import type { ErrorComponentProps } from '@tanstack/react-router';
import { ScreenFrame } from '@/ui/ScreenFrame';

export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  return (
    <ScreenFrame title="Something went wrong">
      <p>{error instanceof Error ? error.message : 'An unexpected error happened.'}</p>
      <button type="button" onClick={reset}>
        Try again
      </button>
    </ScreenFrame>
  );
}
