/**
 * A float as Rust's serde_json writes an f64: whole values keep their decimal
 * point ("12.0"). `@solana/kit` reads integers without one as bigints, so a
 * token's `uiAmount` must carry it to stay a number.
 */
export class JsonFloat {
  constructor(readonly value: number) {}
}

/**
 * JSON text for RPC answers: bigints are written as plain integers (u64
 * lamports and `rentEpoch` exceed 2^53), `JsonFloat`s keep their decimal
 * point, and `undefined` fields are left out as serde's `skip_serializing_if`
 * does.
 */
export function stringifyJson(value: unknown): string {
  return write(value) ?? 'null';
}

function write(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null) return 'null';
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (value instanceof JsonFloat) {
    const { value: float } = value;
    if (!Number.isFinite(float)) return 'null';
    return Number.isInteger(float) && Math.abs(float) < 1e16 ? float.toFixed(1) : String(float);
  }
  if (Array.isArray(value)) return `[${value.map((item) => write(item) ?? 'null').join(',')}]`;
  if (typeof value === 'object') {
    const fields: string[] = [];
    for (const [key, field] of Object.entries(value)) {
      const text = write(field);
      if (text !== undefined) fields.push(`${JSON.stringify(key)}:${text}`);
    }
    return `{${fields.join(',')}}`;
  }
  return undefined;
}
