import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCandidate, makeCategory } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { fieldError, labelled, pickOption, renderWithApp, text } from '../../../test/render';
import { CandidateFormPage } from './candidate-form-page';

/** The photo of a new candidate, chosen beside the full form and uploaded once it is saved. */

const t = text;
const direct = makeCategory({ id: 3, code: 'DIRECT', description: 'Directo' });

beforeEach(() => {
  mockApi('get', 'categories/', [direct]);
  mockApi('get', 'states/', []);
  mockApi('get', 'catalogs/', []);
});

const renderNew = () =>
  renderWithApp(<CandidateFormPage kind="direct_indirect" />, { route: '/database/direct_indirect/new' });

const field = (name: string) => screen.getByLabelText(labelled(name), { selector: 'input, textarea' });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: t('common.actions.save') }));

async function fillRequired() {
  type(t('candidates.fields.names'), 'Valeria');
  type(t('candidates.fields.last_name'), 'Quintanilla');
  await pickOption(field(t('candidates.fields.category')), t('common.enums.category.DIRECT'));
}

describe('a photo chosen before the first save', { timeout: 30_000 }, () => {
  let urls: string[];
  let revoked: string[];

  beforeEach(() => {
    urls = [];
    revoked = [];
    // jsdom draws no images: a decoded bitmap, a 2D context and a JPEG blob stand in
    vi.stubGlobal('createImageBitmap', async () => ({ width: 640, height: 480, close: () => {} }));
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: () => {},
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) =>
      callback(new Blob(['jpeg-bytes'], { type: 'image/jpeg' })),
    );
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: () => {
        const url = `blob:preview-${urls.length + 1}`;
        urls.push(url);
        return url;
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', {
      configurable: true,
      value: (url: string) => revoked.push(url),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  // the photo's input, not the CV's (fill from CV)
  const fileInput = () =>
    document.querySelector('input[type="file"]:not([accept*="pdf"])') as HTMLInputElement;
  const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
  const photoFile = (name = 'foto.png', type = 'image/png') => new File(['png-bytes'], name, { type });
  const preview = () => screen.queryByRole('img', { name: t('candidates.photo.preview_alt') });

  it('is shown, then uploaded for the new id once the candidate is created', async () => {
    const post = mockApi('post', 'candidates/', makeCandidate({ id: 77 }));
    const upload = mockApi('post', 'candidates/77/upload_photo/', makeCandidate({ id: 77, photo_path: 5 }));
    renderNew();
    await fillRequired();
    choose(photoFile());
    await waitFor(() => expect(preview()?.getAttribute('src')).toBe('blob:preview-1'));
    expect(screen.getByText(t('candidates.photo.on_save'))).toBeTruthy();
    expect(upload.requests).toHaveLength(0);

    save();
    await waitFor(() => expect(upload.requests).toHaveLength(1));
    expect(post.requests).toHaveLength(1);
    // the 256×256 JPEG made from the chosen file (multipart field `photo`)
    expect(upload.last.body).toEqual({ photo: expect.objectContaining({ type: 'image/jpeg', size: 10 }) });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/database/direct_indirect/77'),
    );
    // the preview's URL is let go with the form
    expect(revoked).toContain('blob:preview-1');
  });

  it('a new choice replaces the preview (the old URL is revoked); clearing it sends no photo', async () => {
    const post = mockApi('post', 'candidates/', makeCandidate({ id: 79 }));
    const upload = mockApi('post', 'candidates/79/upload_photo/', makeCandidate({ id: 79 }));
    renderNew();
    choose(photoFile());
    await waitFor(() => expect(preview()?.getAttribute('src')).toBe('blob:preview-1'));
    choose(photoFile('otra.webp', 'image/webp'));
    await waitFor(() => expect(preview()?.getAttribute('src')).toBe('blob:preview-2'));
    expect(revoked).toEqual(['blob:preview-1']);

    choose(new File(['x'], 'nada.png', { type: 'image/png' }));
    await waitFor(() => expect(preview()?.getAttribute('src')).toBe('blob:preview-3'));
    fireEvent.change(fileInput(), { target: { files: [] } });
    await waitFor(() => expect(preview()).toBeNull());
    expect(revoked).toEqual(['blob:preview-1', 'blob:preview-2', 'blob:preview-3']);
    await fillRequired();
    save();
    await waitFor(() => expect(post.requests).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/database/direct_indirect/79'),
    );
    expect(upload.requests).toHaveLength(0);
  });

  it('refuses a file that is not a JPEG, PNG, WebP or GIF image, or too large, before anything is sent', async () => {
    renderNew();
    const input = fileInput();
    choose(photoFile('cv.pdf', 'application/pdf'));
    await waitFor(() =>
      expect(fieldError(screen.getByRole('button', { name: labelled(t('candidates.photo.pick')) }))).toBe(
        t('candidates.photo.type'),
      ),
    );
    expect(preview()).toBeNull();

    const big = photoFile('grande.jpg', 'image/jpeg');
    Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() =>
      expect(fieldError(screen.getByRole('button', { name: labelled(t('candidates.photo.pick')) }))).toBe(
        t('errors.file_too_large', { mb: 10 }),
      ),
    );
    expect(preview()).toBeNull();
    expect(urls).toHaveLength(0);
  });

  it('failing to upload keeps the candidate, says so and opens its page to try again', async () => {
    const post = mockApi('post', 'candidates/', makeCandidate({ id: 78 }));
    const upload = mockApi('post', 'candidates/78/upload_photo/', {
      status: 400,
      body: { file: ['El archivo no es una imagen válida'] },
    });
    renderNew();
    await fillRequired();
    choose(photoFile());
    await waitFor(() => expect(preview()).not.toBeNull());
    save();
    await waitFor(() => expect(upload.requests).toHaveLength(1));
    expect(await screen.findByText(t('candidates.photo.upload_failed_title'))).toBeTruthy();
    expect(screen.getByText(new RegExp(t('candidates.photo.upload_failed')))).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/database/direct_indirect/78'),
    );
    // saved once: the failure is not taken for a failed save
    expect(post.requests).toHaveLength(1);
    expect(screen.queryByText(t('candidates.notify.error_saving'))).toBeNull();
  });
});
