import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/msw';
import { renderWithApp } from '../../test/render';
import { FileUpload, uploadFile } from './file-upload';

const pick = (file: File) => {
  const input = document.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
};

describe('FileUpload', () => {
  it("says the server's reason on the file without the field's name", async () => {
    mockApi('post', 'file-records/', {
      status: 400,
      body: { file: ['Tipo de archivo no permitido: application/x-msdownload.'] },
    });
    renderWithApp(
      <FileUpload label="Subir documento" send={(file) => uploadFile(file, { kind: 'document' })} />,
    );
    pick(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(
      await screen.findByText('Tipo de archivo no permitido: application/x-msdownload.', { exact: true }),
    ).toBeTruthy();
    expect(screen.queryByText(/^file:/i)).toBeNull();
  });

  it('lists the other fields a refusal names', async () => {
    mockApi('post', 'file-records/', { status: 400, body: { owner_id: ['No existe.'] } });
    renderWithApp(
      <FileUpload label="Subir documento" send={(file) => uploadFile(file, { kind: 'document' })} />,
    );
    pick(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(/No existe\./)).toBeTruthy();
  });
});
