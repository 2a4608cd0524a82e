import ts from 'typescript';
import type { ClientDocument, Documents, Problem } from './documents.ts';
import { unwrap, type Binding, type FrontEnd, type SourceFile } from './frontEnd.ts';

/** A place where the front end hands a document to a GraphQL client, and the documents it may send there. */
export interface SendSite {
  package: string;
  file: string;
  line: number;
  documents: ClientDocument[];
}

/** Apollo Client's React hooks, whose first argument is the document. */
const APOLLO_HOOKS = new Set(['useQuery', 'useLazyQuery', 'useSuspenseQuery', 'useBackgroundQuery', 'useMutation', 'useSubscription']);
const APOLLO_MODULE = /^@apollo\/client(?:\/react)?$/;
/** Client methods taking an options object with the document (Apollo Client's and graphql-ws's). */
const CLIENT_METHODS = new Set(['query', 'mutate', 'subscribe', 'watchQuery', 'subscribeToMore', 'iterate']);
const DOCUMENT_OPTIONS = new Set(['query', 'mutation', 'document']);
/** Modules that reach the GraphQL endpoint, and among them the client libraries themselves. */
const GRAPHQL_CLIENT_MODULE = /^(?:@apollo\/client|graphql-ws|shared-kernel\/(?:graphql|live))(?:\/|$)/;
const CLIENT_LIBRARY = /^(?:@apollo\/client|graphql-ws)(?:\/|$)/;

/** The value names an import or re-export takes from its module (`*` for all of them). */
function importedNames(node: ts.ImportDeclaration | ts.ExportDeclaration): string[] {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return [];
    if (!node.exportClause) return ['*'];
    return ts.isNamedExports(node.exportClause) ? node.exportClause.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text) : ['*'];
  }
  const clause = node.importClause;
  if (!clause || clause.isTypeOnly) return [];
  const names = clause.name ? ['default'] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
  if (bindings && ts.isNamedImports(bindings)) names.push(...bindings.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text));
  return names;
}

function nameOf(fn: ts.SignatureDeclaration): string | undefined {
  if (ts.isFunctionDeclaration(fn)) return fn.name?.text;
  if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)) return fn.parent.name.text;
  return undefined;
}

/** The function a declaration binds (`function f` or `const f = () => …`), if it binds one. */
function functionOf(binding: Binding | undefined): ts.SignatureDeclaration | undefined {
  if (binding?.kind !== 'declaration') return undefined;
  const fn = ts.isFunctionDeclaration(binding.node) ? binding.node : binding.node.initializer && unwrap(binding.node.initializer);
  return fn && (ts.isFunctionDeclaration(fn) || ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) ? fn : undefined;
}

function calls(ast: ts.SourceFile): ts.CallExpression[] {
  const found: ts.CallExpression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(ast);
  return found;
}

/**
 * Finds where documents are sent: Apollo's hooks and client methods, graphql-ws's `subscribe`, and
 * every function that passes one of its parameters on to them (the kernel's `mutateGraphql`, a
 * remote's `graphqlQuery`…), found by following the parameter, so no wrapper is listed by hand.
 */
export class Sends {
  /** Functions that send their caller's document, with the parameter that holds it. */
  private readonly wrappers = new Map<ts.SignatureDeclaration, number>();

  constructor(
    private readonly frontEnd: FrontEnd,
    private readonly documents: Documents,
  ) {}

