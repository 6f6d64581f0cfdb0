import { describe, expect, it, vi } from 'vitest';
import { ok, fail } from '@/domain/result';
import type { ConvertStatus } from './convertStatus';
import { CONVERT_JOB_FAILED, convertStoredVideo } from './convertStoredVideo';
import type { VideoConvertService } from './videoConvertClient';

/** A converter answering the given statuses in turn (then the last one forever). */
function converter(statuses: (ConvertStatus | 'unknown' | 'offline')[]) {
  let polls = 0;
  let jobs = 0;
  const service: VideoConvertService = {
    submit: vi.fn(async () => {
      jobs += 1;
      return ok({ jobId: `job-${jobs}`, m3u8Url: `https://api.test/hls/job-${jobs}.m3u8` });
    }),
    status: vi.fn(async () => {
      const status = statuses[Math.min(polls++, statuses.length - 1)] ?? 'Complete';
      return status === 'offline'
        ? fail({ kind: 'network', message: 'Failed to fetch' })
        : ok(status);
    }),
  };
  return service;
}

const base = (service: VideoConvertService) => ({
  service,
  fileUrl: 'https://storage.test/clip',
  width: 640,
  height: 360,
  signal: new AbortController().signal,
  submitted: vi.fn(() => Promise.resolve()),
  failed: vi.fn(() => Promise.resolve()),
  pollIntervalMs: 0,
});

describe('convertStoredVideo (composer.md §4.5, §7.5)', () => {
  it('submits once, polls through Submitted and Progressing, and answers the playlist', async () => {
    const service = converter(['Submitted', 'offline', 'Progressing', 'Complete']);
    const options = base(service);
    const result = await convertStoredVideo(options);
    expect(result).toEqual(ok({ m3u8Url: 'https://api.test/hls/job-1.m3u8' }));
    expect(service.submit).toHaveBeenCalledTimes(1);
    expect(service.submit).toHaveBeenCalledWith(
      { fileUrl: 'https://storage.test/clip', width: 640, height: 360 },
      options.signal,
    );
    expect(options.submitted).toHaveBeenCalledWith({
      jobId: 'job-1',
      m3u8Url: 'https://api.test/hls/job-1.m3u8',
    });
    expect(service.status).toHaveBeenCalledTimes(4);
  });

  it.each(['Canceled', 'Error', 'StatusUpdate'] as const)(
    'fails with "Convert job failed" on %s, forgetting the job so a retry converts afresh',
    async (status) => {
      const options = base(converter(['Progressing', status]));
      expect(await convertStoredVideo(options)).toEqual(
        fail({ kind: 'invalid', message: CONVERT_JOB_FAILED }),
      );
      expect(options.failed).toHaveBeenCalledTimes(1);
    },
  );

  it('resumes an earlier attempt’s job without converting again', async () => {
    const service = converter(['Complete']);
    const result = await convertStoredVideo({
      ...base(service),
      resume: { jobId: 'old', m3u8Url: 'https://api.test/hls/old.m3u8' },
    });
    expect(result).toEqual(ok({ m3u8Url: 'https://api.test/hls/old.m3u8' }));
    expect(service.submit).not.toHaveBeenCalled();
    expect(service.status).toHaveBeenCalledWith('old', expect.anything());
  });

  it('converts again when the server no longer knows a resumed job', async () => {
    const service = converter(['unknown', 'Progressing', 'Complete']);
    const options = {
      ...base(service),
      resume: { jobId: 'forgotten', m3u8Url: 'https://api.test/hls/forgotten.m3u8' },
    };
    expect(await convertStoredVideo(options)).toEqual(
      ok({ m3u8Url: 'https://api.test/hls/job-1.m3u8' }),
    );
    expect(service.submit).toHaveBeenCalledTimes(1);
    expect(options.submitted).toHaveBeenCalledTimes(1);
  });

  it('ends the attempt as retryable after its polls, so the next one resumes the job', async () => {
    const result = await convertStoredVideo({ ...base(converter(['Progressing'])), pollLimit: 3 });
    expect(result).toEqual(fail({ kind: 'network', message: 'The video is still converting' }));
  });

  it('passes on the converter’s refusal of the file (not on its storage)', async () => {
    const service = converter([]);
    service.submit = vi.fn(async () => fail({ kind: 'invalid', message: 'Invalid s3 url' }));
    expect(await convertStoredVideo(base(service))).toEqual(
      fail({ kind: 'invalid', message: 'Invalid s3 url' }),
    );
  });
});
