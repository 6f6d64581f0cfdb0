import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream';

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
 */
export function streamToX(
  url: string,
  init: { method: string; headers: Headers; body: IncomingMessage },
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
      { method: init.method, headers, agent: secure ? agents.https : agents.http },
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
    // X cutting the connection, even once the body went out, fails the call.
    outgoing.on('error', reject);
    // A browser that goes away mid-chunk cuts the request to X too (and the call fails).
    pipeline(init.body, outgoing, (error) => {
      if (error) reject(error);
    });
  });
}
