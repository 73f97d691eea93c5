import { ApiError, NETWORK_ERROR_MESSAGE, UNEXPECTED_RESPONSE_MESSAGE } from './api-error';
import type { FieldErrors } from './api-error';
import { idempotencyKeyFor, idempotentFetch } from './idempotent-fetch';

export interface ApiEnvelope<T> {
  success: boolean;
  message: string;
  data: T;
  errors?: FieldErrors;
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Sent as JSON, except a FormData, which goes as multipart with its own boundary. */
  body?: unknown;
  signal?: AbortSignal;
  /** Off for calls whose 401 is an answer rather than an ended token (the refresh call itself). */
  renewOnUnauthorized?: boolean;
}

type TokenProvider = () => string | null;

/**
 * Called once when a request that carried `failedToken` is answered 401. Resolves true when a
 * fresh token is in place, so the request is sent again; false leaves the 401 to the caller.
 */
export type UnauthorizedHandler = (failedToken: string) => Promise<boolean>;

let tokenProvider: TokenProvider = () => null;
let unauthorizedHandler: UnauthorizedHandler = () => Promise.resolve(false);

/** The app wires this to the session store once, so this module stays free of feature code. */
export function setApiTokenProvider(provider: TokenProvider): void {
  tokenProvider = provider;
}

/** The app wires this to the session's token renewal, for the same reason. */
export function setApiUnauthorizedHandler(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return isRecord(value) && typeof value.success === 'boolean';
}

function readFieldErrors(value: unknown): FieldErrors {
  if (!isRecord(value)) return {};
  const result: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) {
      result[field] = messages.filter((item): item is string => typeof item === 'string');
    } else if (typeof messages === 'string') {
      result[field] = [messages];
    }
  }
  return result;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

async function send(path: string, options: ApiRequestOptions, token: string | null, idempotencyKey?: string): Promise<Response> {
  const multipart = options.body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (!multipart) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let body: BodyInit | undefined;
  if (multipart) body = options.body as FormData;
  else if (options.body !== undefined) body = JSON.stringify(options.body);

  try {
    return await idempotentFetch(
      path,
      { method: options.method ?? 'GET', headers, body, signal: options.signal, credentials: 'same-origin' },
      idempotencyKey,
    );
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const token = tokenProvider();
  // One key per call, kept when the call is sent again with a renewed token.
  const idempotencyKey = idempotencyKeyFor(options.method);
  let response = await send(path, options, token, idempotencyKey);
  if (response.status === 401 && token && options.renewOnUnauthorized !== false) {
    if (await unauthorizedHandler(token)) response = await send(path, options, tokenProvider(), idempotencyKey);
  }

  return envelopeData<T>(response.status, await readJson(response));
}

/** The `data` of an answer's envelope, or the ApiError its status and message stand for. */
export function envelopeData<T>(status: number, payload: unknown): T {
  if (!isEnvelope(payload)) {
    throw new ApiError(UNEXPECTED_RESPONSE_MESSAGE, status);
  }
  if (status < 200 || status > 299 || !payload.success) {
    const message = payload.message || UNEXPECTED_RESPONSE_MESSAGE;
    throw new ApiError(message, status, readFieldErrors(payload.errors), payload.data ?? null);
  }
  return payload.data as T;
}

/** The bearer token every call sends now, for requests that cannot go through `apiRequest` (streams, upload progress). */
export function currentApiToken(): string | null {
  return tokenProvider();
}

/** The same renewal of an ended token as every call gets, for those requests. */
export function renewApiToken(failedToken: string): Promise<boolean> {
  return unauthorizedHandler(failedToken);
}

export const apiClient = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};

/** A file behind the bearer token, which an `<img src>` cannot send: fetched and answered as a Blob. */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const headers: Record<string, string> = {};
  const token = tokenProvider();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, { method: 'GET', headers, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  if (!response.ok) {
    const payload = await readJson(response);
    const message = isEnvelope(payload) && payload.message ? payload.message : UNEXPECTED_RESPONSE_MESSAGE;
    throw new ApiError(message, response.status);
  }
  return response.blob();
}
