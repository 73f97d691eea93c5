import { apiRequest } from './api-client';

/**
 * Posts files as multipart form data, each part named `field`. The bearer token, the renewal
 * of an ended token and the reading of the answer are those of every other call.
 */
export function apiUpload<T>(path: string, field: string, files: readonly File[]): Promise<T> {
  const form = new FormData();
  for (const file of files) form.append(field, file, file.name);
  return apiRequest<T>(path, { method: 'POST', body: form });
}
