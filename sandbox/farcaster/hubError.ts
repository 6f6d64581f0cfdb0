import type { Context } from 'hono';

/** A HubError as the hub's HTTP API sends it. */
export function hubError(c: Context, errCode: string, details: string, status: 400 | 404 = 400) {
  return c.json(
    {
      errCode,
      presentable: false,
      name: 'HubError',
      code: status,
      details,
      metadata: { errcode: [errCode] },
    },
    status,
  );
}
