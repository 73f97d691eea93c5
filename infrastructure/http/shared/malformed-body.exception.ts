import { BadRequestException } from '@nestjs/common';

/** A body that cannot be read as a request, with a message that says why (400). */
export class MalformedBodyException extends BadRequestException {}

/** Objects and lists inside each other: no form of the API needs more than a few levels. */
export const MAX_BODY_DEPTH = 32;

export function tooDeep(): MalformedBodyException {
  return new MalformedBodyException(`データの入れ子が深すぎます。${MAX_BODY_DEPTH}段までにしてください。`);
}
