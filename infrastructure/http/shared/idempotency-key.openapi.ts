import type { OpenAPIObject } from '@nestjs/swagger';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency-key';

const WRITE_OPERATIONS = ['post', 'put', 'patch', 'delete'] as const;

/** Names the optional `Idempotency-Key` header on every write operation of the document. */
export function withIdempotencyKeyHeader(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const method of WRITE_OPERATIONS) {
      const operation = item[method];
      if (!operation) continue;
      operation.parameters = [
        ...(operation.parameters ?? []),
        {
          name: IDEMPOTENCY_KEY_HEADER,
          in: 'header',
          required: false,
          description:
            '操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。',
          schema: { type: 'string', minLength: 1, maxLength: 255 },
        },
      ];
    }
  }
  return document;
}
