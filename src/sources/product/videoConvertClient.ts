import { z } from 'zod/mini';
import { fail, fetchFailure, httpFailure, ok, type SourceResult } from '@/domain/result';
import { CONVERT_STATUSES, type ConvertStatus } from './convertStatus';

export interface ConvertJobHandle {
  jobId: string;
  m3u8Url: string;
}

/** The product server's video converter (composer.md §7.5), as the Farcaster adapter uses it. */
export interface VideoConvertService {
  submit(
    input: { fileUrl: string; width: number; height: number },
    signal: AbortSignal,
  ): Promise<SourceResult<ConvertJobHandle>>;
  /** The job's status; `unknown` when the server has no such job. */
  status(jobId: string, signal: AbortSignal): Promise<SourceResult<ConvertStatus | 'unknown'>>;
}

const submittedSchema = z.object({
  code: z.literal(0),
  jobId: z.string().check(z.minLength(1)),
  m3u8Url: z.string().check(z.minLength(1)),
});
const statusSchema = z.object({ code: z.literal(0), status: z.enum(CONVERT_STATUSES) });
const errorSchema = z.object({ error: z.string() });

const unreadable = fail({ kind: 'network', message: 'The converter answered in an unknown shape' });

async function refusal(answer: Response) {
  const body = errorSchema.safeParse(await answer.json().catch(() => undefined));
  const message = body.success ? body.data.error : `The converter answered ${answer.status}`;
  return answer.status === 400
    ? { kind: 'invalid' as const, message }
    : httpFailure(answer.status, message);
}

/**
 * `POST {root}/v1/post/convert` and `GET {root}/v1/post/getconvertStatus`.
 * Submitting is safe to repeat: a job nobody polls costs nothing.
 */
export function productVideoConvert(options: {
  apiBase: string;
  /** The device's Polycast session token: converting is for Polycast accounts. */
  session?: () => Promise<string | undefined>;
  /** How calls reach the server (default `fetch`; the server itself answers them in process). */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}): VideoConvertService {
  const { apiBase } = options;
  const send = options.fetch ?? fetch;
  return {
    async submit({ fileUrl, width, height }, signal) {
      let answer: Response;
      try {
        const session = await options.session?.();
        answer = await send(`${apiBase}/v1/post/convert`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...(session ? { Authorization: `Bearer ${session}` } : {}),
          },
          body: JSON.stringify({ file_path: fileUrl, width, height }),
          signal,
        });
      } catch (error) {
        return fail(fetchFailure(error, false));
      }
      if (!answer.ok) return fail(await refusal(answer));
      const job = submittedSchema.safeParse(await answer.json().catch(() => undefined));
      return job.success ? ok({ jobId: job.data.jobId, m3u8Url: job.data.m3u8Url }) : unreadable;
    },
    async status(jobId, signal) {
      let answer: Response;
      try {
        answer = await send(
          `${apiBase}/v1/post/getconvertStatus?jobID=${encodeURIComponent(jobId)}`,
          { signal },
        );
      } catch (error) {
        return fail(fetchFailure(error, false));
      }
      if (answer.status === 404) return ok('unknown');
      if (!answer.ok) return fail(await refusal(answer));
      const status = statusSchema.safeParse(await answer.json().catch(() => undefined));
      return status.success ? ok(status.data.status) : unreadable;
    },
  };
}
