import { z } from 'zod/mini';
import type { MediaHost } from '../mediaHost';
import { fail, ok, type SourceResult } from '@/domain/result';
import { requestJson } from '../http/requestJson';

const UNKNOWN_SHAPE = 'The storage node answered in an unknown shape';

const uploadedSchema = z.array(
  z.object({ storage_key: z.string(), gateway_url: z.string(), uri: z.string() }),
);

export interface StoredFile {
  /** `lens://…`: what Lens metadata refers to. */
  uri: string;
  /** An https (or sandbox http) address anyone can fetch. */
  url: string;
}

/** Uploads one file or JSON document to a Grove-style storage node. */
export async function uploadToGrove(
  storageUrl: string,
  body: Blob,
  signal: AbortSignal,
): Promise<SourceResult<StoredFile>> {
  const stored = await requestJson(storageUrl, {
    method: 'POST',
    headers: { 'Content-Type': body.type || 'application/octet-stream' },
    body,
    signal,
    write: false, // an orphan upload is harmless
    lenientBody: true,
    schema: { parse: uploadedSchema, unknownShape: UNKNOWN_SHAPE },
    refused: (_, status) => ({ message: `Storage answered ${status}` }),
  });
  if (!stored.ok) return stored;
  const [first] = stored.value;
  if (!first) return fail({ kind: 'network', message: UNKNOWN_SHAPE });
  return ok({ uri: first.uri, url: first.gateway_url });
}

/** Media for URL-embedding networks, kept on a Grove-style storage node. */
export function groveMediaHost(storageUrl: string): MediaHost {
  return {
    async upload(file, signal) {
      const data = file.data.type ? file.data : new Blob([file.data], { type: file.mimeType });
      const stored = await uploadToGrove(storageUrl, data, signal);
      return stored.ok ? ok({ url: stored.value.url }) : stored;
    },
  };
}
