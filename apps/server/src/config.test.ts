import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** The variables of several processes (docs/operations.md, "Several processes behind a load balancer"). */
const load = (env: NodeJS.ProcessEnv) =>
  loadConfig(env, { jwtSecret: 'config-test-secret', dataDir: '/tmp' });

describe('configuration for several processes', () => {
  it('polls the outbox every MAIL_POLL_SECONDS (5 by default, 1–3600)', () => {
    expect(load({}).mailPollSeconds).toBe(5);
    expect(load({ MAIL_POLL_SECONDS: '1' }).mailPollSeconds).toBe(1);
    for (const bad of ['0', '3601', '1.5', 'soon'])
      expect(() => load({ MAIL_POLL_SECONDS: bad }), bad).toThrow(/MAIL_POLL_SECONDS/);
  });

  it('reads CVs with OCR_CONCURRENCY images at once (1 by default, 1–4), looking every CV_INDEX_POLL_SECONDS (5)', () => {
    expect(load({})).toMatchObject({ ocrConcurrency: 1, cvIndexPollSeconds: 5 });
    expect(load({ OCR_CONCURRENCY: '2', CV_INDEX_POLL_SECONDS: '30' })).toMatchObject({
      ocrConcurrency: 2,
      cvIndexPollSeconds: 30,
    });
    for (const bad of ['0', '5', '1.5', 'many'])
      expect(() => load({ OCR_CONCURRENCY: bad }), bad).toThrow(/OCR_CONCURRENCY/);
    for (const bad of ['0', '3601', 'soon'])
      expect(() => load({ CV_INDEX_POLL_SECONDS: bad }), bad).toThrow(/CV_INDEX_POLL_SECONDS/);
  });

  it('puts REDIS_KEY_PREFIX before Redis keys: empty by default, a short plain name or the start stops', () => {
    expect(load({}).redisKeyPrefix).toBe('');
    expect(load({ REDIS_KEY_PREFIX: 'rp-prod:' }).redisKeyPrefix).toBe('rp-prod:');
    for (const bad of ['has space', 'a*b', 'x'.repeat(65)])
      expect(() => load({ REDIS_KEY_PREFIX: bad }), bad).toThrow(/REDIS_KEY_PREFIX/);
  });
});
