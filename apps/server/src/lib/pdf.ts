import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import type { FastifyReply } from 'fastify';
import pdfmake from 'pdfmake';
import type { Content, PageOrientation, TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * PDF documents (requirement reports, vacancy requisitions): pdfmake renders them with the Roboto
 * fonts shipped in its package — nothing is fetched at run time (URLs refused, local reads limited
 * to that font folder).
 */
const fontDir = join(
  dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'fonts',
  'Roboto',
);
let isConfigured = false;

function configurePdfmake() {
  if (isConfigured) return;
  pdfmake.setFonts({
    Roboto: {
      normal: join(fontDir, 'Roboto-Regular.ttf'),
      bold: join(fontDir, 'Roboto-Medium.ttf'),
      italics: join(fontDir, 'Roboto-Italic.ttf'),
      bolditalics: join(fontDir, 'Roboto-MediumItalic.ttf'),
    },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => resolve(path).startsWith(fontDir + sep));
  isConfigured = true;
}

/** A document definition as PDF bytes. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  configurePdfmake();
  return pdfmake.createPdf(definition).getBuffer();
}

/** Sends PDF bytes inline as `<name>.pdf`, never cached by shared caches. */
export function sendPdf(reply: FastifyReply, name: string, pdf: Buffer) {
  const fileName = name.replace(/[^\w.-]+/g, '_');
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `inline; filename="${fileName}.pdf"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}

/**
 * The frame every report shares: letter paper, the product's styles (title, section, table
 * header) and a footer with when it was generated and the page number, in the reader's words.
 */
export function reportDocument(opts: {
  title: string;
  subject?: string;
  orientation?: PageOrientation;
  generated: string;
  page: (page: number, pages: number) => string;
  content: Content[];
}): TDocumentDefinitions {
  return {
    info: { title: opts.title, subject: opts.subject, creator: 'Recruitment Platform' },
    pageSize: 'LETTER',
    pageOrientation: opts.orientation ?? 'portrait',
    pageMargins: [36, 36, 36, 40],
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    styles: {
      title: { fontSize: 16, bold: true, color: '#2b8a3e', margin: [0, 0, 0, 8] },
      section: { fontSize: 11, bold: true, margin: [0, 10, 0, 4] },
      th: { bold: true, fillColor: '#eeeeee' },
    },
    footer: (page, pages) => ({
      columns: [
        { text: opts.generated, fontSize: 7, color: '#666666' },
        { text: opts.page(page, pages), alignment: 'right', fontSize: 7, color: '#666666' },
      ],
      margin: [36, 10, 36, 0],
    }),
    content: opts.content,
  };
}
