import { Hono } from 'hono';
import { tipReportSchema } from '@/domain/wallet/tipReport';
import type { ProductAccountStore } from '../account/productAccountStore';
import { requireProductSession, type SessionEnv } from '../account/requireProductSession';
import { parseJsonBody } from '../http/parseJsonBody';
import { rateLimited, type RateLimiter, type RateRule } from '../http/rateLimiter';
import type { TipReportStore } from './tipReportStore';

/**
 * `POST /v1/token_tips/upload` (wallet.md §7.1): a confirmed tip, reported
 * with the session (401 without one), its body exactly §7.1's fields
 * (tipReport.ts; 400 naming the first bad one). Answers `{code: 0}` when
 * kept, or kept before (the same chain and transaction).
 */
export function createTipReportRoutes(options: {
  accounts: ProductAccountStore;
  store: TipReportStore;
  limiter: RateLimiter;
  perAccount: RateRule;
}) {
  const app = new Hono<SessionEnv>();
  app.post(
    '/upload',
    requireProductSession(options.accounts),
    rateLimited<SessionEnv>(options.limiter, 'tip-report', [
      { rule: options.perAccount, key: (c) => c.get('accountId') },
    ]),
    async (c) => {
      const body = await parseJsonBody(c, tipReportSchema);
      if (!body.ok) return c.json({ error: body.message }, 400);
      options.store.record(c.get('accountId'), body.value);
      return c.json({ code: 0 });
    },
  );
  return app;
}
