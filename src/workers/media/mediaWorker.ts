import { expose } from 'comlink';
import { describeMedia } from '@/media/describeMedia';
import { toPng } from './toPng';

/**
 * The media worker (DESIGN.md, src/workers): hashing, picture sizes and PNG
 * conversion off the page's thread, called through Comlink by
 * `src/media/mediaWorkerClient.ts`.
 */
const api = { describeMedia, toPng };

export type MediaWorkerApi = typeof api;

expose(api);
