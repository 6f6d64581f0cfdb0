import { createHash } from 'node:crypto';

/**
 * What the database keeps of a bearer secret (a session token, a grant, a
 * spent proof): its SHA-256, so a copy of the database opens nothing.
 */
export const hashOfSecret = (secret: string): string =>
  createHash('sha256').update(secret).digest('hex');
