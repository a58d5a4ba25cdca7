import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

/** The superuser the e2e server seeds (ADMIN_USERNAME / ADMIN_PASSWORD of the config). */
export const admin = { username: 'admin', password: 'E2e-admin-1' } as const;

/** A name no other test (nor a previous run against the same server) uses. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

const curpAlphabet = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
const consonants = 'BCDFGHJKLMNPQRSTVWXYZ';

/**
 * A CURP the contract accepts (packages/contract/src/rules/candidate.ts, `curpProblem`): `start`
 * (four initials, the second a vowel, and the birth date YYMMDD, before 2000), the sex, a state and
 * three random consonants, homonym 0 and RENAPO's check digit (weights 18..2, modulo 10).
 */
export function randomCurp(start: string, sex: 'H' | 'M' = 'H'): string {
  const pick = () => consonants[Math.floor(Math.random() * consonants.length)];
  const first17 = `${start}${sex}BC${pick()}${pick()}${pick()}0`;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += curpAlphabet.indexOf(first17[i] ?? '') * (18 - i);
  return `${first17}${(10 - (sum % 10)) % 10}`;
}

/** A one-page PDF with a line of text, as a CV (valid: xref offsets computed). */
export function cvPdf(text: string): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Signs in through the login page (Spanish, the default language) and waits to leave it. */
export async function loginAs(page: Page, username: string, password: string) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Usuario', { exact: true }).fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(signedInMark(page)).toBeVisible();
}

/**
 * Signs in through the API and stores the session the way the login page does (faster than the
 * form, for journeys that are not about signing in), then opens `path`.
 */
export async function signIn(page: Page, credentials: Credentials = admin, path = '/') {
  const res = await page.request.post('/api/login/', { data: credentials });
  expect(res.ok(), `login of ${credentials.username}: ${await res.text()}`).toBe(true);
  const body = (await res.json()) as { token: string; refresh_token: string; user: unknown };
  // any page of the origin gives access to its localStorage
  await page.goto('/favicon.svg');
  await setLocalStorage(page, 'hr_tecma_access_token', body.token);
  await setLocalStorage(page, 'hr_tecma_refresh_token', body.refresh_token);
  await setLocalStorage(page, 'hr_tecma_user', JSON.stringify(body.user));
  await page.goto(path);
  await expect(signedInMark(page)).toBeVisible();
}

/**
 * What the signed-in top bar shows (in Spanish or English): the logout button, or below 768 px the
 * user menu that holds it.
 */
export function signedInMark(page: Page) {
  return page
    .getByRole('button', { name: /^(Cerrar sesión|Log out)$/ })
    .or(page.getByRole('button', { name: /^(Menú de usuario|User menu)$/ }));
}

/**
 * Makes the user's controls (profile, language, region, logout) reachable: below 768 px they are
 * in the panel of the user menu, which this opens; wider they are in the top bar already.
 */
export async function openUserControls(page: Page) {
  const userMenu = page.getByRole('button', { name: /^(Menú de usuario|User menu)$/ });
  if ((await userMenu.count()) === 0) return;
  if ((await userMenu.getAttribute('aria-expanded')) !== 'true') await userMenu.click();
  await expect(page.getByRole('dialog', { name: /^(Menú de usuario|User menu)$/ })).toBeVisible();
}

/**
 * A notification with this text is showing. An earlier one with the same text may still be on
 * screen, so the journeys also check the effect of the action itself.
 */
export async function expectNotice(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
}

/**
 * Closes the toasts on screen. A toast under the pointer never closes by itself (hovering pauses
 * it), so one that appeared over the next button to click would block the click for good.
 */
export async function closeNotices(page: Page) {
  for (const button of await page.locator('.mantine-Notification-closeButton').all())
    await button.click({ timeout: 2_000 }).catch(() => undefined);
}

/** Sets a localStorage key of the app's origin (the page must be on the app). */
export async function setLocalStorage(page: Page, key: string, value: string) {
  await page.evaluate(
    ([k, v]) =>
      (
        globalThis as unknown as { localStorage: { setItem(a: string, b: string): void } }
      ).localStorage.setItem(k, v),
    [key, value] as const,
  );
}

export async function getLocalStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate(
    (k) =>
      (globalThis as unknown as { localStorage: { getItem(a: string): string | null } }).localStorage.getItem(
        k,
      ),
    key,
  );
}

type Created = { id: number };
export type Credentials = { username: string; password: string };

/** The REST API as the superuser, to prepare data for a journey. */
export class Api {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async login(request: APIRequestContext, credentials: Credentials = admin): Promise<Api> {
    const res = await request.post('/api/login/', { data: credentials });
    expect(res.ok(), `login of ${credentials.username}: ${await res.text()}`).toBe(true);
    const body = (await res.json()) as { token: string };
    return new Api(request, body.token);
  }

  private headers() {
    return { Authorization: `Bearer ${this.token}` };
  }

  async get<T>(path: string, params?: Record<string, string | number>): Promise<T> {
    const res = await this.request.get(`/api/${path}`, { headers: this.headers(), params });
    expect(res.ok(), `GET ${path}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }

  async post<T>(path: string, data: unknown): Promise<T> {
    const res = await this.request.post(`/api/${path}`, { headers: this.headers(), data });
    expect(res.ok(), `POST ${path}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }

  async put<T>(path: string, data: unknown): Promise<T> {
    const res = await this.request.put(`/api/${path}`, { headers: this.headers(), data });
    expect(res.ok(), `PUT ${path}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }

  async delete(path: string): Promise<void> {
    const res = await this.request.delete(`/api/${path}`, { headers: this.headers() });
    expect(res.ok(), `DELETE ${path}: ${await res.text()}`).toBe(true);
  }

  /** The approval key of the request mailed to `approver` (read from the outbox). */
  async approvalKey(approver: string): Promise<string> {
    const mails = await this.get<Array<{ template: string; text: string }>>('mail-outbox/', {
      search: approver,
    });
    const key = mails
      .find((mail) => mail.template === 'approval_request')
      ?.text.match(/\/approve\/([A-Za-z0-9_-]+)/)?.[1];
    expect(key, `the approval key mailed to ${approver}`).toBeTruthy();
    return String(key);
  }

  createRole(role: { name: string; short: string; routes: string[] }) {
    return this.post<Created & { short: string; routes: string[] }>('roles/', { status: true, ...role });
  }

  createUser(user: {
    username: string;
    password: string;
    first_name?: string;
    last_name?: string;
    roles?: number[];
    is_superuser?: boolean;
  }) {
    return this.post<Created & { username: string }>('users/', {
      first_name: 'E2E',
      last_name: 'Tester',
      ...user,
    });
  }

  /** A role granting `routes` and a user holding only that role. */
  async createLimitedUser(routes: string[]): Promise<Credentials & { id: number; roleId: number }> {
    const short = unique('e2e_');
    const role = await this.createRole({ name: `E2E ${short}`, short, routes });
    const credentials = { username: unique('e2e.'), password: 'E2e-user-pass-1' };
    const user = await this.createUser({ ...credentials, roles: [role.id] });
    return { ...credentials, id: user.id, roleId: role.id };
  }
}

export const test = base.extend<{ api: Api }>({
  api: async ({ request }, use) => {
    await use(await Api.login(request));
  },
});

export { expect };
