import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '../../application/shared/file-store.port';

const SAFE_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Files under `DATA_DIR/files/<area>/<id>`: names are server-made ids, never a client's file name. */
export class LocalFileStore extends FileStore {
  constructor(private readonly root: string) {
    super();
  }

  async put(area: string, id: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(area, id);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes, { mode: 0o600 });
  }

  async get(area: string, id: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(area, id));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(area: string, id: string): Promise<void> {
    await rm(this.pathOf(area, id), { force: true });
  }

  private pathOf(area: string, id: string): string {
    if (!SAFE_NAME.test(area) || !SAFE_NAME.test(id)) throw new Error(`unsafe file name ${area}/${id}`);
    return path.join(this.root, area, id);
  }
}
