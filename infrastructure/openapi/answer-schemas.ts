import type { OpenAPIObject } from '@nestjs/swagger';
import generated from './answer-schemas.generated.json';

type Schema = Record<string, unknown>;

/** What one route answers when it succeeds. */
export type OperationAnswer =
  /** The `data` of the JSON envelope. */
  | { kind: 'json'; data: Schema }
  /** A file, in the media types the route declares with @ApiProduces. */
  | { kind: 'file'; types: string[] }
  /** A stream the route writes itself (server-sent events), in the media type it declares. */
  | { kind: 'stream'; types: string[] };

/**
 * The answers of every route, read from the controllers' return types by `npm run api:generate`
 * (scripts/openapi) and kept in answer-schemas.generated.json beside this file.
 */
export interface AnswerSchemas {
  components: Record<string, Schema>;
  operations: Record<string, OperationAnswer>;
  /**
   * The fields of the request body classes as their TypeScript types say. Nest reads a field's
   * type from its runtime metadata, which says only `Object` for `string | null` and other unions:
   * those fields take the type from here.
   */
  bodyFields: Record<string, Record<string, Schema>>;
}

/** The answers as last generated. */
export const answerSchemas = generated as unknown as AnswerSchemas;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The envelope of every refusal: the message, and for bad input the fields at fault. */
export const API_ERROR_SCHEMA_NAME = 'ApiErrorEnvelope';
const API_ERROR_SCHEMA: Schema = {
  type: 'object',
  required: ['success', 'message', 'data'],
  properties: {
    success: { type: 'boolean', enum: [false] },
    message: { type: 'string', description: '利用者に見せる説明（です・ます）' },
    data: { nullable: true, description: '拒否の内容によっては補足（たとえば待つ秒数）' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } }, description: '項目名ごとの誤りの説明' },
  },
};

/** What Nest writes for a field whose runtime type is only `Object`. */
function isVague(schema: Schema): boolean {
  const described = ['$ref', 'enum', 'items', 'properties', 'additionalProperties', 'allOf', 'anyOf', 'oneOf'].some((keyword) => keyword in schema);
  return !described && (schema.type === undefined || schema.type === 'object');
}

function envelope(data: Schema): Schema {
  return {
    type: 'object',
    required: ['success', 'message', 'data'],
    properties: { success: { type: 'boolean', enum: [true] }, message: { type: 'string' }, data },
  };
}

/**
 * Gives every operation of the document its exact success answer (the envelope around the
 * route's own `data` type, or the file or stream it produces) and the shared error envelope for
 * 4xx answers. An operation the answers do not know keeps what Nest wrote, and the document test
 * refuses it.
 */
export function withAnswerSchemas(document: OpenAPIObject, answers: AnswerSchemas = answerSchemas): OpenAPIObject {
  const schemas: Record<string, unknown> = { ...(document.components?.schemas ?? {}) };
  for (const [name, schema] of Object.entries({ ...answers.components, [API_ERROR_SCHEMA_NAME]: API_ERROR_SCHEMA })) {
    if (name in schemas) throw new Error(`OpenAPI schema ${name} is both a request DTO and an answer type: rename one`);
    schemas[name] = schema;
  }
  for (const [name, fields] of Object.entries(answers.bodyFields)) {
    const properties = (schemas[name] as { properties?: Record<string, Schema> } | undefined)?.properties;
    for (const [field, schema] of Object.entries(properties ?? {})) {
      const precise = fields[field];
      if (!precise) continue;
      if (isVague(schema)) properties![field] = { ...precise, ...(schema.description ? { description: schema.description } : {}) };
      else if (precise.nullable === true && schema.nullable !== true) properties![field] = { ...schema, nullable: true, ...(Array.isArray(schema.enum) ? { enum: [...schema.enum, null] } : {}) };
    }
  }
  document.components = { ...document.components, schemas: schemas as NonNullable<OpenAPIObject['components']>['schemas'] };

  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      const answer = operation?.operationId ? answers.operations[operation.operationId] : undefined;
      if (!operation || !answer) continue;
      const responses = operation.responses;
      const status = Object.keys(responses).find((code) => code.startsWith('2')) ?? '200';
      const declared = (responses[status] ?? {}) as { description?: string };
      let content: Record<string, { schema: Schema }>;
      if (answer.kind === 'json') {
        content = { 'application/json': { schema: envelope(answer.data) } };
      } else {
        const schema = answer.kind === 'file' ? { type: 'string', format: 'binary' } : { type: 'string' };
        content = Object.fromEntries(answer.types.map((type) => [type, { schema }]));
      }
      responses[status] = { description: declared.description || '成功', content };
      responses['4XX'] = {
        description: '誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと）',
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${API_ERROR_SCHEMA_NAME}` } } },
      };
    }
  }
  return document;
}
