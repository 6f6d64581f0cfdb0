import { describe, expect, it } from 'vitest';
import { decideFault, faultConfigSchema, NO_FAULTS } from './faultConfig';
import { seededRandom } from './seededRandom';

describe('fault decisions', () => {
  it('passes everything by default', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 100; i++) expect(decideFault(NO_FAULTS, random).kind).toBe('pass');
  });

  it('fails about the configured share, with Retry-After on 429', () => {
    const config = faultConfigSchema.parse({
      errorRate: 0.3,
      errorStatus: 429,
      retryAfterSeconds: 5,
    });
    const random = seededRandom(42);
    const decisions = Array.from({ length: 2000 }, () => decideFault(config, random));
    const errors = decisions.filter((d) => d.kind === 'error');
    expect(errors.length / 2000).toBeGreaterThan(0.25);
    expect(errors.length / 2000).toBeLessThan(0.35);
    expect(errors[0]).toEqual({ kind: 'error', latencyMs: 0, status: 429, retryAfterSeconds: 5 });
  });

  it('answers the configured share of errors 429 with Retry-After, the rest with the error status', () => {
    const config = faultConfigSchema.parse({
      errorRate: 0.5,
      errorStatus: 503,
      rateLimitedShare: 0.25,
      retryAfterSeconds: 2,
    });
    const random = seededRandom(3);
    const errors = Array.from({ length: 4000 }, () => decideFault(config, random)).flatMap((d) =>
      d.kind === 'error' ? [d] : [],
    );
    const limited = errors.filter((d) => d.status === 429);
    expect(limited.length / errors.length).toBeGreaterThan(0.2);
    expect(limited.length / errors.length).toBeLessThan(0.3);
    expect(limited[0]).toMatchObject({ retryAfterSeconds: 2 });
    expect(errors.filter((d) => d.status === 503).length).toBe(errors.length - limited.length);
  });

  it('replays the same decisions from the same seed', () => {
    const config = faultConfigSchema.parse({ errorRate: 0.5, dropAfterCommitRate: 0.5, seed: 9 });
    const run = () => {
      const random = seededRandom(config.seed);
      return Array.from({ length: 50 }, () => decideFault(config, random).kind);
    };
    expect(run()).toEqual(run());
    expect(new Set(run())).toEqual(new Set(['pass', 'error', 'dropAfterCommit']));
  });

  it('answers the configured share empty, drawing nothing more when it is not asked for', () => {
    const config = faultConfigSchema.parse({ emptyAnswerRate: 1, paths: ['/2/tweets'] });
    expect(decideFault(config, seededRandom(5))).toEqual({ kind: 'emptyAnswer', latencyMs: 0 });
    let draws = 0;
    const counting = () => {
      draws += 1;
      return 0.99;
    };
    decideFault(NO_FAULTS, counting);
    expect(draws).toBe(2);
  });

  it('rejects nonsense settings', () => {
    expect(faultConfigSchema.safeParse({ errorRate: 2 }).success).toBe(false);
    expect(faultConfigSchema.safeParse({ errorStatus: 404 }).success).toBe(false);
    expect(faultConfigSchema.safeParse({ emptyAnswerRate: -1 }).success).toBe(false);
  });
});
