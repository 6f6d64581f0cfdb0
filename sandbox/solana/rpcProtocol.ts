import { z } from 'zod';
import { stringifyJson } from './json';

/** JSON-RPC 2.0 error codes, and the Solana server errors this stand-in raises. */
export const RPC_ERROR = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  sendTransactionPreflightFailure: -32002,
  unsupportedTransactionVersion: -32015,
  minContextSlotNotReached: -32016,
} as const;

/** An error answered in the JSON-RPC `error` member: `{ code, message, data? }`. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

export const invalidParams = (message: string) => new RpcError(RPC_ERROR.invalidParams, message);

/** A method takes the positional `params` array and answers the `result`. */
export type RpcMethod = (params: readonly unknown[]) => unknown;
export type RpcMethods = Readonly<Record<string, RpcMethod>>;

type Id = string | number | null;

const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  method: z.string(),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
  id: z.union([z.number().int(), z.string(), z.null()]).optional(),
});

const errorAnswer = (id: Id, error: RpcError) => ({
  jsonrpc: '2.0',
  error: { code: error.code, message: error.message, data: error.data },
  id,
});

/** The id of a request that failed validation, if it has a usable one. */
function idOf(request: unknown): Id {
  if (typeof request !== 'object' || request === null || !('id' in request)) return null;
  const { id } = request;
  return typeof id === 'string' || (typeof id === 'number' && Number.isInteger(id)) ? id : null;
}

async function answerOne(request: unknown, methods: RpcMethods): Promise<object | undefined> {
  const parsed = requestSchema.safeParse(request);
  if (!parsed.success)
    return errorAnswer(idOf(request), new RpcError(RPC_ERROR.invalidRequest, 'Invalid request'));
  const { method, params, id } = parsed.data;
  const notification = id === undefined;
  const answerId = id ?? null;
  const run = Object.hasOwn(methods, method) ? methods[method] : undefined;
  if (!run) {
    return notification
      ? undefined
      : errorAnswer(answerId, new RpcError(RPC_ERROR.methodNotFound, 'Method not found'));
  }
  try {
    if (params !== undefined && !Array.isArray(params))
      throw invalidParams('Invalid params: invalid type: map, expected a sequence.');
    const result = await run(params ?? []);
    return notification ? undefined : { jsonrpc: '2.0', result, id: answerId };
  } catch (error) {
    if (notification) return undefined;
    if (error instanceof RpcError) return errorAnswer(answerId, error);
    console.error(`solana sandbox: ${method} failed`, error);
    return errorAnswer(answerId, new RpcError(RPC_ERROR.internalError, 'Internal error'));
  }
}

/**
 * Answers a JSON-RPC 2.0 body: one request or a batch (answered in order,
 * one after another, as they change the same ledger). Notifications get no
 * answer; a body of notifications only gets none at all (`undefined`).
 */
export async function answerJsonRpc(
  body: string,
  methods: RpcMethods,
): Promise<string | undefined> {
  let request: unknown;
  try {
    request = JSON.parse(body);
  } catch {
    return stringifyJson(errorAnswer(null, new RpcError(RPC_ERROR.parseError, 'Parse error')));
  }
  if (!Array.isArray(request)) {
    const answer = await answerOne(request, methods);
    return answer && stringifyJson(answer);
  }
  if (request.length === 0)
    return stringifyJson(
      errorAnswer(null, new RpcError(RPC_ERROR.invalidRequest, 'Invalid request')),
    );
  const answers: object[] = [];
  for (const item of request) {
    const answer = await answerOne(item, methods);
    if (answer) answers.push(answer);
  }
  return answers.length > 0 ? stringifyJson(answers) : undefined;
}
