import { decodeJwt, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app';
import { createTokenService, deriveKey, subjectUserId } from './tokens';

/** A token names its user exactly (issue 27 item 13; docs/decisions.md "A token names its user exactly"). */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

/** The admin's own token signed again with the real key, every claim kept but `sub`. */
async function withSubject(sub: unknown): Promise<string> {
  const { sub: _sub, ...claims } = decodeJwt(t.adminToken);
  // a sub that is not a string on purpose (jose types it as one)
  return new SignJWT({ ...claims, sub } as unknown as JWTPayload)
    .setProtectedHeader({ alg: 'HS256' })
    .sign(deriveKey(t.config.jwtSecret, 'access-token'));
}

describe('access token subject', () => {
  it('answers 401 to a token signed with the real key whose sub is not a canonical positive integer', async () => {
    const id = decodeJwt(t.adminToken).sub as string;
    expect(id).toMatch(/^[1-9][0-9]*$/);
    const read = (token: string) => t.request({ method: 'GET', url: '/api/regions/', token });
    // the same token with the canonical sub is accepted: only the sub differs below
    expect((await read(await withSubject(id))).statusCode).toBe(200);
    const hex = `0x${Number(id).toString(16)}`;
    for (const sub of [
      ` ${id}`,
      `${id} `,
      `0${id}`,
      `+${id}`,
      hex,
      `${id}.0`,
      `${id}e0`,
      [Number(id)],
      Number(id),
    ]) {
      const res = await read(await withSubject(sub));
      expect(res.statusCode, JSON.stringify(sub)).toBe(401);
    }
  });

  it('subjectUserId reads only canonical positive integer strings', () => {
    expect(subjectUserId('1')).toBe(1);
    expect(subjectUserId('4096')).toBe(4096);
    for (const sub of [
      ' 1',
      '1 ',
      '01',
      '0',
      '-1',
      '+1',
      '0x1',
      '1e0',
      '1.0',
      '',
      '9007199254740993',
      [1],
      1,
      null,
    ])
      expect(subjectUserId(sub), JSON.stringify(sub)).toBeNull();
  });
});

describe('verified tokens remembered', () => {
  it('a token verified once stops at its expiry, and a forged one is never taken for it', async () => {
    const tokens = createTokenService('a-test-secret-0123456789abcdef0123456789', 60);
    const token = await tokens.signAccess(7, 0, '0b7c7a47-7a1d-4f55-9a3c-1f3e8d1c2b3a');
    const claims = { userId: 7, sessionVersion: 0, sessionId: '0b7c7a47-7a1d-4f55-9a3c-1f3e8d1c2b3a' };
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verifyAccess(forged)).toBeNull();
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    try {
      expect(await tokens.verifyAccess(token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
