import type { Writable } from 'node:stream';
import { PersonalDataErasureService } from '../../application/accounts/personal-data-erasure.service';
import { createApp } from '../app/create-app';
import type { AppConfig } from '../config/app-config';

/** `personal-data:erase-due`: deletes the keys (and read-model copies) of every erasure whose retention period has passed. */
export async function personalDataEraseDueCommand(config: AppConfig, output: Writable): Promise<number> {
  const running = await createApp(config);
  try {
    const erased = await running.app.get(PersonalDataErasureService).eraseDue();
    output.write(`個人データを消去しました: ${erased} 人 / Erased the personal data of ${erased} people whose retention period has passed.\n`);
    return 0;
  } finally {
    await running.close();
  }
}
