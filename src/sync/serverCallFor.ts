import type { AppEvent } from '../events/appCatalog';

/** A call to the product server that an intent in the log asks for. */
export interface ServerCallRequest {
  method: 'POST';
  path: string;
  /** A newer call with the same key makes an older, unsent one pointless. */
  supersedeKey?: string;
}

/** Maps intents to the product-server calls they need (composer.md §7). */
export function serverCallFor(event: AppEvent): ServerCallRequest | undefined {
  switch (event.type) {
    case 'ThemeChanged':
      return {
        method: 'POST',
        path: `/api/settings/theme?root_class=${encodeURIComponent(event.payload.theme)}`,
        supersedeKey: 'theme',
      };
    default:
      return undefined;
  }
}
