import type { ReactNode } from 'react';
import { ScreenFrame } from '@/ui/ScreenFrame';

/**
 * A screen whose route exists but whose content comes with later work. It
 * says so plainly instead of showing made-up content.
 */
export function PlannedScreen({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <ScreenFrame title={title}>
      {children}
      <p className="planned">This screen is not built yet.</p>
    </ScreenFrame>
  );
}
