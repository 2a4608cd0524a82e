import path from 'node:path';
import ts from 'typescript';
import type { SourcePackage } from './sources.ts';

/** One product file of a front-end package; scripts are parsed on first use. */
export interface SourceFile {
  pkg: SourcePackage;
  /** Relative to the package, e.g. `src/lib/graphql.ts`. */
  path: string;
  text: string;
}

/** What a name refers to, as far as reading the sources (not running them) can tell. */
export type Binding =
  | { kind: 'parameter'; fn: ts.SignatureDeclaration; index: number; file: SourceFile }
  | { kind: 'declaration'; node: ts.VariableDeclaration | ts.FunctionDeclaration; file: SourceFile }
  | { kind: 'namespace'; target: SourceFile | SourcePackage }
  | { kind: 'graphqlFile'; file: SourceFile }
  | { kind: 'external'; spec: string; name: string };

const SCRIPT = /\.[cm]?[jt]sx?$/;
export const GRAPHQL_FILE = /\.(?:graphql|gql)$/;
const SUFFIXES = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

function scriptKind(file: string): ts.ScriptKind {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (file.endsWith('.jsx')) return ts.ScriptKind.JSX;
  return /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
}

/** `x as T`, `(x)`, `x!`, `x satisfies T` → `x`. */
export function unwrap(expression: ts.Expression): ts.Expression {
  let e = expression;
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isNonNullExpression(e) || ts.isTypeAssertionExpression(e)) e = e.expression;
  return e;
}

function declares(statement: ts.Statement, name: string): ts.VariableDeclaration | ts.FunctionDeclaration | undefined {
  if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return statement;
  if (ts.isVariableStatement(statement)) return statement.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === name);
  return undefined;
}

function isExported(statement: ts.Statement): boolean {
  return ts.canHaveModifiers(statement) && (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}

/**
 * The front end's sources with enough of a module system to follow a name: scopes, imports,
 * re-exports and package-local or cross-package module specifiers.
 */
export class FrontEnd {
  private readonly files = new Map<string, SourceFile>();
  private readonly asts = new Map<SourceFile, ts.SourceFile>();

  constructor(readonly packages: readonly SourcePackage[]) {
    for (const pkg of packages) for (const [file, text] of pkg.files) this.files.set(`${pkg.folder}/${file}`, { pkg, path: file, text });
  }

  filesOf(pkg: SourcePackage): SourceFile[] {
    return [...pkg.files.keys()].map((file) => this.files.get(`${pkg.folder}/${file}`) as SourceFile);
  }

  /** The parsed script, or undefined for a `.graphql` file. */
  ast(file: SourceFile): ts.SourceFile | undefined {
    if (!SCRIPT.test(file.path)) return undefined;
    let ast = this.asts.get(file);
    if (!ast) {
      ast = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, scriptKind(file.path));
      this.asts.set(file, ast);
    }
    return ast;
  }

  line(file: SourceFile, node: ts.Node): number {
    const ast = node.getSourceFile();
    return ast.getLineAndCharacterOfPosition(node.getStart(ast)).line + 1;
  }

  /** The file (relative specifier) or scanned package (bare specifier) `spec` names, if it is ours. */
  module(from: SourceFile, spec: string): SourceFile | SourcePackage | undefined {
    if (spec.startsWith('.')) {
      const base = path.posix.join(path.posix.dirname(from.path), spec);
      const bases = /\.[cm]?js$/.test(base) ? [base, base.replace(/\.([cm]?)js$/, '.$1ts'), base.replace(/\.js$/, '.tsx')] : [base];
      for (const candidate of bases.flatMap((b) => SUFFIXES.map((suffix) => `${b}${suffix}`))) {
        const file = this.files.get(`${from.pkg.folder}/${candidate}`);
        if (file) return file;
      }
      return undefined;
    }
    const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? spec);
    return this.packages.find((pkg) => pkg.name === name);
  }

  /** What `name` means at `at` in `file`: a parameter, a declaration in an enclosing scope, or an import. */
  lookup(file: SourceFile, at: ts.Node, name: string): Binding | undefined {
    for (let node: ts.Node | undefined = at.parent; node; node = node.parent) {
      if (ts.isFunctionLike(node)) {
        const index = node.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === name);
        if (index >= 0) return { kind: 'parameter', fn: node, index, file };
      }
      if (ts.isBlock(node) || ts.isSourceFile(node) || ts.isModuleBlock(node)) {
        for (const statement of node.statements) {
          const found = declares(statement, name);
          if (found) return { kind: 'declaration', node: found, file };
        }
      }
      if (ts.isSourceFile(node)) return this.imported(file, node, name);
    }
    return undefined;
  }

  private imported(file: SourceFile, ast: ts.SourceFile, name: string): Binding | undefined {
    for (const statement of ast.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !statement.importClause) continue;
      const spec = statement.moduleSpecifier.text;
      const clause = statement.importClause;
      let imported: string | undefined;
      if (clause.name?.text === name) imported = 'default';
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings) && bindings.name.text === name) imported = '*';
      if (bindings && ts.isNamedImports(bindings)) {
        const element = bindings.elements.find((e) => e.name.text === name);
        if (element) imported = (element.propertyName ?? element.name).text;
      }
      if (imported !== undefined) return this.fromModule(file, spec, imported, new Set());
    }
    return undefined;
  }

  private fromModule(from: SourceFile, spec: string, name: string, seen: Set<string>): Binding {
    const target = this.module(from, spec);
    if (!target) return { kind: 'external', spec, name };
    if (name === '*') return { kind: 'namespace', target };
    return this.exported(target, name, seen) ?? { kind: 'external', spec, name };
  }

  /** The binding behind export `name` of a file, or of any file of a package (bare specifiers). */
  exported(target: SourceFile | SourcePackage, name: string, seen = new Set<string>()): Binding | undefined {
    if ('folder' in target) {
      for (const file of this.filesOf(target)) {
        const found = this.exported(file, name, seen);
        if (found && found.kind !== 'external') return found;
      }
      return undefined;
    }
    const key = `${target.pkg.folder}/${target.path}#${name}`;
    if (seen.has(key)) return undefined;
    seen.add(key);
    if (GRAPHQL_FILE.test(target.path)) return name === 'default' ? { kind: 'graphqlFile', file: target } : undefined;
    const ast = this.ast(target);
    if (!ast) return undefined;
    for (const statement of ast.statements) {
      if (isExported(statement)) {
        const found = declares(statement, name);
        if (found) return { kind: 'declaration', node: found, file: target };
      }
      if (!ts.isExportDeclaration(statement)) continue;
      const spec = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : undefined;
      const clause = statement.exportClause;
      if (!clause && spec) {
        const target2 = this.module(target, spec);
        const found = target2 && this.exported(target2, name, seen);
        if (found) return found;
      }
      if (!clause || !ts.isNamedExports(clause)) continue;
      const element = clause.elements.find((e) => e.name.text === name);
      if (!element) continue;
      const local = (element.propertyName ?? element.name).text;
      return spec ? this.fromModule(target, spec, local, seen) : this.lookup(target, statement, local);
    }
    return undefined;
  }
}
