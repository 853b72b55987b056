/**
 * Finds every place the server source writes a column, read from the syntax tree (so line breaks,
 * indentation and a formatter's call chains do not matter): drizzle's `.update(table).set({...})`,
 * `.insert(table).values({...})` and `onConflictDoUpdate({ set })`, and raw SQL
 * `update <table> set <column> = …` / `insert into <table> (<columns>)` in strings and templates.
 * status-writers.test.ts decides which of those writes are allowed where.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** drizzle table variable → its SQL name, and each property → its SQL column with the column's default. */
export interface SchemaTable {
  sqlName: string;
  columns: Map<string, { column: string; initial: string | undefined }>;
}
export type Schema = Map<string, SchemaTable>;

export interface Write {
  file: string;
  line: number;
  table: string;
  column: string;
  kind: 'update' | 'insert';
  /** The literal values written ('null', 'true' … for keywords); undefined when the code decides at run time. */
  values: string[] | undefined;
}

const parse = (file: string, text: string) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);

/** Literal values of an expression: a string, a keyword, or both branches of a conditional. */
function literalValues(node: ts.Expression): string[] | undefined {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return literalValues(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (node.kind === ts.SyntaxKind.NullKeyword) return ['null'];
  if (node.kind === ts.SyntaxKind.TrueKeyword) return ['true'];
  if (node.kind === ts.SyntaxKind.FalseKeyword) return ['false'];
  if (ts.isConditionalExpression(node)) {
    const [a, b] = [literalValues(node.whenTrue), literalValues(node.whenFalse)];
    return a && b ? [...a, ...b] : undefined;
  }
  return undefined;
}

/** Reads server/src/db/schema/*.ts: `export const x = pgTable('sql', { prop: type('column').default('v') })`. */
export function readSchema(dir: string): Schema {
  const schema: Schema = new Map();
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))) {
    const visit = (node: ts.Node) => {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        ts.isCallExpression(node.initializer) &&
        node.initializer.expression.getText() === 'pgTable'
      ) {
        const [sqlName, shape] = node.initializer.arguments;
        if (!ts.isStringLiteral(sqlName) || !shape || !ts.isObjectLiteralExpression(shape)) return;
        const columns: SchemaTable['columns'] = new Map();
        for (const prop of shape.properties) {
          if (!ts.isPropertyAssignment(prop)) continue;
          const text = prop.initializer.getText();
          const column = /^\w+\(\s*'([^']+)'/.exec(text)?.[1];
          if (column) columns.set(prop.name.getText(), { column, initial: /\.default\(\s*'([^']*)'\s*\)/.exec(text)?.[1] });
        }
        schema.set(node.name.text, { sqlName: sqlName.text, columns });
      }
      ts.forEachChild(node, visit);
    };
    visit(parse(name, readFileSync(join(dir, name), 'utf8')));
  }
  return schema;
}

/** Local names that stand for schema tables: named imports from db/schema (aliases included) and `schema.x` namespaces. */
function tableNames(source: ts.SourceFile, schema: Schema) {
  const names = new Map<string, string>();
  const namespaces = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!/(^|\/)db\/schema(\/[\w-]+)?$|^\.\.?\/schema(\/[\w-]+)?$|^\.\/[\w-]+$/.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        const imported = (element.propertyName ?? element.name).text;
        if (schema.has(imported)) names.set(element.name.text, imported);
      }
    }
  }
  /** `items`, `lostItems` (an alias) or `schema.items`, as written in the code. */
  return (written: string): string | undefined => {
    const [first, second, ...rest] = written.replace(/\s+/g, '').split('.');
    if (second === undefined) return names.get(first);
    return !rest.length && namespaces.has(first) && schema.has(second) ? second : undefined;
  };
}

/** Walks a call chain towards its start, answering the first `.update(t)` / `.insert(t)` it passes. */
function chainStart(node: ts.Expression, method: 'update' | 'insert'): ts.Expression | undefined {
  let current: ts.Expression = node;
  for (;;) {
    if (ts.isCallExpression(current)) {
      const callee = current.expression;
      if (ts.isPropertyAccessExpression(callee) && callee.name.text === method && current.arguments.length === 1) return current.arguments[0];
      current = callee;
    } else if (
      ts.isPropertyAccessExpression(current) ||
      ts.isParenthesizedExpression(current) ||
      ts.isNonNullExpression(current) ||
      ts.isAwaitExpression(current)
    ) {
      current = current.expression;
    } else return undefined;
  }
}

type Written = { prop: string; values: string[] | undefined };

