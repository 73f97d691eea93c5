import request from 'supertest';
import type { App } from 'supertest/types';
import { createTestApp, type TestApp } from '../testing/test-app';

type Schema = Record<string, unknown> & { $ref?: string; properties?: Record<string, Schema> };
interface Operation {
  operationId: string;
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];
const DESCRIBING = ['type', '$ref', 'enum', 'anyOf', 'oneOf', 'allOf', 'not'];

/** Where a schema says nothing: no keyword that describes a value, or an object with no fields. */
function vagueParts(schema: Schema | undefined, document: Document, where: string, seen = new Set<string>()): string[] {
  if (!schema || !DESCRIBING.some((keyword) => keyword in schema)) return [where];
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() as string;
    if (seen.has(name)) return [];
    seen.add(name);
    return vagueParts(document.components.schemas[name], document, name, seen);
  }
  if (schema.type === 'object' && Object.keys(schema.properties ?? {}).length === 0 && !schema.additionalProperties) return [where];
  const parts: Array<[string, Schema]> = [
    ...Object.entries(schema.properties ?? {}).map(([name, value]): [string, Schema] => [`${where}.${name}`, value]),
    ...(['anyOf', 'oneOf', 'allOf'] as const).flatMap((keyword) => ((schema[keyword] as Schema[] | undefined) ?? []).map((value): [string, Schema] => [where, value])),
  ];
  if (schema.items) parts.push([`${where}[]`, schema.items as Schema]);
  if (typeof schema.additionalProperties === 'object') parts.push([`${where}[key]`, schema.additionalProperties as Schema]);
  return parts.flatMap(([path, value]) => vagueParts(value, document, path, seen));
}

describe('The OpenAPI document', () => {
  let app: TestApp;
  let document: Document;

  beforeAll(async () => {
    app = await createTestApp('embedded');
    document = (await request(app.app.getHttpServer() as App).get('/api/docs-json').expect(200)).body as Document;
  });
  afterAll(() => app.dispose());

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) => METHODS.filter((method) => item[method]).map((method) => ({ name: `${method.toUpperCase()} ${path}`, operation: item[method] })));

  it('gives every operation a success answer with a precise schema: the envelope around typed data, or a file or stream', () => {
    expect(operations().length).toBeGreaterThan(90);
    const vague: string[] = [];
    for (const { name, operation } of operations()) {
      const success = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
      if (success.length !== 1) {
        vague.push(`${name}: ${success.length} success answers`);
        continue;
      }
      const content = success[0][1].content ?? {};
      if (Object.keys(content).length === 0) vague.push(`${name}: no content`);
      for (const [type, { schema }] of Object.entries(content)) {
        if (type === 'application/json') {
          expect(schema?.required).toEqual(['success', 'message', 'data']);
          vague.push(...vagueParts(schema?.properties?.data, document, `${name} data`));
        } else if (schema?.type !== 'string') {
          vague.push(`${name}: ${type} without a string schema`);
        }
      }
    }
    expect(vague).toEqual([]);
  });

  it('names the shared error envelope, with its field errors, for every 4xx answer', () => {
    for (const { operation } of operations()) {
      expect(operation.responses['4XX'].content?.['application/json'].schema).toEqual({ $ref: '#/components/schemas/ApiErrorEnvelope' });
    }
    expect(document.components.schemas.ApiErrorEnvelope.properties?.errors).toMatchObject({ type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } });
  });

  it('types body fields that Nest sees only as Object (unions with null) from their TypeScript types', () => {
    const search = document.components.schemas.PropertySearchDto.properties ?? {};
    expect(search.key_word).toMatchObject({ type: 'string', nullable: true });
    expect(search.is_building).toMatchObject({ type: 'number', enum: [0, 1, null], nullable: true });
    const vague = Object.entries(document.components.schemas)
      .flatMap(([name, schema]) => Object.entries(schema.properties ?? {}).map(([field, value]) => ({ where: `${name}.${field}`, value })))
      .filter(({ value }) => value.type === 'object' && !value.properties && !value.additionalProperties)
      .map(({ where }) => where);
    expect(vague).toEqual([]);
  });

  it('describes answers by the server types’ own names, files by what the route produces', () => {
    const detail = document.paths['/api/property/viewdetail/{id}'].get.responses['200'].content?.['application/json'].schema;
    expect(detail?.properties?.data).toEqual({ anyOf: [{ $ref: '#/components/schemas/PropertyDetail' }, { $ref: '#/components/schemas/PropertyDetailWithStreet' }] });
    expect(document.components.schemas.PropertyDetail.properties?.images).toEqual({ type: 'array', items: { $ref: '#/components/schemas/PropertyImage' } });
    const photo = document.paths['/api/property/image/{imageId}/{size}'].get.responses['200'].content;
    expect(photo).toEqual({ 'image/jpeg': { schema: { type: 'string', format: 'binary' } } });
    expect(Object.keys(document.paths['/api/message/stream'].get.responses['200'].content ?? {})).toEqual(['text/event-stream']);
  });
});
