import { describe, expect, it } from 'vitest';
import { changePasswordSchema, usernameSchema } from './user';

const messagesByField = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('user input', () => {
  it('says the confirmation does not match together with the other fields’ messages', () => {
    const result = changePasswordSchema.safeParse({ password: 'short', confirm_password: 'other' });
    expect(messagesByField(result)).toMatchObject({ confirm_password: 'validation.passwords_mismatch' });
    expect(messagesByField(result)).toHaveProperty('password');
  });

  it('says which characters a username may have', () => {
    const result = usernameSchema.safeParse('ana lópez');
    expect(result.error?.issues[0]?.message).toBe('validation.username_chars');
    expect(usernameSchema.safeParse('ana.lópez+rh@tecma').success).toBe(true);
  });
});
