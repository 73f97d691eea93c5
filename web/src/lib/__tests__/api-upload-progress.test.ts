import { setApiTokenProvider, setApiUnauthorizedHandler } from '../api-client';
import { ApiError } from '../api-error';
import { apiUploadWithProgress } from '../api-upload-progress';

interface Reply {
  status: number;
  body: unknown;
}

/** An XMLHttpRequest stand-in: reports half, then all of the body as sent, then answers the queued reply. */
function fakeXhr(replies: Array<Reply | 'network'>) {
  const sent: Array<{ method: string; url: string; headers: Record<string, string>; body: unknown }> = [];
  class FakeXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private request = { method: '', url: '', headers: {} as Record<string, string>, body: undefined as unknown };
    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      this.request.body = body;
      sent.push(this.request);
      const reply = replies.shift();
      queueMicrotask(() => {
        if (reply === 'network' || reply === undefined) {
          this.onerror?.();
          return;
        }
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

function form(): FormData {
  const data = new FormData();
  data.append('thread_id', 't1');
  data.append('file', new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }));
  return data;
}

describe('Upload with progress', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setApiTokenProvider(() => null);
    setApiUnauthorizedHandler(() => Promise.resolve(false));
  });

  it('sends the token and an Idempotency-Key, reports progress and answers the data', async () => {
    const sent = fakeXhr([{ status: 200, body: { success: true, message: '', data: { message_id: 'm1' } } }]);
    setApiTokenProvider(() => 'abc');
    const progress: number[] = [];
    await expect(apiUploadWithProgress('/api/message/create', form(), (fraction) => progress.push(fraction))).resolves.toEqual({ message_id: 'm1' });
    expect(progress).toEqual([0.5, 1]);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/message/create' });
    expect(sent[0].headers.Authorization).toBe('Bearer abc');
    expect(sent[0].headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0].body).toBeInstanceOf(FormData);
  });

  it("throws the server's message and field errors", async () => {
    fakeXhr([{ status: 413, body: { success: false, message: 'ファイルは10MBまでです。', data: null, errors: { file: ['ファイルは10MBまでです。'] } } }]);
    const error = await apiUploadWithProgress('/api/message/create', form()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, message: 'ファイルは10MBまでです。' });
    expect((error as ApiError).messagesFor('file')).toEqual(['ファイルは10MBまでです。']);
  });

  it('sends again with the same key after a network failure, and with a renewed token after a 401', async () => {
    vi.useFakeTimers();
    try {
      const sent = fakeXhr(['network', { status: 401, body: { success: false, message: '', data: null } }, { status: 200, body: { success: true, message: '', data: { message_id: 'm2' } } }]);
      let token = 'old';
      setApiTokenProvider(() => token);
      setApiUnauthorizedHandler(() => {
        token = 'new';
        return Promise.resolve(true);
      });
      const done = apiUploadWithProgress('/api/message/create', form());
      await vi.advanceTimersByTimeAsync(1_000);
      await expect(done).resolves.toEqual({ message_id: 'm2' });
      expect(sent.map((request) => request.headers.Authorization)).toEqual(['Bearer old', 'Bearer old', 'Bearer new']);
      expect(new Set(sent.map((request) => request.headers['Idempotency-Key'])).size).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
