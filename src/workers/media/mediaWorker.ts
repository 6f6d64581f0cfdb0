import { expose } from 'comlink';
import { describeMedia } from '@/features/compose/runtime/describeMedia';
import { toPng } from '@/features/compose/runtime/toPng';
import type { MediaWorkerApi } from '@/features/compose/runtime/mediaWorkerApi';

/**
 * The media worker (DESIGN.md, src/workers): hashing, picture sizes and PNG
 * conversion off the page's thread, called through Comlink by
 * `src/features/compose/runtime/mediaWorkerClient.ts`.
 */
const api: MediaWorkerApi = { describeMedia, toPng };

expose(api);
