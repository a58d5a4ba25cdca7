import type { Locator, Page } from '@playwright/test';
import { type Api, expect, expectNotice, type Lang, signIn, test, unique, useLanguage } from '../fixtures';
import { expectPhoneLayout, measureLayout } from '../layout-rules';

/**
 * The reason dialog (components/form/reason-dialog.tsx) through both of its wrappers: the cancel
 * dialog of a requirement and of a vacancy (components/form/cancel-dialog.tsx) and the decline of a
 * vacancy's approval (features/vacancies/components/decline-modal.tsx). At a phone's 390 px and a
 * laptop's 1440 px, in Spanish and in English: an empty (or blank) reason is refused on the field
 * without asking the server, the dialog fits the screen with its buttons in reach and its texts in
 * the chosen language, and a reason confirms the action, whose outcome shows on screen.
 */

type Row = { id: number };
type Kind = 'requirement' | 'vacancy';

const phone = { width: 390, height: 844 };
const laptop = { width: 1440, height: 900 };

// the journey checks its own layout: the trace of a failure keeps the DOM snapshots without the
// screencast (as tests/phone-layouts.spec.ts)
test.use({ trace: { mode: 'retain-on-failure', screenshots: false } });

/** What a dialog says, as the i18n files word it (packages/contract/src/i18n/{es,en}). */
type DialogTexts = {
  /** The button of the screen that opens it. */
  open: string;
  title: string;
  message: (code: string) => string;
  reason: string;
  keep: string;
  submit: string;
  /** What the screen says once confirmed (a notice, or the approval page's thanks). */
  done: string;
  /** The status badge after the action (the cancel dialogs). */
  status?: string;
};

const texts: Record<Lang, { required: string; close: string } & Record<Kind | 'decline', DialogTexts>> = {
  es: {
    required: 'Este campo es obligatorio',
    close: 'Cerrar',
    requirement: {
      open: 'Cancelar requerimiento',
      title: 'Cancelar requerimiento',
      message: (code) =>
        `El requerimiento ${code} se cancelará y sus candidatos en proceso o aceptados quedarán rechazados. Escriba el motivo.`,
      reason: 'Motivo de cancelación',
      keep: 'No cancelar',
      submit: 'Cancelar requerimiento',
      done: 'Requerimiento cancelado',
      status: 'Cancelado',
    },
    vacancy: {
      open: 'Cancelar vacante',
      title: 'Cancelar vacante',
      message: (code) =>
        `La vacante ${code} se cancelará: sus candidatos en proceso quedarán rechazados y los enlaces de aprobación dejarán de funcionar. Escriba el motivo.`,
      reason: 'Motivo de cancelación',
      keep: 'No cancelar',
      submit: 'Cancelar vacante',
      done: 'Vacante cancelada',
      status: 'Cancelada',
    },
    decline: {
      open: 'Rechazar',
      title: 'Rechazar vacante',
      message: (code) => `La vacante ${code} regresará al solicitante con su comentario. Escriba el motivo.`,
      reason: 'Comentario',
      keep: 'Volver',
      submit: 'Rechazar',
      done: 'La vacante fue rechazada y regresó al solicitante.',
    },
  },
  en: {
    required: 'This field is required',
    close: 'Close',
    requirement: {
      open: 'Cancel requirement',
      title: 'Cancel requirement',
      message: (code) =>
        `Requirement ${code} will be canceled and its candidates in progress or accepted will be rejected. Enter the reason.`,
      reason: 'Cancellation reason',
      keep: 'Do not cancel',
      submit: 'Cancel requirement',
      done: 'Requirement canceled',
      status: 'Canceled',
    },
    vacancy: {
      open: 'Cancel vacancy',
      title: 'Cancel vacancy',
      message: (code) =>
        `Vacancy ${code} will be canceled: its candidates in progress will be rejected and its approval links will stop working. Enter the reason.`,
      reason: 'Cancellation reason',
      keep: 'Do not cancel',
      submit: 'Cancel vacancy',
      done: 'Vacancy canceled',
      status: 'Canceled',
    },
    decline: {
      open: 'Decline',
      title: 'Decline vacancy',
      message: (code) => `Vacancy ${code} will go back to the requester with your comment. Enter the reason.`,
      reason: 'Comment',
      keep: 'Go back',
      submit: 'Decline',
      done: 'The vacancy was declined and went back to the requester.',
    },
  },
};

