import { ApiError, NETWORK_ERROR_MESSAGE, UNEXPECTED_RESPONSE_MESSAGE } from './api-error';
import type { FieldErrors } from './api-error';

export interface ApiEnvelope<T> {
  success: boolean;
  message: string;
  data: T;
  errors?: FieldErrors;
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
}

type TokenProvider = () => string | null;

let tokenProvider: TokenProvider = () => null;

/** The app wires this to the session store once, so this module stays free of feature code. */
export function setApiTokenProvider(provider: TokenProvider): void {
  tokenProvider = provider;
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

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
  };
  const token = tokenProvider();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }

  const payload = await readJson(response);
  if (!isEnvelope(payload)) {
    throw new ApiError(UNEXPECTED_RESPONSE_MESSAGE, response.status);
  }
  if (!response.ok || !payload.success) {
    const message = payload.message || UNEXPECTED_RESPONSE_MESSAGE;
    throw new ApiError(message, response.status, readFieldErrors(payload.errors));
  }
  return payload.data as T;
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
