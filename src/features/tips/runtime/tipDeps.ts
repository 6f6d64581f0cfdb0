import { ulid } from '@/domain/ulid';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { productSessionToken } from '@/runtime/productSession';
import { reportTip } from '@/sources/product/tipReportApi';
import type { TipChain, TipDeps, TipDraft } from '../machines/tipPorts';
import { tipReportOf } from './tipReportOf';

/**
 * A tip's effects in the app: its chain, the log (each step stored before
 * the next), and the report to the product server with the session.
 */
export function tipDeps(
  runtime: AppRuntime,
  chainFor: (tip: Pick<TipDraft, 'token'>) => TipChain,
  report: { fromAccountId: string | undefined; chainName: (chainId: number) => string },
): TipDeps {
  return {
    chainFor,
    async log(tipId, event) {
      await runtime.log.append({ ...event, aggregateId: tipId });
    },
    async report(tip, hash) {
      const token = await productSessionToken(await runtime.vault());
      // Without a Polycast session there is no one to report for (§6: sent with the session).
      if (!token) return;
      await reportTip(
        { apiBase: runtime.apiBase, token },
        tipReportOf(tip, hash, {
          fromAccountId: report.fromAccountId,
          chainName: report.chainName(tip.token.chainId),
        }),
      );
    },
    newId: () => ulid(),
  };
}
