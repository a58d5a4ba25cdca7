import { imageMimeTypes } from '@rp/contract/entities';
import { isOneOf } from '@rp/contract/enums';
import type { TFunction } from 'i18next';
import { uploadMaxMb } from '../../../components/files/file-upload';

const thumbnailSide = 256;

/** The types the photo picker offers: the images the server takes (docs/decisions.md, uploads). */
export const photoAccept = imageMimeTypes.join(',');

/** Why a picked file cannot be a photo (a message), or null: an image type the server takes, within the size limit. */
export function photoFileProblem(file: File, t: TFunction): string | null {
  if (!isOneOf(imageMimeTypes, file.type)) return t('candidates.photo.type');
  if (file.size > uploadMaxMb * 1024 * 1024) return t('errors.file_too_large', { mb: uploadMaxMb });
  return null;
}

/** A 256×256 center-cropped JPEG of an image file, drawn on a canvas (docs/decisions.md, photos). */
export async function toThumbnail(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = thumbnailSide;
  canvas.height = thumbnailSide;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d unavailable');
  context.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    thumbnailSide,
    thumbnailSide,
  );
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))), 'image/jpeg', 0.85),
  );
}
