import ts from 'typescript';

export type JsonSchema = { [keyword: string]: unknown };

/**
 * Turns TypeScript types, as the compiler sees them, into OpenAPI 3.0 schemas. Interfaces and
 * type aliases declared in the project become `components.schemas` entries under their own name,
 * so the web sees the same names the server uses; everything else is written inline.
 * A type it cannot describe (any, unknown, a function) is written as `{}` and reported.
 */
export class TypeSchemaConverter {
  readonly components: Record<string, JsonSchema> = {};
  readonly problems: string[] = [];
  private readonly names = new Map<ts.Type, string>();
  private readonly owners = new Map<string, ts.Type>();

  private depth = 0;

  /** `inlineOnly` writes every type in place, for fields merged into schemas Nest already named. */
  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly projectRoot: string,
    private readonly inlineOnly = false,
  ) {}

  schemaOf(type: ts.Type, where: string): JsonSchema {
    if (this.inlineOnly) {
      if (this.depth > 8) return this.problem(where, `${this.checker.typeToString(type)} (nested too deep to write in place)`);
      this.depth += 1;
      try {
        return this.inline(type, where);
      } finally {
        this.depth -= 1;
      }
    }
    const name = this.componentName(type);
    if (name === undefined) return this.inline(type, where);
    if (!this.names.has(type)) {
      this.names.set(type, name);
      this.owners.set(name, type);
      // Registered before its body is converted, so a type that contains itself refers to itself.
      this.components[name] = {};
      this.components[name] = this.inline(type, name);
    }
    return { $ref: `#/components/schemas/${this.names.get(type)}` };
  }

  private inline(type: ts.Type, where: string): JsonSchema {
    const { flags } = type;
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.Never)) return this.problem(where, this.checker.typeToString(type));
    if (flags & ts.TypeFlags.StringLiteral) return { type: 'string', enum: [(type as ts.StringLiteralType).value] };
    if (flags & ts.TypeFlags.NumberLiteral) return { type: 'number', enum: [(type as ts.NumberLiteralType).value] };
    if (flags & ts.TypeFlags.BooleanLiteral) return { type: 'boolean', enum: [this.checker.typeToString(type) === 'true'] };
    if (flags & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral | ts.TypeFlags.StringMapping)) return { type: 'string' };
    if (flags & ts.TypeFlags.Number) return { type: 'number' };
    if (flags & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (flags & ts.TypeFlags.Null) return { nullable: true, enum: [null] };
    if (type.isUnion()) return this.union(type, where);
    if (this.isLibType(type, 'Date')) return { type: 'string', format: 'date-time' };
    if (this.checker.isTupleType(type)) return this.tuple(type as ts.TypeReference, where);
    if (this.checker.isArrayType(type)) {
      const [item] = this.checker.getTypeArguments(type as ts.TypeReference);
      // `[]` written as a literal: a list that is always empty.
      if (item.flags & ts.TypeFlags.Never) return { type: 'array', items: { not: {} }, maxItems: 0 };
      return { type: 'array', items: this.schemaOf(item, `${where}[]`) };
    }
    if (flags & ts.TypeFlags.Object || type.isIntersection()) return this.object(type, where);
    return this.problem(where, this.checker.typeToString(type));
  }

  private union(type: ts.UnionType, where: string): JsonSchema {
    let parts = type.types.filter((part) => !(part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
    const nullable = parts.some((part) => part.flags & ts.TypeFlags.Null);
    parts = parts.filter((part) => !(part.flags & ts.TypeFlags.Null));
    const booleans = parts.filter((part) => part.flags & ts.TypeFlags.BooleanLiteral);
    let schema: JsonSchema;
    if (parts.length === 0) {
      return { nullable: true, enum: [null] };
    } else if (parts.every((part) => part.flags & ts.TypeFlags.StringLiteral)) {
      schema = { type: 'string', enum: parts.map((part) => (part as ts.StringLiteralType).value) };
    } else if (parts.every((part) => part.flags & ts.TypeFlags.NumberLiteral)) {
      schema = { type: 'number', enum: parts.map((part) => (part as ts.NumberLiteralType).value) };
    } else if (booleans.length === 2 && parts.length === 2) {
      schema = { type: 'boolean' };
    } else if (parts.length === 1) {
      schema = this.schemaOf(parts[0], where);
    } else {
      // true | false inside a wider union reads better as one boolean.
      const rest = booleans.length === 2 ? parts.filter((part) => !booleans.includes(part)) : parts;
      const options = rest.map((part) => this.schemaOf(part, where));
      if (booleans.length === 2) options.push({ type: 'boolean' });
      schema = { anyOf: options };
    }
    if (!nullable) return schema;
    if (schema.$ref !== undefined) return { nullable: true, allOf: [schema] };
    if (Array.isArray(schema.enum)) return { ...schema, nullable: true, enum: [...schema.enum, null] };
    return { ...schema, nullable: true };
  }

  private tuple(type: ts.TypeReference, where: string): JsonSchema {
    const elements = this.checker.getTypeArguments(type);
    const target = type.target as ts.TupleType;
    const required = target.elementFlags.filter((flag) => flag & ts.ElementFlags.Required).length;
    const variadic = target.elementFlags.some((flag) => flag & (ts.ElementFlags.Rest | ts.ElementFlags.Variadic));
    const items = elements.map((element, index) => this.schemaOf(element, `${where}[${index}]`));
    const unique = items.filter((item, index) => items.findIndex((other) => JSON.stringify(other) === JSON.stringify(item)) === index);
    return {
      type: 'array',
      items: unique.length === 1 ? unique[0] : { anyOf: unique },
      minItems: required,
      ...(variadic ? {} : { maxItems: elements.length }),
    };
  }

  private object(type: ts.Type, where: string): JsonSchema {
    if (type.getCallSignatures().length > 0) return this.problem(where, this.checker.typeToString(type));
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const property of this.checker.getPropertiesOfType(type)) {
      const propertyType = this.checker.getTypeOfSymbol(property);
      if (propertyType.getCallSignatures().length > 0) continue;
      const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
      const schema = this.schemaOf(optional ? this.withoutUndefined(propertyType) : propertyType, `${where}.${property.name}`);
      const description = ts.displayPartsToString(property.getDocumentationComment(this.checker)).trim();
      // A $ref takes no siblings in OpenAPI 3.0: a described reference goes through allOf.
      if (description && schema.$ref !== undefined) properties[property.name] = { allOf: [schema], description };
      else properties[property.name] = description ? { ...schema, description } : schema;
      if (!optional && !this.acceptsUndefined(propertyType)) required.push(property.name);
    }
    const schema: JsonSchema = { type: 'object', properties };
    if (required.length > 0) schema.required = required;
    const index = this.checker.getIndexInfosOfType(type).find((info) => info.keyType.flags & (ts.TypeFlags.String | ts.TypeFlags.Number));
    if (index) schema.additionalProperties = this.schemaOf(index.type, `${where}[key]`);
    else if (Object.keys(properties).length === 0) return this.problem(where, this.checker.typeToString(type));
    return schema;
  }

  /** `x?: T` reads as T | undefined; the schema says "not required" instead. */
  private withoutUndefined(type: ts.Type): ts.Type {
    if (!type.isUnion()) return type;
    const parts = type.types.filter((part) => !(part.flags & ts.TypeFlags.Undefined));
    if (parts.length === type.types.length) return type;
    return parts.length === 1 ? parts[0] : type;
  }

  private acceptsUndefined(type: ts.Type): boolean {
    return type.isUnion() ? type.types.some((part) => part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) : false;
  }

  /** The project's own interfaces and aliases, with their type arguments when generic. */
  private componentName(type: ts.Type): string | undefined {
    const alias = type.aliasSymbol;
    let base: string | undefined;
    let args: readonly ts.Type[] = [];
    if (alias && this.declaredInProject(alias)) {
      base = alias.name;
      args = type.aliasTypeArguments ?? [];
    } else if (!alias && type.flags & ts.TypeFlags.Object && !this.checker.isArrayType(type) && !this.checker.isTupleType(type)) {
      const symbol = type.getSymbol();
      const objectFlags = (type as ts.ObjectType).objectFlags;
      const declared = objectFlags & (ts.ObjectFlags.Interface | ts.ObjectFlags.Class | ts.ObjectFlags.Reference);
      if (symbol && declared && !(symbol.flags & ts.SymbolFlags.TypeLiteral) && this.declaredInProject(symbol)) {
        base = symbol.name;
        args = objectFlags & ts.ObjectFlags.Reference ? this.checker.getTypeArguments(type as ts.TypeReference) : [];
      }
    }
    if (base === undefined) return undefined;
    const argNames = args.map((arg) => this.argumentName(arg));
    if (argNames.some((name) => name === undefined)) return undefined;
    const name = [base, ...argNames].join('');
    const owner = this.owners.get(name);
    if (owner === undefined || owner === type) return name;
    // Two different types under one name: number the later ones, in the order they are met.
    for (let suffix = 2; ; suffix += 1) {
      const other = this.owners.get(`${name}${suffix}`);
      if (other === undefined || other === type) return `${name}${suffix}`;
    }
  }

  private argumentName(type: ts.Type): string | undefined {
    if (type.flags & ts.TypeFlags.String) return 'String';
    if (type.flags & ts.TypeFlags.Number) return 'Number';
    if (type.flags & ts.TypeFlags.Boolean) return 'Boolean';
    if (this.checker.isArrayType(type)) {
      const item = this.argumentName(this.checker.getTypeArguments(type as ts.TypeReference)[0]);
      return item === undefined ? undefined : `${item}List`;
    }
    return this.componentName(type);
  }

  private declaredInProject(symbol: ts.Symbol): boolean {
    const file = symbol.declarations?.[0]?.getSourceFile().fileName;
    return file !== undefined && file.startsWith(this.projectRoot) && !file.includes('/node_modules/');
  }

  private isLibType(type: ts.Type, name: string): boolean {
    const symbol = type.getSymbol();
    return symbol?.name === name && !this.declaredInProject(symbol);
  }

  private problem(where: string, typeText: string): JsonSchema {
    this.problems.push(`${where}: ${typeText} has no precise schema`);
    return {};
  }
}
