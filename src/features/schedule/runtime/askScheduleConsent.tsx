import { createRoot } from 'react-dom/client';
import type { PostSource } from '@/domain/networks';
import { ScheduleConsentDialog } from '../screens/ScheduleConsentDialog';

/**
 * Shows the "Allow scheduled posting" dialog on its own (from the composer
 * or Settings, with no host to render it in) and answers true for Allow.
 */
export function askScheduleConsent(networks: readonly PostSource[]): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const answer = (allowed: boolean) => {
      root.unmount();
      host.remove();
      resolve(allowed);
    };
    root.render(<ScheduleConsentDialog networks={networks} onAnswer={answer} />);
  });
}
