import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { AnswerSchemas, OperationAnswer } from '../../infrastructure/openapi/answer-schemas';
import { TypeSchemaConverter, type JsonSchema } from './type-schema.converter';

const ROUTE_DECORATORS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete']);

function controllerFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.controller.ts'))
    .map((file) => path.join(folder, file))
    .sort();
}

function decoratorName(decorator: ts.Decorator): string | undefined {
  const call = decorator.expression;
  if (ts.isCallExpression(call) && ts.isIdentifier(call.expression)) return call.expression.text;
  return undefined;
}

/** The media types of a route's @ApiProduces, which Nest leaves out of an answer without a schema. */
function producedTypes(node: ts.HasDecorators): string[] {
  return (ts.getDecorators(node) ?? []).flatMap((decorator) =>
    decoratorName(decorator) === 'ApiProduces' && ts.isCallExpression(decorator.expression)
      ? decorator.expression.arguments.filter(ts.isStringLiteralLike).map((argument) => argument.text)
      : [],
  );
}

function decoratorsOf(node: ts.HasDecorators): string[] {
  return (ts.getDecorators(node) ?? []).map(decoratorName).filter((name): name is string => name !== undefined);
}

/**
 * Reads every controller under infrastructure/http with the TypeScript compiler and describes
 * what each route answers, from its method's return type: the `data` of its `ApiResponse<T>`
 * (or of its `PreparedAnswer<T>`, the same answer written out ahead), a file (`StreamableFile`), or nothing the framework writes (a hijacked stream). Operations are
 * keyed as the OpenAPI document names them, `<Controller>_<method>`.
 */
export function generateAnswerSchemas(projectRoot: string): AnswerSchemas {
  const configFile = ts.readConfigFile(path.join(projectRoot, 'tsconfig.json'), (file) => ts.sys.readFile(file));
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, projectRoot);
  const program = ts.createProgram(controllerFiles(path.join(projectRoot, 'infrastructure', 'http')), { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const converter = new TypeSchemaConverter(checker, projectRoot + path.sep);
  const operations: Record<string, OperationAnswer> = {};
  const fieldConverter = new TypeSchemaConverter(checker, projectRoot + path.sep, true);
  const bodyFields: Record<string, Record<string, JsonSchema>> = {};

  /** Every field of a body class (and of the classes it holds), written from its TypeScript type. */
  function collectBodyFields(type: ts.Type): void {
    const symbol = type.getSymbol();
    if (!symbol || !(symbol.flags & ts.SymbolFlags.Class) || symbol.name in bodyFields) return;
    const fields: Record<string, JsonSchema> = {};
    bodyFields[symbol.name] = fields;
    for (const property of checker.getPropertiesOfType(type)) {
      const declared = checker.getTypeOfSymbol(property);
      // Fields typed `unknown` are checked by the domain and described by their @ApiProperty alone.
      if (declared.getCallSignatures().length > 0 || declared.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) continue;
      fields[property.name] = fieldConverter.schemaOf(declared, `${symbol.name}.${property.name}`);
      const propertyType = checker.getNonNullableType(declared);
      const element = checker.isArrayType(propertyType) ? checker.getTypeArguments(propertyType as ts.TypeReference)[0] : propertyType;
      collectBodyFields(element);
    }
  }

  for (const file of program.getRootFileNames()) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    for (const statement of source.statements) {
      if (!ts.isClassDeclaration(statement) || !statement.name || !decoratorsOf(statement).includes('Controller')) continue;
      for (const member of statement.members) {
        if (!ts.isMethodDeclaration(member) || !ts.isIdentifier(member.name)) continue;
        if (!decoratorsOf(member).some((name) => ROUTE_DECORATORS.has(name))) continue;
        const operationId = `${statement.name.text}_${member.name.text}`;
        for (const parameter of member.parameters) {
          if (decoratorsOf(parameter).includes('Body')) collectBodyFields(checker.getTypeAtLocation(parameter));
        }
        const signature = checker.getSignatureFromDeclaration(member);
        if (!signature) throw new Error(`${operationId}: no signature`);
        const returned = checker.getReturnTypeOfSignature(signature);
        const answer = checker.getAwaitedType(returned) ?? returned;
        operations[operationId] = describe(answer, operationId, producedTypes(member));
      }
    }
  }

  function describe(answer: ts.Type, operationId: string, produces: string[]): OperationAnswer {
    const types = produces.length > 0 ? produces : ['application/octet-stream'];
    // A PreparedAnswer<T> is ok(data) already written out: it answers ApiResponse<T>.
    if (answer.getSymbol()?.name === 'PreparedAnswer') {
      const [data] = checker.getTypeArguments(answer as ts.TypeReference);
      return { kind: 'json', data: converter.schemaOf(data, operationId) };
    }
    if (answer.flags & (ts.TypeFlags.Void | ts.TypeFlags.Undefined)) return { kind: 'stream', types };
    if (answer.getSymbol()?.name === 'StreamableFile') return { kind: 'file', types };
    const success = answer.getProperty('success');
    const data = answer.getProperty('data');
    if (!success || !data) {
      converter.problems.push(`${operationId}: answers ${checker.typeToString(answer)}, not ApiResponse<T> from ok(...)`);
      return { kind: 'json', data: {} };
    }
    return { kind: 'json', data: converter.schemaOf(checker.getTypeOfSymbol(data), operationId) };
  }

  const problems = [...converter.problems, ...fieldConverter.problems];
  if (problems.length > 0) {
    throw new Error(`Some answers or body fields have no precise schema:\n  ${problems.join('\n  ')}`);
  }
  return sortKeys({ components: converter.components, operations, bodyFields }) as AnswerSchemas;
}

/** Objects with their keys in order, arrays as they are: the same types always give the same text. */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as JsonSchema).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, item]) => [key, sortKeys(item)]));
}
