import { describe, expect, it } from 'vitest';
import { EventDecodeError, EventValidationError } from './eventErrors';
import { testCatalog } from './testing/testCatalog';

const ID = '01JAAAAAAAAAAAAAAAAAAAAAAA';

describe('event catalog', () => {
  it('stamps the current version and strips unknown payload keys', () => {
    const envelope = testCatalog.encode(
      { type: 'DraftSaved', aggregateId: 'draft-1', payload: { text: 'hi', videos: [] } },
      ID,
      1000,
    );
    expect(envelope).toEqual({
      id: ID,
      type: 'DraftSaved',
      aggregateId: 'draft-1',
      at: 1000,
      v: 2,
      payload: { text: 'hi', videos: [] },
    });
  });

  it('rejects a payload that breaks its schema, naming the field', () => {
    expect(() =>
      testCatalog.encode(
        // @ts-expect-error: text must be a string
        { type: 'DraftSaved', aggregateId: 'd', payload: { text: 3, videos: [] } },
        ID,
        1,
      ),
    ).toThrow(/DraftSaved is invalid: text:/);
  });

  it('rejects unknown types and empty aggregate ids', () => {
    expect(() =>
      // @ts-expect-error: not a catalog type
      testCatalog.encode({ type: 'Nope', aggregateId: 'd', payload: {} }, ID, 1),
    ).toThrow(EventValidationError);
    expect(() =>
      testCatalog.encode({ type: 'DraftDeleted', aggregateId: '', payload: {} }, ID, 1),
    ).toThrow(/aggregateId/);
  });

  it('upcasts a version 1 draft with one video to a list of videos', () => {
    const event = testCatalog.decode({
      seq: 7,
      id: ID,
      type: 'DraftSaved',
      aggregateId: 'd',
      at: 5,
      v: 1,
      payload: { text: 'old', video: 'v.mp4' },
    });
    expect(event).toMatchObject({ seq: 7, v: 2, payload: { text: 'old', videos: ['v.mp4'] } });
  });

  it('refuses events written by a newer version, and broken envelopes', () => {
    const newer = {
      seq: 1,
      id: ID,
      type: 'DraftDeleted',
      aggregateId: 'd',
      at: 1,
      v: 9,
      payload: {},
    };
    expect(() => testCatalog.decode(newer)).toThrow(/newer version \(v9\)/);
    expect(() => testCatalog.decode({ ...newer, v: 1, id: 'x' })).toThrow(EventDecodeError);
  });
});
