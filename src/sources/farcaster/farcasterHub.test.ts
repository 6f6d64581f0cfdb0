import { describe, expect, it } from 'vitest';
import { farcasterHub } from './farcasterHub';

const answering = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status });

const read = (status: number, body: unknown) =>
  farcasterHub('http://hub.test', { fetch: answering(status, body) }).get(
    '/v1/reactionById',
    { fid: 1 },
    AbortSignal.timeout(1000),
  );

describe('farcasterHub reads', () => {
  it('answers null for a thing the hub does not have, however the hub says so', async () => {
    // The sandbox: a 404.
    expect(await read(404, { errCode: 'not_found', details: 'reaction not found' })).toEqual({
      ok: true,
      value: null,
    });
    // Hubble: a 400 with its HubError.
    expect(await read(400, { errCode: 'not_found', details: 'reaction not found' })).toEqual({
      ok: true,
      value: null,
    });
    // Snapchain: a 400 with the gRPC status in the detail.
    const snapchain = {
      error: 'Failed to get reaction',
      error_detail:
        'status: NotFound, message: "not found", details: [], metadata: MetadataMap { headers: {} }',
    };
    expect(await read(400, snapchain)).toEqual({ ok: true, value: null });
  });

  it('keeps any other refusal, with the hub’s words and code', async () => {
    expect(
      await read(400, { errCode: 'bad_request.validation_failure', details: 'fid is required' }),
    ).toEqual({
      ok: false,
      error: {
        kind: 'invalid',
        message: 'fid is required',
        code: 'bad_request.validation_failure',
      },
    });
    const answer = await read(400, {
      error: 'Failed to get reaction',
      error_detail: 'status: InvalidArgument',
    });
    expect(answer).toEqual({
      ok: false,
      error: { kind: 'invalid', message: 'status: InvalidArgument' },
    });
  });

  it('reads a Snapchain refusal of a message as the HubError inside it', async () => {
    const hub = farcasterHub('http://hub.test', {
      fetch: answering(400, {
        error: 'Failed to submit message',
        error_detail:
          'status: InvalidArgument, message: "bad_request.duplicate/message has already been merged", details: [], metadata: MetadataMap { headers: {} }',
      }),
    });
    const sent = await hub.submit(new Uint8Array([1]), AbortSignal.timeout(1000));
    expect(sent).toEqual({
      ok: false,
      error: {
        kind: 'invalid',
        message: 'message has already been merged',
        code: 'bad_request.duplicate',
      },
    });
  });
});