/** One of two objects is written: each property with the values of both (unknown if either is). */
function either(a: Written[], b: Written[]): Written[] {
  const merged = new Map<string, Written>();
  for (const { prop, values } of [...a, ...b]) {
    const seen = merged.get(prop);
    merged.set(prop, { prop, values: seen ? (seen.values && values ? [...seen.values, ...values] : undefined) : values });
  }
  return [...merged.values()];
}

/** The properties an object written to a table may carry. Spreads and opaque values are followed as far as the file shows. */
function writtenProps(node: ts.Expression, table: SchemaTable, source: ts.SourceFile): Written[] {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return writtenProps(node.expression, table, source);
  // `...(when ? { a } : {})`, `...(when && { a })`: whatever either side may carry.
  if (ts.isConditionalExpression(node)) return either(writtenProps(node.whenTrue, table, source), writtenProps(node.whenFalse, table, source));
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) return writtenProps(node.right, table, source);
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(node.operatorToken.kind)) {
    return either(writtenProps(node.left, table, source), writtenProps(node.right, table, source));
  }
  if (ts.isObjectLiteralExpression(node)) {
    // In order: a later property replaces what an earlier spread carried (`{ ...values, status: 'pending' }`).
    const written = new Map<string, Written>();
    for (const prop of node.properties) {
      if (ts.isSpreadAssignment(prop)) for (const each of writtenProps(prop.expression, table, source)) written.set(each.prop, each);
      if (ts.isShorthandPropertyAssignment(prop)) written.set(prop.name.text, { prop: prop.name.text, values: undefined });
      if (ts.isPropertyAssignment(prop)) {
        const name = ts.isComputedPropertyName(prop.name) ? literalValues(prop.name.expression)?.[0] : prop.name.getText().replace(/^['"]|['"]$/g, '');
        if (name) written.set(name, { prop: name, values: literalValues(prop.initializer) });
      }
    }
    return [...written.values()];
  }
  if (ts.isIdentifier(node)) {
    const declared = declarationOf(node, source);
    if (declared && ts.isVariableDeclaration(declared) && declared.initializer && !declared.type) return writtenProps(declared.initializer, table, source);
    if (declared?.type) return propsOfType(declared.type, table);
  }
  // Nothing in the file says what it holds: it may hold any column.
  return [...table.columns.keys()].map((prop) => ({ prop, values: undefined }));
}

/** What a declared type lets a value carry: `Pick<…, 'a' | 'b'>` those keys, `Omit<…, K>` what K leaves, `{ a: … }` its members. */
function propsOfType(type: ts.TypeNode, table: SchemaTable): Written[] {
  const every = [...table.columns.keys()];
  const keys = (node: ts.TypeNode | undefined) => (node ? [...node.getText().matchAll(/'(\w+)'/g)].map((m) => m[1]) : []);
  // A named key list declared in the same file (`type LifecycleColumns = 'status' | …`) is read as written there.
  const keyList = (node: ts.TypeNode | undefined): ts.TypeNode | undefined => {
    if (!node || !ts.isTypeReferenceNode(node)) return node;
    const alias = type
      .getSourceFile()
      .statements.find((st): st is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(st) && st.name.text === node.typeName.getText());
    return alias?.type;
  };
  if (ts.isTypeReferenceNode(type)) {
    const name = type.typeName.getText();
    const [inner, keyArg] = type.typeArguments ?? [];
    if (name === 'Partial' || name === 'Readonly' || name === 'Required') return inner ? propsOfType(inner, table) : [];
    if (name === 'Pick') return keys(keyArg).map((prop) => ({ prop, values: undefined }));
    // An Omit whose key list is declared elsewhere is trusted to leave out what it names.
    if (name === 'Omit') {
      const omitted = keyList(keyArg);
      return omitted ? every.filter((p) => !keys(omitted).includes(p)).map((prop) => ({ prop, values: undefined })) : [];
    }
  }
  if (ts.isTypeLiteralNode(type)) {
    return type.members.flatMap((member) => (ts.isPropertySignature(member) ? [{ prop: member.name.getText(), values: undefined }] : []));
  }
  return every.map((prop) => ({ prop, values: undefined }));
}

function declarationOf(name: ts.Identifier, source: ts.SourceFile): ts.VariableDeclaration | ts.ParameterDeclaration | undefined {
  for (let scope: ts.Node | undefined = name.parent; scope; scope = scope.parent) {
    if (ts.isFunctionLike(scope)) {
      const param = scope.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === name.text);
      if (param) return param;
    }
  }
  let found: ts.VariableDeclaration | undefined;
  const visit = (node: ts.Node) => {
    if (!found && ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name.text) found = node;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `update lost_items set status = …`, `update ${items} set ${items.status} = …`, `insert into claim_verifications (…, status)`. */
const RAW_UPDATE = /\bupdate\s+(?:only\s+)?("?[\w.]+"?|\$\{[^}]+\})(?:\s+(?:as\s+)?(?!set\b)\w+)?\s+set\s+([\s\S]*?)(?=\bwhere\b|\breturning\b|\bfrom\b|$)/gi;
const RAW_INSERT = /\binsert\s+into\s+("?[\w.]+"?|\$\{[^}]+\})\s*\(([^)]*)\)/gi;
const RAW_COLUMN = /(?:^|,)\s*(?:"?(\w+)"?|\$\{\s*[\w]+\.(\w+)\s*\})\s*=/g;