  /** The send sites of `files`, and the ones whose documents cannot be read. */
  analyse(files: readonly SourceFile[]): { sites: SendSite[]; problems: Problem[]; wrappers: Map<SourceFile, string[]> } {
    const all = files.flatMap((file) => {
      const ast = this.frontEnd.ast(file);
      return ast ? calls(ast).map((call) => ({ file, call })) : [];
    });
    for (let grew = true; grew; ) {
      grew = false;
      for (const { file, call } of all) {
        const argument = this.documentArgument(file, call);
        const value = argument && this.documents.value(file, argument);
        if (value?.kind === 'parameter' && nameOf(value.fn) && !this.wrappers.has(value.fn)) {
          this.wrappers.set(value.fn, value.index);
          grew = true;
        }
      }
    }
    const sites: SendSite[] = [];
    const problems: Problem[] = [];
    const wrappers = new Map<SourceFile, string[]>();
    for (const { file, call } of all) {
      const argument = this.documentArgument(file, call);
      if (!argument) continue;
      const value = this.documents.value(file, argument);
      const at = { package: file.pkg.folder, file: file.path, line: this.frontEnd.line(file, call) };
      const callee = call.expression.getText().slice(0, 60);
      if (value.kind === 'documents') sites.push({ ...at, documents: value.documents });
      else if (value.kind === 'unknown') problems.push({ ...at, message: `${callee}(…) sends a document the contract test cannot read: ${value.why}` });
      else if (nameOf(value.fn)) wrappers.set(file, [...(wrappers.get(file) ?? []), nameOf(value.fn) as string]);
      else problems.push({ ...at, message: `${callee}(…) sends a parameter of an unnamed function: pass a document constant, or a record lookup of constants` });
    }
    return { sites, problems, wrappers };
  }

  /**
   * Whether `files` take something that sends GraphQL: a value of Apollo Client or graphql-ws, any
   * dynamically imported client module, a kernel function that sends its caller's document, or a
   * kernel client getter (`getApolloClient`…). Watching the socket's status is not sending.
   */
  reachesClient(files: readonly SourceFile[]): boolean {
    return files.some((file) => {
      const ast = this.frontEnd.ast(file);
      let found = false;
      const visit = (node: ts.Node): void => {
        if (found) return;
        if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
          const [spec] = node.arguments;
          found = spec !== undefined && ts.isStringLiteral(spec) && GRAPHQL_CLIENT_MODULE.test(spec.text);
        } else if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
          const spec = node.moduleSpecifier.text;
          found = GRAPHQL_CLIENT_MODULE.test(spec) && importedNames(node).some((name) => this.sendsOrGivesClient(file, spec, name));
        }
        ts.forEachChild(node, visit);
      };
      if (ast) visit(ast);
      return found;
    });
  }

  private sendsOrGivesClient(file: SourceFile, spec: string, name: string): boolean {
    if (CLIENT_LIBRARY.test(spec) || name === '*' || name === 'default' || /Client$/.test(name)) return true;
    const target = this.frontEnd.module(file, spec);
    const fn = functionOf(target && this.frontEnd.exported(target, name));
    return fn !== undefined && this.wrappers.has(fn);
  }

  /** The argument of `call` that holds the document it sends, if it sends one. */
  private documentArgument(file: SourceFile, call: ts.CallExpression): ts.Expression | undefined {
    const callee = unwrap(call.expression);
    const options = call.arguments[0] && unwrap(call.arguments[0]);
    if (ts.isPropertyAccessExpression(callee) && CLIENT_METHODS.has(callee.name.text) && options && ts.isObjectLiteralExpression(options)) {
      for (const property of options.properties) {
        if ((ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) && ts.isIdentifier(property.name) && DOCUMENT_OPTIONS.has(property.name.text)) {
          return ts.isPropertyAssignment(property) ? property.initializer : property.name;
        }
      }
    }
    const index = this.senderIndex(file, callee);
    return index === undefined ? undefined : call.arguments[index];
  }

  /** Which argument of a call to `callee` is a document: Apollo hooks and known wrappers. */
  private senderIndex(file: SourceFile, callee: ts.Expression): number | undefined {
    if (ts.isIdentifier(callee)) {
      const binding = this.frontEnd.lookup(file, callee, callee.text);
      if (binding?.kind === 'external') return APOLLO_MODULE.test(binding.spec) && APOLLO_HOOKS.has(binding.name) ? 0 : undefined;
      const fn = functionOf(binding);
      return fn && this.wrappers.get(fn);
    }
    if (ts.isPropertyAccessExpression(callee)) {
      // `kernel.mutateGraphql(…)` on a dynamically imported module: a wrapper of that name.
      for (const [fn, index] of this.wrappers) if (nameOf(fn) === callee.name.text) return index;
    }
    return undefined;
  }
}
