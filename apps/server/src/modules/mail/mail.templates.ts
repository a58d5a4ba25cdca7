import type { Lang } from '@rp/contract';
import { type MailTemplate, mailTemplateParams } from '@rp/contract/entities/mail-outbox';
import { findText } from '../../lib/product-text';

/** The parameters a template takes, by name (packages/contract/src/entities/mail-outbox.ts). */
export type MailParams<T extends MailTemplate> = T extends MailTemplate
  ? Record<(typeof mailTemplateParams)[T][number], string | number>
  : never;

export type RenderedMail = { subject: string; text: string; html: string };

/** The accent of the product's green theme (apps/web/src/app/theme.ts, shade 7). */
const accent = '#277e37';
const fontStack = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

function mailText(lang: Lang, key: string, params?: Record<string, string>): string {
  const found = findText(lang, `mail.${key}`, params);
  if (found === undefined) throw new Error(`mail text missing: ${lang} mail.${key}`);
  return found;
}

/** Every parameter of the template, as text; a missing one is a programming error. */
function paramsOf<T extends MailTemplate>(template: T, params: Record<string, string | number>) {
  const values: Record<string, string> = {};
  for (const name of mailTemplateParams[template] as readonly string[]) {
    const value = params[name];
    if (value === undefined || value === null)
      throw new Error(`mail ${template}: parameter ${name} is missing`);
    values[name] = String(value);
  }
  return values;
}

/**
 * A mail in the recipient's language (docs/domain.md#mail-outbox): subject, plain text and HTML from
 * the `mail` texts of packages/contract/src/i18n/{es,en}/mail.json. `url` (absolute) becomes a button
 * and a plain link. In the HTML every text, parameters included, is escaped.
 */
export function renderMail<T extends MailTemplate>(input: {
  lang: Lang;
  template: T;
  params: MailParams<T>;
  url?: string;
}): RenderedMail {
  const { lang, template, url } = input;
  const params = paramsOf(template, input.params as Record<string, string | number>);
  const key = `templates.${template}`;
  // a subject is one line, whatever a parameter holds
  const subject = mailText(lang, `${key}.subject`, params).replace(/\s+/g, ' ').trim().slice(0, 500);
  const heading = mailText(lang, `${key}.heading`, params);
  const paragraphs = mailText(lang, `${key}.body`, params)
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const action = mailText(lang, `${key}.action`);
  const product = mailText(lang, 'layout.product');
  const linkHint = mailText(lang, 'layout.link_hint');
  const footer = mailText(lang, 'layout.footer');

  const plain = [heading, ...paragraphs, ...(url ? [`${action}: ${url}`] : []), `--\n${footer}`].join('\n\n');

  const p = (content: string, style = 'margin:0 0 16px;font-size:15px;line-height:1.6;color:#212529;') =>
    `<p style="${style}">${content}</p>`;
  const body = paragraphs.map((paragraph) => p(escapeHtml(paragraph).replace(/\n/g, '<br>'))).join('\n');
  const link = url
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr>
<td style="border-radius:6px;background:${accent};"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 24px;font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(action)}</a></td>
</tr></table>
${p(`${escapeHtml(linkHint)}<br><a href="${escapeHtml(url)}" style="color:${accent};word-break:break-all;">${escapeHtml(url)}</a>`, 'margin:0 0 16px;font-size:13px;line-height:1.5;color:#495057;')}`
    : '';
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f1f3f5;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f3f5;padding:24px 12px;font-family:${fontStack};">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;border-top:4px solid ${accent};">
<tr><td style="padding:24px 32px 8px;font-size:13px;font-weight:600;letter-spacing:0.02em;color:${accent};">${escapeHtml(product)}</td></tr>
<tr><td style="padding:0 32px;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#212529;">${escapeHtml(heading)}</h1>
${body}
${link}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e9ecef;font-size:12px;line-height:1.5;color:#868e96;">${escapeHtml(footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text: plain, html };
}
