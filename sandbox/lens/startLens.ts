import { serveApp, type ServedApp } from '../serveApp';
import { createLensApi } from './lensApi';
import { createLensStorage, gatewayUrl, type LensStorage } from './lensStorage';
import { LensStore } from './lensStore';

export interface RunningLens {
  api: ServedApp;
  storage: ServedApp;
  /** For seeding in-process: the API's records and the storage node's objects. */
  store: LensStore;
  storageNode: LensStorage;
  /** The URL a lens:// URI is served at. */
  gateway: (uri: string) => string;
}

/** The Lens stand-in: the GraphQL API and the storage node, empty until seeded. */
export async function startLens(): Promise<RunningLens> {
  const storageNode = createLensStorage();
  const storage = await serveApp(storageNode.app);
  const gateway = (uri: string) => gatewayUrl(storage.url, uri);
  const store = new LensStore(storageNode.resolve);
  const api = await serveApp(createLensApi(store, gateway));
  return { api, storage, store, storageNode, gateway };
}
