import { IdResolver } from '@atproto/identity';
import { verifyJwt } from '@atproto/xrpc-server';

export type ServiceAuthVerifier = (
  authorization: string | undefined,
  lxm: string,
) => Promise<string | undefined>;

export class ServiceAuthError extends Error {}

/**
 * Verifies inter-service JWTs as a real atproto service does: signed by the
 * issuer's `#atproto` key (resolved through the PLC directory), addressed to
 * this service, for this method, not expired. Answers the issuer's DID, or
 * undefined when no credentials came.
 */
export function serviceAuthVerifier(options: {
  plcUrl: string;
  /** This service's DID; `#fragment` audiences of it are accepted too. */
  serviceDid: string | readonly string[];
}): ServiceAuthVerifier {
  const resolver = new IdResolver({ plcUrl: options.plcUrl });
  const audiences = [options.serviceDid].flat();
  return async (authorization, lxm) => {
    if (!authorization) return undefined;
    const token = /^Bearer (.+)$/i.exec(authorization)?.[1];
    if (!token) throw new ServiceAuthError('Unexpected authorization type');
    let payload: Awaited<ReturnType<typeof verifyJwt>>;
    try {
      payload = await verifyJwt(token, null, lxm, (iss, forceRefresh) =>
        resolver.did.resolveAtprotoKey(iss.split('#')[0] ?? iss, forceRefresh),
      );
    } catch (error) {
      throw new ServiceAuthError(error instanceof Error ? error.message : 'Invalid token');
    }
    const aud = payload.aud.split('#')[0];
    if (!audiences.includes(aud ?? '')) {
      throw new ServiceAuthError(`jwt audience does not match service did: ${payload.aud}`);
    }
    return payload.iss.split('#')[0];
  };
}
