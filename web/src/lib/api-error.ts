export type FieldErrors = Readonly<Record<string, readonly string[]>>;

export const NETWORK_ERROR_MESSAGE =
  'ネットワークエラーが発生しました。通信環境をご確認のうえ、もう一度お試しください。';

export const UNEXPECTED_RESPONSE_MESSAGE =
  'サーバーとの通信に失敗しました。しばらく時間をおいてから、もう一度お試しください。';

/** status 0 means the request never reached the server. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: FieldErrors = {},
    /** The envelope's data, when a refusal still carries some (a link check's status, for one). */
    readonly data: unknown = null,
  ) {
    super(message);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  messagesFor(field: string): readonly string[] {
    return this.fieldErrors[field] ?? [];
  }
}
