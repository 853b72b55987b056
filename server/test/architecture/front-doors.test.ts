/**
 * A feature's front door (docs/decisions/0272): another server feature imports
 * '../<feature>' (its index.ts), never a file inside it. This runs the repository's own ESLint
 * configuration on a few lines placed in a feature, so the rule that keeps the doors is itself
 * shown to bite: a deep import fails, the front door passes. And a door offers only what is used:
 * a name no other part of the server imports leaves the door.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { sourceFiles } from './status-writes';

const ROOT = join(import.meta.dirname, '../../..');
const FEATURES = join(ROOT, 'server/src/features');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The import-rule complaints about `code`, as if it were a new file in the desk's feature. */
async function importErrors(code: string, file = join(FEATURES, 'organisations/front-door-fixture.ts')): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('server features have front doors', () => {
  it('a deep import into another feature fails the lint', async () => {
    const errors = await importErrors(`import { queueSms } from '../sms/queue-sms';\nexport const send = queueSms;\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('through its front door (server/src/features/sms/index.ts)');
  });

  it('a type-only deep import fails as well', async () => {
    const errors = await importErrors(`import type { HeldCustody } from '../custody/held-custody.repository';\nexport type H = HeldCustody;\n`);
    expect(errors).toHaveLength(1);
  });

  it('the same names through the front door pass', async () => {
    const code = `import { queueSms } from '../sms';\nimport type { HeldCustody } from '../custody';\nexport const send = queueSms;\nexport type H = HeldCustody;\n`;
    expect(await importErrors(code)).toEqual([]);
  });

  it('the app beside the features comes in by the front door too', async () => {
    const app = join(ROOT, 'server/src/app.ts');
    expect(await importErrors(`import { findUserByToken } from './features/auth/tokens.repository';\nexport const f = findUserByToken;\n`, app)).toHaveLength(
      1,
    );
    expect(await importErrors(`import { findUserByToken } from './features/auth';\nexport const f = findUserByToken;\n`, app)).toEqual([]);
  });

  it('a feature reads its own files directly', async () => {
    expect(
      await importErrors(`import { issueCollectionCode } from './collections/issue-collection-code';\nexport const issue = issueCollectionCode;\n`),
    ).toEqual([]);
  });

  it('every feature has its front door', () => {
    const features = readdirSync(FEATURES, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(features.filter((entry) => !existsSync(join(FEATURES, entry.name, 'index.ts'))).map((entry) => entry.name)).toEqual([]);
  });
});

/** Each name a feature's index.ts exports, and whether some server file outside the feature imports it. */
function doorNamesUsedFromOutside(): { unused: string[]; exported: number } {
  const sources = sourceFiles(ROOT).map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }));
  const doors = sources.filter(({ file }) => /^server\/src\/features\/[\w-]+\/index\.ts$/.test(file));
  const imported = new Set<string>();
  for (const { file, text } of sources) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const target = relative(ROOT, resolve(ROOT, dirname(file), statement.moduleSpecifier.text));
      const bindings = statement.importClause?.namedBindings;
      if (!/^server\/src\/features\/[\w-]+$/.test(target) || !bindings || !ts.isNamedImports(bindings)) continue;
      for (const element of bindings.elements) imported.add(`${target}:${(element.propertyName ?? element.name).text}`);
    }
  }
  const names = doors.flatMap(({ file, text }) => {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    return source.statements.flatMap((statement) => {
      const door = dirname(file);
      if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        return statement.exportClause.elements.map((element) => `${door}:${element.name.text}`);
      }
      if (ts.isVariableStatement(statement) && statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
        return statement.declarationList.declarations.map((declaration) => `${door}:${declaration.name.getText()}`);
      }
      return [];
    });
  });
  return { unused: names.filter((name) => !imported.has(name)), exported: names.length };
}

describe('a front door offers what others use', () => {
  it('every name at a door is imported by some server file outside its feature', () => {
    const { unused, exported } = doorNamesUsedFromOutside();
    expect(exported).toBeGreaterThan(100);
    expect(unused).toEqual([]);
  });
});
