import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { MessageComposer, type ComposedMessage } from '../components/message-composer';
import { renderPage } from '../../../test-utils/render-page';

function renderComposer(onSend = vi.fn<(message: ComposedMessage) => Promise<unknown>>().mockResolvedValue(undefined)) {
  renderPage(
    <App>
      <MessageComposer onSend={onSend} />
    </App>,
  );
  return onSend;
}

function pickFile(file: File) {
  fireEvent.change(screen.getByTestId('composer-file'), { target: { files: [file] } });
}

function sized(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('Message composer', () => {
  it('refuses an empty message without sending', async () => {
    const onSend = renderComposer();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: 'メッセージ' }), '   ');
    await user.click(screen.getByRole('button', { name: /送信/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('メッセージを入力するか、ファイルを添付してください。');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('refuses more than 2,000 characters and keeps the text', async () => {
    const onSend = renderComposer();
    const user = userEvent.setup({ delay: null });
    const box = screen.getByRole('textbox', { name: 'メッセージ' });
    fireEvent.change(box, { target: { value: 'あ'.repeat(2_001) } });
    await user.click(screen.getByRole('button', { name: /送信/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('メッセージは2,000文字以内で入力してください。');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('あ'.repeat(2_001));
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends exactly 2,000 characters with Ctrl+Enter and empties the box', async () => {
    const onSend = renderComposer();
    const box = screen.getByRole('textbox', { name: 'メッセージ' });
    fireEvent.change(box, { target: { value: '𠮷'.repeat(2_000) } });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0][0]).toMatchObject({ text: '𠮷'.repeat(2_000), file: null });
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('refuses a file over 10 MB before any upload', async () => {
    const onSend = renderComposer();
    pickFile(sized('図面.pdf', 'application/pdf', 10 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('添付できるファイルは10MBまでです。');
    expect(screen.queryByText('図面.pdf')).not.toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('refuses a file of another type', async () => {
    renderComposer();
    pickFile(sized('page.html', 'text/html', 100));
    expect(await screen.findByRole('alert')).toHaveTextContent('添付できるファイルは PDF・JPEG・PNG・HEIC です。');
  });

  it('sends an accepted file alone, with its progress shown while it uploads', async () => {
    let finish: () => void = () => undefined;
    const onSend = renderComposer(
      vi.fn((message: ComposedMessage) => {
        message.onProgress(0.4);
        return new Promise<unknown>((resolve) => {
          finish = () => resolve(undefined);
        });
      }),
    );
    const user = userEvent.setup({ delay: null });
    pickFile(sized('写真.HEIC', '', 2_000_000));
    expect(await screen.findByText('写真.HEIC')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /送信/ }));
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(onSend.mock.calls[0][0].file?.name).toBe('写真.HEIC');
    finish();
    await waitFor(() => expect(screen.queryByText('写真.HEIC')).not.toBeInTheDocument());
  });
});
