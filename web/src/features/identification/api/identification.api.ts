import { apiUpload } from '../../../lib/api-upload';
import type { ApiAnswer } from '../../../lib/typed-api-client';

export function uploadIdentification(files: readonly File[]): Promise<ApiAnswer<'/api/mypage/user/upload-identification', 'post'>> {
  return apiUpload('/api/mypage/user/upload-identification', 'files', files);
}
