import { UnsupportedMediaTypeException as NestUnsupportedMediaType } from '@nestjs/common';

/** A body in a form the endpoint does not take: 415 with a message that says which form it takes. */
export class UnsupportedMediaTypeException extends NestUnsupportedMediaType {
  constructor(message: string) {
    super(message);
  }
}
