import { describe, expect, it } from 'vitest';
import type { AppEvent } from '@/events/appCatalog';
import { parseJobId, serverCallsFor, type ServerCallContext } from './serverCallFor';

const INTENT = '01JINTENT00000000000000001';
const EVENT = '01JEVENT000000000000000001';
const signedIn: ServerCallContext = { productAccountId: 'acc', redPackets: {} };

const succeeded = (payload: Partial<Extract<AppEvent, { type: 'PublishSucceeded' }>['payload']>) =>
  ({
    id: EVENT,
    type: 'PublishSucceeded',
    aggregateId: INTENT,
    at: 1_767_225_600_999,
    v: 1,
    seq: 9,
    payload: { jobId: `${INTENT}:Lens:0`, postId: '0x1', url: 'u', ...payload },
  }) as AppEvent;

describe('parseJobId', () => {
  it('reads back the intent, network and thread position', () => {
    expect(parseJobId(`${INTENT}:Farcaster:12`)).toEqual({
      intentId: INTENT,
      source: 'Farcaster',
      index: 12,
    });
    expect(parseJobId(`${INTENT}:Myspace:0`)).toBeUndefined();
    expect(parseJobId('nonsense')).toBeUndefined();
  });
});

describe('serverCallsFor', () => {
  it('reports a published post with the body of composer.md §7.3, in unix seconds', () => {
    const [report, ...others] = serverCallsFor(
      succeeded({ source: 'Lens', accountId: '0xlens' }),
      signedIn,
    );
    expect(others).toEqual([]);
    expect(report).toEqual({
      id: `${EVENT}:report`,
      method: 'POST',
      path: '/api/logpush',
      body: {
        ua_type: 'web',
        relation_id: INTENT,
        post_time: 1_767_225_600,
        post_id: '0x1',
        platform_id: '0xlens',
        platform: 'Lens',
      },
      productSession: { accountId: 'acc' },
      expectCodeZero: true,
    });
  });

  it('cannot report an old event that does not name its account', () => {
    expect(serverCallsFor(succeeded({}), signedIn)).toEqual([]);
    // The network comes from the job id when the event does not say it.
    expect(serverCallsFor(succeeded({ accountId: '0xlens' }), signedIn)[0]?.body).toMatchObject({
      platform: 'Lens',
    });
  });

  it('asks for a theme call with a supersede key', () => {
    const theme = {
      id: EVENT,
      type: 'ThemeChanged',
      aggregateId: 'settings',
      at: 1,
      v: 1,
      seq: 1,
      payload: { theme: 'dark' },
    } as AppEvent;
    expect(serverCallsFor(theme, { productAccountId: null, redPackets: {} })).toEqual([
      {
        id: EVENT,
        method: 'POST',
        path: '/api/settings/theme?root_class=dark',
        supersedeKey: 'theme',
      },
    ]);
  });
});
