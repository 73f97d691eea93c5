import { UnprocessableEntityException } from '@nestjs/common';
import { INVALID_INPUT_MESSAGE } from './validation-messages';

/** A request whose fields break the endpoint's rules: 422 with per-field messages. */
export class RequestValidationException extends UnprocessableEntityException {
  constructor(readonly fields: Record<string, string[]>) {
    super(INVALID_INPUT_MESSAGE);
  }
}