/** Words of the other language: a dialog showing one of them holds an untranslated text. */
const foreignWords: Record<Lang, RegExp> = {
  es: /\b(the|and|will|be|your|its|enter|cancel|canceled|decline|reason|comment|close|back|vacancy|requirement|required)\b/i,
  en: /[¿¡ñáéíóú]|\b(el|la|los|las|del|que|se|su|sus|motivo|cancelar|rechazar|volver|cerrar|comentario|vacante|requerimiento|obligatorio)\b/i,
};

/** A requirement (New) and two clients vacancies per round: one New, one waiting for its approver. */
type Round = {
  lang: Lang;
  /** Which cancel dialog the round opens. */
  cancel: Kind;
  target: { id: number; code: string; path: string };
  declined: { id: number; code: string; key: string };
};

/** The records of the rounds, through the API (as the other journeys prepare what a screen needs). */
async function seed(api: Api, plan: { lang: Lang; cancel: Kind }[]): Promise<Round[]> {
  const company = await api.createCompany({
    region: 'Región motivos ',
    code: 'MOT',
    name: 'Maquiladora de motivos ',
  });
  const approver = await api.addDefaultApprover(company.region, 'motivo.aprobador');
  const position = await api.post<Row>('positions/', {
    name_es: unique('Operador de producción '),
    name_en: 'Production operator',
  });
  const newVacancy = () =>
    api.createClientsVacancy(company.id, { position: 'Analista de costos e inventarios ', quantity: 2 });

  const rounds: Round[] = [];
  for (const { lang, cancel } of plan) {
    const target =
      cancel === 'requirement'
        ? { ...(await api.createRequirement(company.id, position.id)), kind: 'direct' }
        : { ...(await newVacancy()), kind: 'clients' };
    const declined = await newVacancy();
    // the approval link mailed for this vacancy (the outbox names its code)
    const key = await api.sendForApproval(declined, approver);
    rounds.push({
      lang,
      cancel,
      target: { id: target.id, code: target.code, path: `/requeriments/${target.kind}/${target.id}` },
      declined: { id: declined.id, code: declined.code, key },
    });
  }
  return rounds;
}

/**
 * The dialog fits the screen: at 390 px the phone layout rules (no sideways scroll, 44 px targets),
 * wider no sideways scroll; inside it nothing sticks out of its box nor is cut (a text wider than
 * its button); every button wholly on screen, and the topmost thing at its centre.
 */
async function expectDialogFits(page: Page, dialog: Locator, label: string, isPhone: boolean) {
  if (isPhone) await expectPhoneLayout(page, label);
  else
    expect((await measureLayout(page)).overhang, `${label}: the page scrolls sideways`).toBeLessThanOrEqual(
      0,
    );
  const problems = await dialog.evaluate((root) => {
    const box = root.getBoundingClientRect();
    const found: string[] = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '')
        .split(' ')
        .find((name) => name.startsWith('mantine-'))} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    if (box.left < -0.5 || box.right > window.innerWidth + 0.5)
      found.push(
        `the dialog spans ${Math.round(box.left)}–${Math.round(box.right)} of ${window.innerWidth} px`,
      );
    for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || el.closest('[aria-hidden="true"]')) continue;
      if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5)
        found.push(`${describe(el)} sticks out of the dialog`);
      else if (el.tagName !== 'TEXTAREA' && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
        found.push(`${describe(el)} is cut: ${el.scrollWidth} px in ${el.clientWidth} px`);
    }
    return found;
  });
  expect(problems, `${label}: the dialog's content`).toEqual([]);
  // the close, keep and confirm buttons: wholly on screen, and each the topmost thing at its centre
  const buttons = await dialog.getByRole('button').evaluateAll((all) =>
    all.map((el) => {
      const rect = el.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      const onScreen =
        rect.width > 0 &&
        rect.height > 0 &&
        rect.left >= 0 &&
        rect.top >= 0 &&
        rect.right <= window.innerWidth &&
        rect.bottom <= window.innerHeight;
      const name = el.getAttribute('aria-label') || (el.textContent ?? '').trim();
      if (!onScreen) return `${name}: off screen`;
      return hit && el.contains(hit) ? `${name}: in reach` : `${name}: under ${hit?.outerHTML.slice(0, 60)}`;
    }),
  );
  expect(buttons, `${label}: the dialog's buttons`).toHaveLength(3);
  expect(
    buttons.filter((button) => !button.endsWith(': in reach')),
    `${label}: buttons out of reach`,
  ).toEqual([]);
}

