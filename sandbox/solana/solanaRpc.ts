import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { createAccountMethods } from './rpcAccountMethods';
import { createClusterMethods } from './rpcClusterMethods';
import { answerJsonRpc, type RpcMethods } from './rpcProtocol';
import { createTransactionMethods } from './rpcTransactionMethods';
import type { SolanaLedger } from './solanaLedger';

export function solanaRpcMethods(ledger: SolanaLedger): RpcMethods {
  return {
    ...createClusterMethods(ledger),
    ...createAccountMethods(ledger),
    ...createTransactionMethods(ledger),
  };
}

/**
 * The Solana JSON-RPC HTTP API over the ledger: `POST /` with a JSON-RPC 2.0
 * request or batch (errors answered with HTTP 200, as the validator does),
 * and `GET /health`.
 */
export function createSolanaRpcApp(ledger: SolanaLedger) {
  const methods = solanaRpcMethods(ledger);
  const app = new Hono();
  // A browser's wallet and the app read the cluster from the page, as they do a public RPC.
  app.use('*', cors());
  app.get('/health', (c) => c.text('ok'));
  app.post('/', async (c) => {
    const type = c.req.header('content-type') ?? '';
    if (!type.toLowerCase().startsWith('application/json'))
      return c.text(
        'Supplied content type is not allowed. Content-Type: application/json is required',
        415,
      );
    const answer = await answerJsonRpc(await c.req.text(), methods);
    if (answer === undefined) return c.body(null, 200);
    return c.body(answer, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  return app;
}
