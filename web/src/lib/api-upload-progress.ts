import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';
import { currentApiToken, envelopeData, renewApiToken } from './api-client';
import { idempotencyKeyFor, NETWORK_RETRY_DELAYS_MS } from './idempotent-fetch';

/** How much of the body has gone, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

interface Sent {
  status: number;
  payload: unknown;
}

function sendOnce(path: string, form: FormData, token: string | null, key: string, onProgress: UploadProgress | undefined, signal: AbortSignal | undefined): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Idempotency-Key', key);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let payload: unknown;
      try {
        payload = JSON.parse(xhr.responseText) as unknown;
      } catch {
        payload = undefined;
      }
      resolve({ status: xhr.status, payload });
    };
    xhr.onerror = () => reject(new TypeError('network'));
    xhr.onabort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Posts multipart form data with XMLHttpRequest, which (unlike fetch) reports how much of the
 * body has gone. Otherwise it behaves as every other write: one Idempotency-Key for the action,
 * resent after a network failure with the same key, the token renewed once on a 401, and the
 * answer read from its envelope.
 */
export async function apiUploadWithProgress<T>(path: string, form: FormData, onProgress?: UploadProgress, signal?: AbortSignal): Promise<T> {
  const key = idempotencyKeyFor('POST') as string;
  const attempt = async (token: string | null): Promise<Sent> => {
    for (let retry = 0; ; retry++) {
      try {
        return await sendOnce(path, form, token, key, onProgress, signal);
      } catch (error) {
        if (!(error instanceof TypeError)) throw error;
        if (retry >= NETWORK_RETRY_DELAYS_MS.length) throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
        await pause(NETWORK_RETRY_DELAYS_MS[retry]);
      }
    }
  };
  const token = currentApiToken();
  let sent = await attempt(token);
  if (sent.status === 401 && token && (await renewApiToken(token))) sent = await attempt(currentApiToken());
  return envelopeData<T>(sent.status, sent.payload);
}