/**
 * Keep and confirm laid out for the screen: on a phone stacked, each the form's full width (the same
 * width and left edge), keep above confirm; wider, in one row at the form's right, keep first.
 */
async function expectDialogButtons(dialog: Locator, words: DialogTexts, label: string, isPhone: boolean) {
  const boxOf = async (what: string, locator: Locator) => {
    const box = await locator.boundingBox();
    expect(box, `${label}: ${what} is drawn`).not.toBeNull();
    return box ?? { x: 0, y: 0, width: 0, height: 0 };
  };
  const form = await boxOf('the form', dialog.locator('form'));
  const keep = await boxOf('keep', dialog.getByRole('button', { name: words.keep, exact: true }));
  const submit = await boxOf('confirm', dialog.getByRole('button', { name: words.submit, exact: true }));
  // within half a pixel
  const near = (actual: number, expected: number, what: string) =>
    expect(actual, `${label}: ${what}`).toBeCloseTo(expected, 0);
  near(submit.height, keep.height, 'confirm as tall as keep');
  if (isPhone) {
    for (const [name, box] of [
      ['keep', keep],
      ['confirm', submit],
    ] as const) {
      near(box.x, form.x, `${name} starts at the form's left`);
      near(box.width, form.width, `${name} as wide as the form`);
    }
    expect(submit.y, `${label}: confirm below keep`).toBeGreaterThanOrEqual(keep.y + keep.height);
  } else {
    near(submit.y, keep.y, 'keep and confirm in one row');
    expect(submit.x, `${label}: confirm after keep`).toBeGreaterThanOrEqual(keep.x + keep.width);
    near(submit.x + submit.width, form.x + form.width, "confirm at the form's right");
  }
}

/** Every text of the dialog in `lang`: its name, message, field, buttons; no key, no foreign word. */
async function expectDialogTexts(
  dialog: Locator,
  lang: Lang,
  words: DialogTexts,
  code: string,
  label: string,
) {
  await expect(dialog.getByText(words.message(code), { exact: true })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: words.reason })).toBeVisible();
  await expect(dialog.getByRole('button', { name: words.keep, exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: words.submit, exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: texts[lang].close, exact: true })).toBeVisible();
  const shown = (await dialog.innerText()).replace(code, '');
  expect(shown, `${label}: an i18n key shows`).not.toMatch(/\b[a-z_]+\.[a-z_]+\.[a-z_]+\b/);
  expect(shown, `${label}: a text not in ${lang}`).not.toMatch(foreignWords[lang]);
}

/**
 * The dialog as a user meets it: confirmed empty, then blank, each refused on the field with the
 * required message and no request sent; then confirmed with a reason (padded with spaces, sent
 * trimmed), after which it closes. `posts` is the journey's list of the actions' requests.
 */
async function answerDialog(
  page: Page,
  options: { lang: Lang; words: DialogTexts; code: string; reason: string; label: string; posts: string[] },
) {
  const { lang, words, code, label, posts } = options;
  const isPhone = (page.viewportSize()?.width ?? 0) < 768;
  await page.getByRole('button', { name: words.open, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: words.title });
  await expect(dialog).toBeVisible();
  await expectDialogTexts(dialog, lang, words, code, label);
  await expectDialogButtons(dialog, words, label, isPhone);
  const reason = dialog.getByRole('textbox', { name: words.reason });
  await expect(reason).toBeFocused();

  const before = posts.length;
  await dialog.getByRole('button', { name: words.submit, exact: true }).click();
  await expect(dialog.getByText(texts[lang].required, { exact: true })).toBeVisible();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  // the message grew the dialog: it still fits, every button in reach
  await expectDialogFits(page, dialog, `${label}, reason missing`, isPhone);
  await reason.fill('   ');
  await dialog.getByRole('button', { name: words.submit, exact: true }).click();
  await expect(dialog.getByText(texts[lang].required, { exact: true })).toBeVisible();
  expect(posts.slice(before), `${label}: an empty reason went to the server`).toEqual([]);
  await expect(dialog).toBeVisible();

  await reason.fill(`  ${options.reason}  `);
  await expect(dialog.getByText(texts[lang].required, { exact: true })).toBeHidden();
  await dialog.getByRole('button', { name: words.submit, exact: true }).click();
  await expect(dialog, `${label}: the confirm with a reason closes the dialog`).toBeHidden();
  expect(posts.slice(before), `${label}: the confirm sent the action once`).toHaveLength(1);
}

