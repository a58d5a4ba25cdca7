import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

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

/**
 * The claims of a valid access token: the user, its session version and the session (the refresh
 * token family it was issued with, docs/decisions.md "Logout ends the session's access tokens").
 */
export type AccessClaims = { userId: number; sessionVersion: number; sessionId: string };

/** A session id as issueTokens makes them (a UUID, the refresh token family). */
const sessionIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Access tokens whose signature a process remembers having checked. */
const VERIFIED_TOKENS = 5000;

export function createTokenService(secret: string, accessTtlSeconds: number) {
  const accessKey = deriveKey(secret, 'access-token');
  const linkKey = deriveKey(secret, 'file-link');
  /** The claims of a signed payload of ours, or null when its type or claims are not an access token's. */
  const claimsOf = (payload: JWTPayload): AccessClaims | null => {
    const userId = subjectUserId(payload.sub);
    if (payload.typ !== 'access' || userId === null) return null;
    if (typeof payload.ver !== 'number' || !Number.isSafeInteger(payload.ver)) return null;
    if (typeof payload.sid !== 'string' || !sessionIdPattern.test(payload.sid)) return null;
    return { userId, sessionVersion: payload.ver, sessionId: payload.sid };
  };
  // a token verified once is the same token on its next request: its signature is not checked again
  // (an HMAC through WebCrypto, ~1 ms of CPU per request), only its expiry (docs/performance.md)
  const verified = new LRUCache<string, { claims: AccessClaims; exp: number }>({ max: VERIFIED_TOKENS });
  return {
    /**
     * `ver` is the user's session version: raising it ends every access token issued before; `sid`
     * is the session: logging it out ends its access tokens.
     */
    async signAccess(userId: number, sessionVersion: number, sessionId: string): Promise<string> {
      return new SignJWT({ typ: 'access', ver: sessionVersion, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${accessTtlSeconds}s`)
        .sign(accessKey);
    },
    /** The user, session version and session of a valid access token (signed here, typed, with `exp`), or null. */
    async verifyAccess(token: string): Promise<AccessClaims | null> {
      const known = verified.get(token);
      // valid while exp is after now in whole seconds, as jose judges it
      if (known) return known.exp > Math.floor(Date.now() / 1000) ? known.claims : null;
      try {
        const { payload } = await jwtVerify(token, accessKey, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
        });
        const claims = claimsOf(payload);
        if (claims && typeof payload.exp === 'number') verified.set(token, { claims, exp: payload.exp });
        return claims;
      } catch {
        return null;
      }
    },
    /**
     * The claims of an access token signed here, even past its `exp`: only logout reads it so, to
     * tell whose session ends (docs/decisions.md "Logout revokes only the caller's own session").
     */
    async verifyAccessForLogout(token: string): Promise<(AccessClaims & { isExpired: boolean }) | null> {
      try {
        const { payload } = await jwtVerify(token, accessKey, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
        });
        const claims = claimsOf(payload);
        return claims && { ...claims, isExpired: false };
      } catch (error) {
        // jose checks the signature before the claims: an expired token's payload is authentic
        const claims = error instanceof errors.JWTExpired ? claimsOf(error.payload) : null;
        return claims && { ...claims, isExpired: true };
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
