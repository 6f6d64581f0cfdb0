import { z } from 'zod/mini';

/** wallet.md §7.1: where a confirmed tip is reported. */
export const TIP_REPORT_PATH = '/v1/token_tips/upload';

const text = (max: number) => z.string().check(z.maxLength(max));
const required = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/**
 * The body of `POST /v1/token_tips/upload` (wallet.md §7.1), sent with the
 * session once a tip is confirmed on chain: who tipped whom (their profile
 * ids and addresses), on which chain (its id as a string), how much of which
 * token (a decimal amount in the token's units), and the transaction. Tips
 * report only native coins and ERC-20 (SPL) tokens; memos are empty; the
 * source is always 'web'. Nothing else is taken.
 */
export const tipReportSchema = z.strictObject({
  from_account_id: required(128),
  to_account_id: required(128),
  from_address: required(128),
  to_address: required(128),
  chain_id: z.string().check(z.regex(/^\d{1,20}$/, 'a chain id, as a string of digits')),
  chain_name: required(64),
  amount: z
    .string()
    .check(z.regex(/^\d{1,40}(\.\d{1,36})?$/, 'a decimal amount, as a string'), z.maxLength(80)),
  token_symbol: required(32),
  token_icon: text(2048),
  token_address: required(128),
  token_type: z.enum(['native_token', 'erc20']),
  tip_memos: z.literal(''),
  tx_hash: z
    .string()
    .check(
      z.regex(
        /^(0x[0-9a-fA-F]{64}|[1-9A-HJ-NP-Za-km-z]{64,88})$/,
        'an EVM transaction hash or a Solana signature',
      ),
    ),
  source: z.literal('web'),
});
export type TipReport = z.infer<typeof tipReportSchema>;
