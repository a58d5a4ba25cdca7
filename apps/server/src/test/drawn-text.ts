import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';

/** pdfmake's Roboto, registered once for the drawings below. */
function registerFont() {
  if (GlobalFonts.has('Roboto')) return;
  const fonts = join(
    dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
    'fonts',
    'Roboto',
  );
  GlobalFonts.registerFromPath(join(fonts, 'Roboto-Regular.ttf'), 'Roboto');
}

/**
 * Black lines of text on white, 40 px high, drawn on a canvas of `width` × `height`: the picture of
 * a paper document for the OCR tests, made at test time.
 */
export function drawnText(lines: string[], size = { width: 1100, height: 80 + lines.length * 60 }) {
  registerFont();
  const canvas = createCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.fillStyle = '#000000';
  context.font = '40px Roboto';
  lines.forEach((line, i) => {
    context.fillText(line, 30, 70 + i * 60);
  });
  return { canvas, context, ...size };
}
