import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { finished, pipeline } from 'node:stream';
import { countingStage } from '../http/bodyLimit';

/** Kept-alive connections to X, shared by every streamed upload. */
const agents = {
  http: new HttpAgent({ keepAlive: true }),
  https: new HttpsAgent({ keepAlive: true }),
};

/**
 * Sends a request body to X as it arrives, straight from the browser's
 * connection (node:http piping, with its Content-Length), and answers X's
 * reply as a web Response. Node's fetch would turn the same body into web
 * streams and chunked encoding first, which cost more than the rest of the
 * upload path together (docs/decisions.md, "X media through the server").
 *
 * The body is counted on its way: past `maxBytes` the request to X is cut
 * off and the call fails with BodyTooLargeError (the browser's connection is
 * left as it is, to carry the 413). `signal` ends the call too (the time
 * limit): the request to X is aborted with its reason.
 */
export function streamToX(
  url: string,
  init: {
    method: string;
    headers: Headers;
    body: IncomingMessage;
    maxBytes: number;
    signal: AbortSignal;
  },
): Promise<Response> {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  const headers: Record<string, string> = {};
  init.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const length = init.body.headers['content-length'];
  if (length !== undefined) headers['content-length'] = length;
  return new Promise((resolve, reject) => {
    const outgoing = (secure ? httpsRequest : httpRequest)(
      target,
      {
        method: init.method,
        headers,
        agent: secure ? agents.https : agents.http,
        signal: init.signal,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.once('error', reject);
        answer.once('end', () => {
          const replied = new Headers();
          for (let i = 0; i + 1 < answer.rawHeaders.length; i += 2) {
            replied.append(answer.rawHeaders[i] ?? '', answer.rawHeaders[i + 1] ?? '');
          }
          const status = answer.statusCode ?? 502;
          if (status < 200 || status > 599) {
            reject(new Error(`X answered HTTP ${status}`));
            return;
          }
          const empty = status === 204 || status === 205 || status === 304;
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: replied }));
        });
      },
    );
    // X cutting the connection, even once the body went out, fails the call; so does an
    // oversize body or the time limit, each saying so.
    outgoing.on('error', (error) =>
      reject(counter.errored ?? (init.signal.aborted ? init.signal.reason : error)),
    );
    // The browser's bytes go through a counter, piped (not pipelined) from the connection:
    // a counter that fails unpipes it without destroying it, and the 413 can still be written.
    const counter = countingStage(init.maxBytes);
    init.body.pipe(counter);
    // A browser that goes away mid-chunk cuts the request to X too (and the call fails).
    const stopWatching = finished(init.body, (error) => {
      if (error) counter.destroy(error);
    });
    pipeline(counter, outgoing, (error) => {
      stopWatching();
      if (error) {
        init.body.unpipe(counter);
        reject(error);
      }
    });
  });
}
