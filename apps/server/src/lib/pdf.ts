import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import type { FastifyReply } from 'fastify';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

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
