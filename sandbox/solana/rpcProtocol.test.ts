import { describe, expect, it } from 'vitest';
import { answerJsonRpc, invalidParams, type RpcMethods } from './rpcProtocol';

const methods: RpcMethods = {
  getSlot: () => 42n,
  echo: (params) => params,
  failParams: () => {
    throw invalidParams('Invalid param: WrongSize');
  },
  crash: () => {
    throw new Error('boom');
  },
  later: async () => 'done',
};

const answer = async (body: unknown) =>
  JSON.parse((await answerJsonRpc(JSON.stringify(body), methods)) ?? 'null') as unknown;

describe('answerJsonRpc', () => {
  it('answers a request with its id', async () => {
    expect(await answer({ jsonrpc: '2.0', id: 7, method: 'getSlot' })).toEqual({
      jsonrpc: '2.0',
      result: 42,
      id: 7,
    });
    expect(await answer({ jsonrpc: '2.0', id: 'a', method: 'later', params: [] })).toEqual({
      jsonrpc: '2.0',
      result: 'done',
      id: 'a',
    });
  });

  it('answers a batch in order, leaving notifications out', async () => {
    expect(
      await answer([
        { jsonrpc: '2.0', id: 1, method: 'echo', params: [1] },
        { jsonrpc: '2.0', method: 'echo', params: [2] },
        { jsonrpc: '2.0', id: 3, method: 'nope' },
      ]),
    ).toEqual([
      { jsonrpc: '2.0', result: [1], id: 1 },
      { jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' }, id: 3 },
    ]);
    expect(
      await answerJsonRpc(JSON.stringify({ jsonrpc: '2.0', method: 'getSlot' }), methods),
    ).toBe(undefined);
  });

  it('uses the standard codes for bad JSON, bad requests and unknown methods', async () => {
    expect(JSON.parse((await answerJsonRpc('{"jsonrpc":', methods)) ?? '')).toEqual({
      jsonrpc: '2.0',
      error: { code: -32700, message: 'Parse error' },
      id: null,
    });
    expect(await answer([])).toEqual({
      jsonrpc: '2.0',
      error: { code: -32600, message: 'Invalid request' },
      id: null,
    });
    expect(await answer({ jsonrpc: '1.0', id: 4, method: 'getSlot' })).toEqual({
      jsonrpc: '2.0',
      error: { code: -32600, message: 'Invalid request' },
      id: 4,
    });
    expect(await answer({ jsonrpc: '2.0', id: 5, method: 'toString' })).toMatchObject({
      error: { code: -32601 },
    });
  });

  it('answers method errors with their code and hides crashes behind -32603', async () => {
    expect(await answer({ jsonrpc: '2.0', id: 1, method: 'failParams' })).toEqual({
      jsonrpc: '2.0',
      error: { code: -32602, message: 'Invalid param: WrongSize' },
      id: 1,
    });
    const original = console.error;
    console.error = () => undefined;
    try {
      expect(await answer({ jsonrpc: '2.0', id: 2, method: 'crash' })).toEqual({
        jsonrpc: '2.0',
        error: { code: -32603, message: 'Internal error' },
        id: 2,
      });
    } finally {
      console.error = original;
    }
    expect(await answer({ jsonrpc: '2.0', id: 3, method: 'echo', params: { a: 1 } })).toMatchObject(
      { error: { code: -32602 } },
    );
  });
});
