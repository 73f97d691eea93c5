import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IdentificationUploadForm } from '../components/identification-upload-form';
import { MAX_FILE_BYTES, fileProblem } from '../lib/identification-files';

function fileOf(name: string, type: string, bytes = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

function renderForm() {
  const onSubmit = vi.fn();
  const view = render(<IdentificationUploadForm submitting={false} errorMessage={null} onSubmit={onSubmit} />);
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  // The file picker's accept list is a hint only: the checks must hold for anything dropped in.
  const user = userEvent.setup({ applyAccept: false });
  return { onSubmit, input, user };
}

describe('identity document files', () => {
  it('accepts JPEG, PNG and PDF up to 5 MB', () => {
    expect(fileProblem(fileOf('a.jpg', 'image/jpeg'))).toBeNull();
    expect(fileProblem(fileOf('a.png', 'image/png', MAX_FILE_BYTES))).toBeNull();
    expect(fileProblem(fileOf('a.pdf', 'application/pdf'))).toBeNull();
    expect(fileProblem(fileOf('a.heic', ''))).toMatch(/提出できない形式/);
    expect(fileProblem(fileOf('a.pdf', ''))).toBeNull();
  });

  it('refuses another type and a file over 5 MB, and keeps the good ones', async () => {
    const { input, user, onSubmit } = renderForm();
    await user.upload(input, [
      fileOf('license.jpg', 'image/jpeg'),
      fileOf('scan.gif', 'image/gif'),
      fileOf('huge.png', 'image/png', MAX_FILE_BYTES + 1),
    ]);
    expect(
      await screen.findByText('「scan.gif」は提出できない形式です。JPEG・PNG・PDFのファイルを選んでください。'),
    ).toBeInTheDocument();
    expect(screen.getByText('「huge.png」は5MBを超えています。5MB以下のファイルを選んでください。')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: '提出するファイル' });
    expect(list).toHaveTextContent('license.jpg');
    expect(list).not.toHaveTextContent('scan.gif');

    await user.click(screen.getByRole('button', { name: '本人確認書類を提出する' }));
    expect(onSubmit).toHaveBeenCalledWith([expect.objectContaining({ name: 'license.jpg' })]);
  });

  it('takes three files at most', async () => {
    const { input, user } = renderForm();
    await user.upload(input, [
      fileOf('1.jpg', 'image/jpeg'),
      fileOf('2.jpg', 'image/jpeg'),
      fileOf('3.pdf', 'application/pdf'),
      fileOf('4.png', 'image/png'),
    ]);
    expect(await screen.findByText('提出できるファイルは3つまでです。')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '提出するファイル' }).querySelectorAll('li')).toHaveLength(3);
  });

  it('cannot be sent without a file, and a chosen file can be taken back', async () => {
    const { input, user } = renderForm();
    expect(screen.getByRole('button', { name: '本人確認書類を提出する' })).toBeDisabled();
    await user.upload(input, fileOf('license.jpg', 'image/jpeg'));
    await waitFor(() => expect(screen.getByRole('button', { name: '本人確認書類を提出する' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'license.jpgを取り消す' }));
    expect(screen.getByRole('button', { name: '本人確認書類を提出する' })).toBeDisabled();
  });
});
