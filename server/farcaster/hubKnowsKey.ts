import { timedFetch } from '../http/timedFetch';

/** Whether the hub lists `publicKey` as an active signer of `fid`; undefined when it cannot be asked. */
export async function hubKnowsKey(
  hub: string,
  fid: number,
  publicKey: string,
): Promise<boolean | undefined> {
  const query = new URLSearchParams({ fid: String(fid), signer: publicKey });
  const answer = await timedFetch(`${hub}/v1/onChainSignersByFid?${query}`, {}, 10_000).catch(
    () => undefined,
  );
  if (answer?.ok) return true;
  return answer?.status === 404 ? false : undefined;
}