function rawWrites(text: string, resolve: (token: string) => SchemaTable | undefined) {
  const found: { table: SchemaTable; columns: string[]; kind: Write['kind'] }[] = [];
  for (const [, target, assignments] of text.matchAll(RAW_UPDATE)) {
    const table = resolve(target);
    if (table) found.push({ table, kind: 'update', columns: [...assignments.matchAll(RAW_COLUMN)].map((m) => m[1] ?? m[2]) });
  }
  for (const [, target, list] of text.matchAll(RAW_INSERT)) {
    const table = resolve(target);
    if (table)
      found.push({
        table,
        kind: 'insert',
        columns: list.split(',').map((c) =>
          c
            .trim()
            .replace(/^"|"$/g, '')
            .replace(/^\$\{\s*\w+\.(\w+)\s*\}$/, '$1'),
        ),
      });
  }
  return found;
}

/** Every write to a schema table's column in one source text. */
export function findWrites(file: string, text: string, schema: Schema): Write[] {
  const source = parse(file, text);
  const tableOf = tableNames(source, schema);
  const bySqlName = new Map([...schema.values()].map((t) => [t.sqlName, t]));
  const writes: Write[] = [];
  const record = (node: ts.Node, table: SchemaTable, kind: Write['kind'], props: Written[]) => {
    for (const { prop, values } of props) {
      // A raw column name (sql) or a drizzle property: both are reported as the SQL column.
      const column = table.columns.get(prop)?.column ?? [...table.columns.values()].find((c) => c.column === prop)?.column;
      if (column) writes.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, table: table.sqlName, column, kind, values });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.arguments[0]) {
      const method = node.expression.name.text;
      const target =
        method === 'set'
          ? chainStart(node.expression.expression, 'update')
          : method === 'values' || method === 'onConflictDoUpdate'
            ? chainStart(node.expression.expression, 'insert')
            : undefined;
      const name = target && tableOf(target.getText());
      const table = name ? schema.get(name) : undefined;
      const at = node.expression.name;
      if (table && method === 'onConflictDoUpdate') {
        const config = node.arguments[0];
        const set = ts.isObjectLiteralExpression(config) && config.properties.find((p) => p.name?.getText() === 'set');
        if (set && ts.isPropertyAssignment(set)) record(at, table, 'update', writtenProps(set.initializer, table, source));
      } else if (table) {
        const rows = node.arguments[0];
        const each = ts.isArrayLiteralExpression(rows) ? rows.elements : [rows];
        for (const row of each) record(at, table, method === 'set' ? 'update' : 'insert', writtenProps(row, table, source));
      }
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const text = ts.isTemplateExpression(node)
        ? node.head.text + node.templateSpans.map((span) => `\${${span.expression.getText()}}${span.literal.text}`).join('')
        : node.text;
      const resolve = (token: string) => {
        const written = /^\$\{\s*([\w.]+)\s*\}$/.exec(token)?.[1];
        const name = written && tableOf(written);
        return name ? schema.get(name) : bySqlName.get(token.replace(/"/g, '').replace(/^public\./, ''));
      };
      for (const raw of rawWrites(text, resolve))
        record(
          node,
          raw.table,
          raw.kind,
          raw.columns.map((prop) => ({ prop, values: undefined })),
        );
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return writes;
}

/** The server's own source files (not tests, test helpers, migrations or the schema itself), relative to `root`. */
export function sourceFiles(root: string, dir = join(root, 'server/src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['migrations', 'node_modules', 'fixtures'].includes(entry.name) ? [] : sourceFiles(root, path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.test-support\.tsx?$|\.d\.ts$/.test(entry.name) ? [relative(root, path)] : [];
  });
}
