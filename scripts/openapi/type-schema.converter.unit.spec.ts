import ts from 'typescript';
import { TypeSchemaConverter, type JsonSchema } from './type-schema.converter';

const ROOT = '/project/';
const FILE = `${ROOT}answers.ts`;

/** Converts the type of `answer` declared in `source`, compiled in memory. */
function convert(source: string): { schema: JsonSchema; components: Record<string, JsonSchema>; problems: string[] } {
  const options: ts.CompilerOptions = { strict: true, target: ts.ScriptTarget.ES2022, lib: ['lib.es2022.d.ts'], noEmit: true };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (file) => file === FILE || ts.sys.fileExists(file);
  host.readFile = (file) => (file === FILE ? source : readFile(file));
  host.getSourceFile = (file, language) => (file === FILE ? ts.createSourceFile(file, source, language, true) : getSourceFile(file, language));
  const program = ts.createProgram([FILE], options, host);
  const checker = program.getTypeChecker();
  const answer = checker.getSymbolsInScope(program.getSourceFile(FILE)!, ts.SymbolFlags.Variable).find((symbol) => symbol.name === 'answer');
  const converter = new TypeSchemaConverter(checker, ROOT);
  const schema = converter.schemaOf(checker.getTypeOfSymbol(answer!), 'answer');
  return { schema, components: converter.components, problems: converter.problems };
}

describe('TypeSchemaConverter', () => {
  it('writes a project interface once, under its own name, with its required and optional fields', () => {
    const { schema, components } = convert(`
      interface Listing {
        id: string;
        /** 税込の価格 */
        price: number | null;
        note?: string;
        tags: readonly string[];
        draft: boolean;
      }
      declare const answer: { first: Listing; rest: Listing[] };
    `);
    expect(schema).toEqual({
      type: 'object',
      required: ['first', 'rest'],
      properties: { first: { $ref: '#/components/schemas/Listing' }, rest: { type: 'array', items: { $ref: '#/components/schemas/Listing' } } },
    });
    expect(components.Listing).toEqual({
      type: 'object',
      required: ['id', 'price', 'tags', 'draft'],
      properties: {
        id: { type: 'string' },
        price: { type: 'number', nullable: true, description: '税込の価格' },
        note: { type: 'string' },
        tags: { type: 'array', items: { type: 'string' } },
        draft: { type: 'boolean' },
      },
    });
  });

  it('turns literal unions into enums, a nullable reference into allOf, and Date into a date-time string', () => {
    const { schema, components } = convert(`
      type Status = 'draft' | 'published';
      interface Photo { url: string }
      declare const answer: { status: Status; size: 1 | 2 | null; photo: Photo | null; at: Date; flag: true };
    `);
    expect(schema.properties).toEqual({
      status: { $ref: '#/components/schemas/Status' },
      size: { type: 'number', enum: [1, 2, null], nullable: true },
      photo: { nullable: true, allOf: [{ $ref: '#/components/schemas/Photo' }] },
      at: { type: 'string', format: 'date-time' },
      flag: { type: 'boolean', enum: [true] },
    });
    expect(components.Status).toEqual({ type: 'string', enum: ['draft', 'published'] });
  });

  it('writes records as additionalProperties, tuples with their length, and mixed unions as anyOf', () => {
    const { schema } = convert(`declare const answer: { counts: Record<string, number>; pair: [number, string]; either: string | { code: number } };`);
    expect(schema.properties).toEqual({
      counts: { type: 'object', properties: {}, additionalProperties: { type: 'number' } },
      pair: { type: 'array', items: { anyOf: [{ type: 'number' }, { type: 'string' }] }, minItems: 2, maxItems: 2 },
      either: { anyOf: [{ type: 'string' }, { type: 'object', required: ['code'], properties: { code: { type: 'number' } } }] },
    });
  });

  it('names generic instantiations by their arguments and lets a type contain itself', () => {
    const { schema, components } = convert(`
      interface Page<T> { items: T[]; total: number }
      interface Node { name: string; children: Node[] }
      declare const answer: Page<Node>;
    `);
    expect(schema).toEqual({ $ref: '#/components/schemas/PageNode' });
    expect(components.Node.properties).toEqual({ name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } });
  });

  it('reports what it cannot describe instead of writing an untyped schema silently', () => {
    const { problems } = convert(`declare const answer: { payload: unknown; anything: any; empty: {} };`);
    expect(problems).toEqual([
      'answer.payload: unknown has no precise schema',
      'answer.anything: any has no precise schema',
      'answer.empty: {} has no precise schema',
    ]);
  });
});