async function playRound(page: Page, api: Api, round: Round, posts: string[]) {
  const { lang } = round;
  const width = page.viewportSize()?.width;
  const label = (what: string) => `${what} (${lang}, ${width} px)`;

  // 1. the cancel dialog of a requirement or a vacancy, from its detail page
  const words = texts[lang][round.cancel];
  const reason = `Motivo ${round.cancel} ${lang} ${width} ${unique('')}`;
  await useLanguage(page, lang);
  if (new URL(page.url()).pathname !== round.target.path) await page.goto(round.target.path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  const status = page.getByTestId(round.cancel === 'requirement' ? 'requirement-status' : 'vacancy-status');
  await expect(status).not.toContainText(String(words.status));
  await answerDialog(page, {
    lang,
    words,
    code: round.target.code,
    reason,
    label: label(`cancel ${round.cancel}`),
    posts,
  });
  await expectNotice(page, words.done);
  await expect(status).toContainText(String(words.status));
  await expect(page.getByRole('button', { name: words.open, exact: true })).toHaveCount(0);
  // the header shows the reason as typed, trimmed
  await expect(page.getByText(reason, { exact: true }).first()).toBeVisible();
  const canceled = await api.get<{ status: string; cancel_reason: string | null }>(
    `${round.cancel === 'requirement' ? 'requeriments' : 'vacancies'}/${round.target.id}/`,
  );
  expect(canceled).toMatchObject({ status: 'Cancel', cancel_reason: reason });

  // 2. the decline of the approval, on the page its link opens
  const decline = texts[lang].decline;
  const comment = `Comentario ${lang} ${width} ${unique('')}`;
  await page.goto(`/approve/${round.declined.key}`);
  await expect(page.getByText(round.declined.code).first()).toBeVisible();
  await answerDialog(page, {
    lang,
    words: decline,
    code: round.declined.code,
    reason: comment,
    label: label('decline'),
    posts,
  });
  await expect(page.getByRole('status').filter({ hasText: decline.done })).toBeVisible();
  await expect(page.getByRole('button', { name: decline.open, exact: true })).toHaveCount(0);
  // back to its requester, the approval declined with the comment as typed (trimmed)
  const vacancy = await api.get<{ status: string }>(`vacancies/${round.declined.id}/`);
  expect(vacancy.status).toBe('New');
  const approvals = await api.get<{ declined_at: string | null; decline_comment: string | null }[]>(
    'vacancy-approvals/',
    { vacancy: round.declined.id },
  );
  expect(approvals).toEqual([
    expect.objectContaining({ decline_comment: comment, declined_at: expect.any(String) }),
  ]);
}

for (const viewport of [phone, laptop]) {
  test(`the reason dialogs at ${viewport.width} px: a reason required, the dialog fits, the action done (es, en)`, async ({
    page,
    api,
  }) => {
    // 20–25 s each on a busy 2-core machine (the web build and server start not counted)
    test.setTimeout(60_000);
    // the phone cancels a requirement in Spanish and a vacancy in English, the laptop the other way
    const plan =
      viewport === phone
        ? ([
            { lang: 'es', cancel: 'requirement' },
            { lang: 'en', cancel: 'vacancy' },
          ] as const)
        : ([
            { lang: 'es', cancel: 'vacancy' },
            { lang: 'en', cancel: 'requirement' },
          ] as const);
    const rounds = await seed(api, [...plan]);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (
        request.method() === 'POST' &&
        /\/api\/(requeriments\/cancel_requeriment|vacancies\/cancel_vacancy|vacancies\/decline)\//.test(
          request.url(),
        )
      )
        posts.push(request.url());
    });
    await page.setViewportSize(viewport);
    // one sign-in for the rounds, straight to the first one's screen; each loads its screen in its
    // language
    await page.goto('/favicon.svg');
    await useLanguage(page, rounds[0]?.lang ?? 'es');
    await signIn(page, undefined, rounds[0]?.target.path);
    for (const round of rounds) await playRound(page, api, round, posts);
  });
}
