import { TIP_REPORT_PATH, tipReportSchema, type TipReport } from '@/domain/wallet/tipReport';
import { call, type ProductApi } from './productApi';

/**
 * Reports a confirmed tip, `POST /v1/token_tips/upload` with the session
 * (wallet.md §7.1). The answer is not read and a failure is swallowed with
 * a console warning: the tip is on chain whatever the server says. The
 * report is checked before it is sent (a malformed one is a bug, warned of).
 */
export async function reportTip(api: ProductApi & { token: string }, report: TipReport) {
  const checked = tipReportSchema.safeParse(report);
  if (!checked.success) {
    console.warn('Tip report not sent: it is malformed', checked.error.issues[0]?.message);
    return;
  }
  const answer = await call(api, 'POST', TIP_REPORT_PATH, { body: checked.data });
  if (!answer.ok) console.warn('Tip report failed:', answer.error.message);
}
