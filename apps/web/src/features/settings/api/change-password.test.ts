import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { changePassword } from './change-password';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const body = {
  password: 'Otra-clave-larga-7',
  confirm_password: 'Otra-clave-larga-7',
  current_password: 'x',
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  session.setTokens('old-access', 'old-refresh');
});
afterEach(() => vi.unstubAllGlobals());

describe('changePassword', () => {
  it("one's own change keeps the session with the fresh pair the server returns", async () => {
    fetchMock.mockResolvedValue(
      json(200, { detail: 'ok', token: 'new-access', refresh_token: 'new-refresh' }),
    );
    await changePassword({ id: 1, body });
    expect(session.accessToken).toBe('new-access');
    expect(session.refreshToken).toBe('new-refresh');
  });

  it("another user's reset leaves the admin's tokens alone", async () => {
    fetchMock.mockResolvedValue(json(200, { detail: 'ok' }));
    await changePassword({ id: 2, body: { password: body.password, confirm_password: body.password } });
    expect(session.accessToken).toBe('old-access');
    expect(session.refreshToken).toBe('old-refresh');
  });
});
