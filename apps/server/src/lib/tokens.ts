import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export type TokenService = ReturnType<typeof createTokenService>;

export function createTokenService(secret: string, accessTtlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    async signAccess(userId: number): Promise<string> {
      return new SignJWT({ typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${accessTtlSeconds}s`)
        .sign(key);
    },
    /** The user id of a valid access token, or null. */
    async verifyAccess(token: string): Promise<number | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (payload.typ !== 'access' || !payload.sub) return null;
        return Number(payload.sub);
      } catch {
        return null;
      }
    },
    /** HMAC-signed short-lived link for a resource id ("file:12"). */
    sign(value: string, expiresAt: number): string {
      const mac = createHmac('sha256', secret).update(`${value}:${expiresAt}`).digest('base64url');
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
