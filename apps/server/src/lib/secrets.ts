import { createCipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from './tokens';

/**
 * AES-256-GCM with the stored-secret key (HKDF of the secret), stored as v2:iv:tag:ciphertext
 * (base64url). Values written before the per-purpose keys are v1 (key: SHA-256 of "secrets:" +
 * secret); whatever reads stored secrets back must accept both (docs/decisions.md).
 */
export function encryptSecret(secret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(secret, 'stored-secret'), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    'v2',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    data.toString('base64url'),
  ].join(':');
}
