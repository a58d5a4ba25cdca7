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

export type Lang = 'es' | 'en';

/**
 * The language the app starts in on the next load (the device's choice, never the user's record);
 * the page must be on the app's origin.
 */
export async function useLanguage(page: Page, lang: Lang) {
  await setLocalStorage(page, 'hr_tecma_lang', lang);
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

/** The categories the server seeds (packages/contract/src/enums.ts, `categoryCodes`). */
export type CategoryCode = 'DIRECT' | 'INDIRECT' | 'ADMINISTRATIVE' | 'MANAGERIAL';

/** What `Api.createCompany` names: each a prefix, made `unique`. */
type CompanyNames = { region: string; code: string; name: string; customUrl?: string };

/** A company made by `Api.createCompany`: its name, its region, the key of its public pages. */
export type Company = { id: number; name: string; region: number; customUrl?: string };

/** A requirement or a vacancy just created: its code is the one the screens and the mails show. */
export type Coded = { id: number; code: string };

/** The REST API as the superuser, to prepare data for a journey. */
export class Api {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  /** The seeded categories, read once per journey. */
  private categories?: Promise<Array<Created & { code: string }>>;

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

  /** POST file-records/ (multipart): a file stored with its kind and owner, answered as its record. */
  async uploadFile(
    file: { name: string; mimeType: string; buffer: Buffer },
    fields: { kind: string; owner_type?: string; owner_id?: number },
  ): Promise<Created> {
    const res = await this.request.post('/api/file-records/', {
      headers: this.headers(),
      multipart: {
        file,
        kind: fields.kind,
        ...(fields.owner_type ? { owner_type: fields.owner_type } : {}),
        ...(fields.owner_id ? { owner_id: String(fields.owner_id) } : {}),
      },
    });
    expect(res.ok(), `upload ${file.name}: ${await res.text()}`).toBe(true);
    return (await res.json()) as Created;
  }

  async delete(path: string): Promise<void> {
    const res = await this.request.delete(`/api/${path}`, { headers: this.headers() });
    expect(res.ok(), `DELETE ${path}: ${await res.text()}`).toBe(true);
  }

  /**
   * The approval key of the request mailed to `approver` (read from the outbox): of the vacancy
   * `code` when given (the mail names it), else of the newest request (the outbox lists the newest
   * first).
   */
  async approvalKey(approver: string, code?: string): Promise<string> {
    const mails = await this.get<Array<{ template: string; text: string }>>('mail-outbox/', {
      search: approver,
    });
    const key = mails
      .find(
        (mail) => mail.template === 'approval_request' && (code === undefined || mail.text.includes(code)),
      )
      ?.text.match(/\/approve\/([A-Za-z0-9_-]+)/)?.[1];
    expect(key, `the approval key ${code ? `of ${code} ` : ''}mailed to ${approver}`).toBeTruthy();
    return String(key);
  }

  /** Sends the vacancy to its approvers; the key mailed to `approver` for it. */
  async sendForApproval(vacancy: Coded, approver: string): Promise<string> {
    await this.post('vacancies/send_emails/', { id: vacancy.id });
    return this.approvalKey(approver, vacancy.code);
  }

  /** Approves by the key alone, as the approver's link does (no account, no token). */
  async approveByKey(key: string): Promise<void> {
    const res = await this.request.post('/api/vacancies/approve/', { data: { key } });
    expect(res.ok(), `approve ${key}: ${await res.text()}`).toBe(true);
  }

  /** The id of a seeded category. */
  async categoryId(code: CategoryCode): Promise<number> {
    this.categories ??= this.get<Array<Created & { code: string }>>('categories/');
    const id = (await this.categories).find((category) => category.code === code)?.id;
    expect(id, `the category ${code}`).toBeDefined();
    return Number(id);
  }

  /**
   * A region of its own (area Norte) and a company in it, their names and the company's code made
   * `unique` from the prefixes given; with `customUrl`, the company has public pages under that key
   * (in lower case).
   */
  createCompany(names: CompanyNames & { customUrl: string }): Promise<Company & { customUrl: string }>;
  createCompany(names: CompanyNames): Promise<Company>;
  async createCompany(names: CompanyNames): Promise<Company> {
    const region = await this.post<Created>('regions/', { name: unique(names.region), area: 'Norte' });
    const name = unique(names.name);
    const customUrl = names.customUrl === undefined ? undefined : unique(names.customUrl).toLowerCase();
    const company = await this.post<Created>('companies/', {
      code: unique(names.code).slice(0, 20),
      name_es: name,
      email: 'rh@example.com',
      region: region.id,
      custom_url: customUrl,
    });
    return { id: company.id, name, region: region.id, customUrl };
  }

  /**
   * The default approver of the region's clients vacancies (Laura Méndez, plant manager), mailed
   * when one is sent for approval; returns the e-mail, made `unique` from `emailPrefix`.
   */
  async addDefaultApprover(region: number, emailPrefix: string): Promise<string> {
    const email = `${unique(emailPrefix).toLowerCase()}@example.com`;
    await this.post('default-approvals/', {
      full_name: 'Laura Méndez',
      title: 'Gerente de planta',
      email,
      approval_type: 'clients',
      sort_item: 1,
      send_email: true,
      region,
    });
    return email;
  }

  /**
   * A direct requirement (New) of `company` dated today, with one item: three of `position`, any
   * gender, the first shift. Its code, and the item's id (what an assignment names).
   */
  async createRequirement(company: number, position: number): Promise<Coded & { itemId: number }> {
    const direct = await this.categoryId('DIRECT');
    const [shift] = await this.get<Created[]>('catalogs/', { clas_id: 3 });
    const requirement = await this.post<Coded & { items: Created[] }>('requeriments/', {
      company,
      requeriment_date: new Date().toISOString().slice(0, 10),
      category: direct,
      items: [{ position, gender: 'any', shift_type: shift?.id, category: direct, quantity: 3, details: '' }],
    });
    const itemId = requirement.items[0]?.id;
    expect(requirement.code, 'the code of the new requirement').toBeTruthy();
    expect(itemId, `the item of ${requirement.code}`).toBeDefined();
    return { id: requirement.id, code: requirement.code, itemId: Number(itemId) };
  }

  /**
   * A clients vacancy (New) of `company`, administrative, paid 20,000 to 26,000: its position made
   * `unique` from `options.position`, for `options.quantity` people (the server's default without).
   */
  async createClientsVacancy(
    company: number,
    options: { position: string; quantity?: number },
  ): Promise<Coded & { position: string }> {
    const position = unique(options.position);
    const vacancy = await this.post<Coded>('vacancies/', {
      vacancy_type: 'clients',
      company,
      category: await this.categoryId('ADMINISTRATIVE'),
      position,
      salary_from: 20000,
      salary_to: 26000,
      quantity: options.quantity,
    });
    expect(vacancy.code, 'the code of the new vacancy').toBeTruthy();
    return { id: vacancy.id, code: vacancy.code, position };
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
