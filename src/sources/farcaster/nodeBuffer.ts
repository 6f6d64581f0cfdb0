import { Buffer } from 'buffer';

/**
 * `@farcaster/core` calls Node's global `Buffer` when it makes some messages
 * (a follow's LinkAdd checks its type's length with `Buffer.from`). Browsers
 * and workers have none, so every Farcaster follow failed there with
 * "Buffer is not defined". The well-kept `buffer` package stands in, set only
 * where the global is missing. Imported for its effect by the modules that
 * make Farcaster messages.
 */
const scope = globalThis as { Buffer?: unknown };
scope.Buffer ??= Buffer;
