
/**
 * Uploaded files under server-generated names, outside any served folder; handed out only by
 * access-checked endpoints.
 */
export abstract class FileStore {
  abstract put(area: string, id: string, bytes: Buffer): Promise<void>;
  abstract get(area: string, id: string): Promise<Buffer | null>;
  abstract remove(area: string, id: string): Promise<void>;
}
