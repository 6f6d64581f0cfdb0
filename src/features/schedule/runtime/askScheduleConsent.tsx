import type { PostSource } from '@/domain/networks';
import { prompts } from '@/ui/prompts/promptStore';
import { ScheduleConsentDialog } from '../screens/ScheduleConsentDialog';

/**
 * Asks "Allow scheduled posting" (from the composer or Settings, mid-way
 * through their own work) in the shell's prompt host; answers true for Allow.
 */
export function askScheduleConsent(networks: readonly PostSource[]): Promise<boolean> {
  return prompts.ask<boolean>((answer) => (
    <ScheduleConsentDialog networks={networks} onAnswer={answer} />
  ));
}
