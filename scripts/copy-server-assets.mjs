// tsc emits only JavaScript; the files the server reads beside its modules are copied after it.
import { cpSync } from 'node:fs';

const ASSET_FOLDERS = ['infrastructure/pdf/templates'];

for (const folder of ASSET_FOLDERS) {
  cpSync(folder, `dist/server/${folder}`, { recursive: true });
}
