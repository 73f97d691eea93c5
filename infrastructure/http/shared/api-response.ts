/** The envelope of every JSON answer of the API. */
export interface ApiResponse<T> {
  success: boolean;
  message: string;
  data: T;
  errors?: Record<string, string[]>;
}

export function ok<T>(data: T, message = ''): ApiResponse<T> {
  return { success: true, message, data };
}
