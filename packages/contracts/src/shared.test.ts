// packages/contracts holds only what two or more parts share (docs/CONVENTIONS.md). This test reads the sources with
// the TypeScript compiler: every export of a contracts module must be imported by at least two parts (frontend,
// gateway, each service, each other package; e2e/, scripts/ and infra/ are tooling and do not count), or be used by
// another contracts module. Also allowed: a type that only restates a shared value (`z.output<typeof schema>`,
// `(typeof LIST)[number]`) and that a part uses, and what a shared export of the same module is built from when a
// part uses it (MESSAGE_KEYS under MessageKey). What one part alone uses belongs in that part.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from '@jest/globals';
import ts from 'typescript';

const root = join(import.meta.dirname, '..', '..', '..');
const contractsSrc = join(root, 'packages', 'contracts', 'src');

/** The parts that may share contracts, each with the folders of its own code (tooling such as e2e/ and scripts/ is none). */
function parts(): Map<string, string[]> {
  const found = new Map<string, string[]>([
    ['frontend', ['frontend/src']],
    ['gateway', ['gateway/src']],
  ]);
  for (const name of readdirSync(join(root, 'services'))) {
    found.set(`services/${name}`, [`services/${name}/src`, `services/${name}/test`]);
  }
  for (const name of readdirSync(join(root, 'packages'))) {
    if (name !== 'contracts') found.set(`packages/${name}`, [`packages/${name}/src`]);
  }
  return found;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of names) {
    if (name === 'node_modules' || name === 'dist' || name === 'generated') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function parse(path: string): ts.SourceFile {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, kind);
}

const isContracts = (specifier: string) =>
  specifier === '@creators/contracts' || specifier.startsWith('@creators/contracts/');
const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

interface Declared {
  module: string;
  /** For a type that only restates a value's (`z.output<typeof schema>`, `(typeof LIST)[number]`): that value. */
  follows?: string;
  /** The names this export's declaration uses. */
  uses: Set<string>;
}

/** Every name a contracts module declares and exports (re-exports are not declarations). */
function declaredExports(file: ts.SourceFile, module: string, declared: Map<string, Declared>): void {
  const exported: Array<{ name: string; declaration: ts.Node }> = [];
  const add = (name: string, declaration: ts.Node, follows?: string) => {
    assert.ok(!declared.has(name), `${name} is exported by both ${declared.get(name)?.module} and ${module}`);
    declared.set(name, { module, follows, uses: new Set() });
    exported.push({ name, declaration });
  };
  const declarations = new Map<string, ts.Node>();
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) continue;
        if (hasExport(statement)) add(declaration.name.text, declaration);
        else declarations.set(declaration.name.text, declaration);
      }
    } else if (
      ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isEnumDeclaration(statement)
    ) {
      if (!statement.name) continue;
      if (hasExport(statement)) add(statement.name.text, statement);
      else declarations.set(statement.name.text, statement);
    } else if (ts.isTypeAliasDeclaration(statement)) {
      if (hasExport(statement)) add(statement.name.text, statement, followedValue(statement.type));
      else declarations.set(statement.name.text, statement);
    }
  }
  // `const x = …; export { x }` declares x here too; `export { x } from` and exports of imported names do not.
  for (const statement of file.statements) {
    if (!ts.isExportDeclaration(statement) || statement.moduleSpecifier) continue;
    if (!statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
    for (const element of statement.exportClause.elements) {
      const local = declarations.get((element.propertyName ?? element.name).text);
      if (local) add(element.name.text, local);
    }
  }
  // What each export is built from, through the module's private declarations (a private `body` of COMMENT_LIMITS).
  for (const { name, declaration } of exported) {
    const uses = declared.get(name)!.uses;
    const pending = [...identifiers(declaration)];
    while (pending.length > 0) {
      const used = pending.pop()!;
      if (uses.has(used)) continue;
      uses.add(used);
      const local = declarations.get(used);
      if (local) pending.push(...identifiers(local));
    }
  }
}

function identifiers(node: ts.Node, found = new Set<string>()): Set<string> {
  if (ts.isIdentifier(node)) found.add(node.text);
  ts.forEachChild(node, (child) => void identifiers(child, found));
  return found;
}

/**
 * The value a type only restates: `z.output<typeof x>`, `z.input<typeof x>` or `z.infer<typeof x>` (a schema's
 * type), `(typeof x)[number]` (a list's items) or `(typeof x)[keyof typeof x]` (an object's values): x.
 */
function followedValue(type: ts.TypeNode): string | undefined {
  const queried = (node: ts.TypeNode | undefined): string | undefined => {
    while (node && ts.isParenthesizedTypeNode(node)) node = node.type;
    return node && ts.isTypeQueryNode(node) && ts.isIdentifier(node.exprName)
      ? node.exprName.text
      : undefined;
  };
  if (ts.isTypeReferenceNode(type) && ts.isQualifiedName(type.typeName)) {
    const { left, right } = type.typeName;
    if (!ts.isIdentifier(left) || left.text !== 'z' || !['output', 'input', 'infer'].includes(right.text))
      return undefined;
    return type.typeArguments?.length === 1 ? queried(type.typeArguments[0]) : undefined;
  }
  if (ts.isIndexedAccessTypeNode(type)) {
    const value = queried(type.objectType);
    const index = type.indexType;
    if (index.kind === ts.SyntaxKind.NumberKeyword) return value;
    if (
      ts.isTypeOperatorNode(index) &&
      index.operator === ts.SyntaxKind.KeyOfKeyword &&
      queried(index.type) === value
    ) {
      return value;
    }
  }
  return undefined;
}

