import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { deriveKey } from './tokens';

/** v2 (written): the stored-secret key derived with HKDF; v1 (read only): SHA-256 of "secrets:" + secret. */
const keys = {
  v2: (secret: string) => deriveKey(secret, 'stored-secret'),
  v1: (secret: string) => createHash('sha256').update(`secrets:${secret}`).digest(),
} as const;

/**
 * AES-256-GCM with the stored-secret key (HKDF of the secret), stored as v2:iv:tag:ciphertext
 * (base64url). Values written before the per-purpose keys are v1 (key: SHA-256 of "secrets:" +
 * secret); `decryptSecret` reads both (docs/decisions.md).
 */
export function encryptSecret(secret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.v2(secret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    'v2',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    data.toString('base64url'),
  ].join(':');
}

/** The plain value of a stored secret (v1 or v2); throws when it was written with another secret or is not one. */
export function decryptSecret(secret: string, stored: string): string {
  const [version, iv, tag, data] = stored.split(':');
  if ((version !== 'v1' && version !== 'v2') || !iv || !tag || !data)
    throw new Error('unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', keys[version](secret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
