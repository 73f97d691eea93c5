import { apiUpload } from '../../../lib/api-upload';

export function uploadIdentification(files: readonly File[]): Promise<{ identification_verify_status: number }> {
  return apiUpload('/api/mypage/user/upload-identification', 'files', files);
}