/** The names a part's file imports (or re-exports) from @creators/contracts and its subpaths. */
function contractsImports(file: ts.SourceFile): string[] {
  const names: string[] = [];
  const where = (node: ts.Node) =>
    `${relative(root, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      isContracts(node.moduleSpecifier.text)
    ) {
      const bindings = node.importClause?.namedBindings;
      assert.ok(
        !node.importClause?.name && (!bindings || ts.isNamedImports(bindings)),
        `${where(node)}: import names from @creators/contracts one by one, so that this test can count them`,
      );
      for (const element of bindings?.elements ?? []) names.push((element.propertyName ?? element.name).text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      isContracts(node.moduleSpecifier.text)
    ) {
      assert.ok(
        node.exportClause && ts.isNamedExports(node.exportClause),
        `${where(node)}: re-export names from @creators/contracts one by one, so that this test can count them`,
      );
      for (const element of node.exportClause.elements)
        names.push((element.propertyName ?? element.name).text);
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument;
      if (
        ts.isLiteralTypeNode(argument) &&
        ts.isStringLiteral(argument.literal) &&
        isContracts(argument.literal.text)
      ) {
        assert.ok(node.qualifier, `${where(node)}: name what is used of import('@creators/contracts')`);
        let first = node.qualifier;
        while (ts.isQualifiedName(first)) first = first.left;
        names.push(first.text);
      }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.some((argument) => ts.isStringLiteral(argument) && isContracts(argument.text))
    ) {
      assert.fail(
        `${where(node)}: import @creators/contracts statically, so that this test can count what is used`,
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

/** Names a contracts module imports from another one and uses in its own code (passing one on is no use). */
function usedFromOtherModules(file: ts.SourceFile): string[] {
  const imported = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    if (!ts.isStringLiteral(statement.moduleSpecifier) || !statement.moduleSpecifier.text.startsWith('./'))
      continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements)
      imported.set(element.name.text, (element.propertyName ?? element.name).text);
  }
  const used = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isIdentifier(node) && imported.has(node.text)) used.add(imported.get(node.text)!);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return [...used];
}

function contractsModules(): string[] {
  return readdirSync(contractsSrc)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => join(contractsSrc, name));
}

test('every export of packages/contracts is shared by two or more parts, or used by another contracts module', () => {
  const declared = new Map<string, Declared>();
  const usedWithin = new Set<string>();
  for (const path of contractsModules()) {
    const file = parse(path);
    declaredExports(file, relative(root, path), declared);
    for (const name of usedFromOtherModules(file)) usedWithin.add(name);
  }
  assert.ok(declared.size > 0);

  const usedBy = new Map<string, Set<string>>();
  const unknown: string[] = [];
  for (const [part, dirs] of parts()) {
    for (const dir of dirs) {
      for (const path of sourceFiles(join(root, dir))) {
        for (const name of contractsImports(parse(path))) {
          if (!declared.has(name))
            unknown.push(
              `${relative(root, path)} imports ${name}, which packages/contracts does not declare`,
            );
          if (!usedBy.has(name)) usedBy.set(name, new Set());
          usedBy.get(name)!.add(part);
        }
      }
    }
  }

  assert.deepEqual(unknown, []);
  // A part that uses a type restating a value uses that value too (BrainstormMessageType: BRAINSTORM_MESSAGE_TYPES).
  for (const [name, { follows }] of declared) {
    if (follows === undefined || !declared.has(follows) || !usedBy.has(name)) continue;
    if (!usedBy.has(follows)) usedBy.set(follows, new Set());
    for (const part of usedBy.get(name)!) usedBy.get(follows)!.add(part);
  }
  // Shared: imported by two or more parts, or used by another contracts module. Also what a shared export of the same
  // module is built from, when a part uses it (MESSAGE_KEYS, of which MessageKey is the type): no part can own it
  // without contracts depending on that part. A type that only restates a value's (`z.output<typeof schema>`,
  // `(typeof LIST)[number]`) follows that value.
  const shared = new Set(
    [...declared.keys()].filter((name) => (usedBy.get(name)?.size ?? 0) >= 2 || usedWithin.has(name)),
  );
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, { module, follows }] of declared) {
      if (shared.has(name)) continue;
      const builtUpon =
        usedBy.has(name) &&
        [...shared].some(
          (other) =>
            other !== name && declared.get(other)!.module === module && declared.get(other)!.uses.has(name),
        );
      if (builtUpon || (follows !== undefined && shared.has(follows) && usedBy.has(name))) {
        shared.add(name);
        grew = true;
      }
    }
  }
  const notShared: string[] = [];
  for (const [name, { module }] of declared) {
    if (shared.has(name)) continue;
    const users = [...(usedBy.get(name) ?? [])];
    notShared.push(
      `${module}: ${name} (${users.length ? `used by ${users.join(', ')} only` : 'used by no part'})`,
    );
  }
  if (notShared.length > 0) {
    assert.fail(
      `Move these to the part that uses them, or delete them (or stop exporting them):\n${notShared.join('\n')}`,
    );
  }
});

test('packages/contracts depends on zod only', () => {
  const manifest = JSON.parse(readFileSync(join(contractsSrc, '..', 'package.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  assert.deepEqual(Object.keys((manifest.dependencies ?? {}) as object), ['zod']);
  for (const field of ['devDependencies', 'peerDependencies', 'optionalDependencies']) {
    assert.deepEqual(Object.keys((manifest[field] ?? {}) as object), [], `packages/contracts has ${field}`);
  }
});

test('packages/contracts imports nothing but zod and its own modules', () => {
  for (const path of contractsModules()) {
    const file = parse(path);
    for (const statement of file.statements) {
      const specifier =
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : undefined;
      if (specifier === undefined) continue;
      assert.ok(
        specifier === 'zod' || specifier.startsWith('./'),
        `${relative(root, path)} imports ${specifier}`,
      );
    }
  }
});
