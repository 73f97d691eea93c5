import type { Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import type { ContentImageEvent } from './content-image.events';

export type ContentImageCommand = {
  type: 'RecordContentImage';
  image_id: string;
  sha256: string;
  content_type: string;
  width: number;
  height: number;
  now: string;
};

export type ContentImageState = { status: 'absent' } | { status: 'stored' };

export const contentImageDecider: Decider<ContentImageCommand, ContentImageState, ContentImageEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve: () => ({ status: 'stored' }),
  decide(command, state) {
    if (state.status === 'stored') throw DomainError.conflict('content_image.id_taken', 'この画像はすでに登録されています。');
    const { type: _type, now, ...image } = command;
    return [{ type: 'ContentImageUploaded', data: { ...image, uploaded_at: now } }];
  },
};
