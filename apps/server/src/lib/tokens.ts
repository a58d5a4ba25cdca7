import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export type TokenService = ReturnType<typeof createTokenService>;

/** What a key derived from the one secret is for; each purpose gets its own key (docs/operations.md). */
export type KeyPurpose = 'access-token' | 'file-link' | 'stored-secret';

/** A 32-byte key for one purpose, derived from JWT_SECRET with HKDF-SHA256. */
export function deriveKey(secret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'recruitment-platform', `rp:${purpose}`, 32));
}

/**
 * The user id a token's `sub` names: only a canonical positive integer string ("12"), never " 12",
 * "012", "0x0c", "1e1" or a non-string (issue 27 item 13; docs/decisions.md "A token names its user
 * exactly"); null otherwise.
 */
export function subjectUserId(sub: unknown): number | null {
  if (typeof sub !== 'string' || !/^[1-9][0-9]*$/.test(sub)) return null;
  const id = Number(sub);
  return Number.isSafeInteger(id) ? id : null;
}

/** The claims of a valid access token. */
export type AccessClaims = { userId: number; sessionVersion: number };

export function createTokenService(secret: string, accessTtlSeconds: number) {
  const accessKey = deriveKey(secret, 'access-token');
  const linkKey = deriveKey(secret, 'file-link');
  return {
    /** `ver` is the user's session version: raising it ends every access token issued before. */
    async signAccess(userId: number, sessionVersion: number): Promise<string> {
      return new SignJWT({ typ: 'access', ver: sessionVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${accessTtlSeconds}s`)
        .sign(accessKey);
    },
    /** The user and session version of a valid access token (signed here, typed, with `exp`), or null. */
    async verifyAccess(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, accessKey, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
        });
        const userId = subjectUserId(payload.sub);
        if (payload.typ !== 'access' || userId === null) return null;
        if (typeof payload.ver !== 'number' || !Number.isSafeInteger(payload.ver)) return null;
        return { userId, sessionVersion: payload.ver };
      } catch {
        return null;
      }
    },
    /** HMAC-signed short-lived link for a resource id ("file:12"). */
    sign(value: string, expiresAt: number): string {
      const mac = createHmac('sha256', linkKey).update(`${value}:${expiresAt}`).digest('base64url');
      return `${expiresAt}.${mac}`;
    },
    verifySignature(value: string, signature: string): boolean {
      const [exp, mac] = signature.split('.');
      const expiresAt = Number(exp);
      if (!mac || !Number.isFinite(expiresAt) || expiresAt < Date.now() / 1000) return false;
      const expected = Buffer.from(this.sign(value, expiresAt));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
