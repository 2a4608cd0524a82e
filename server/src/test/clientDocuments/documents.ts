import path from 'node:path';
import { Kind, parse } from 'graphql';
import ts from 'typescript';
import { GRAPHQL_FILE, unwrap, type Binding, type FrontEnd, type SourceFile } from './frontEnd.ts';

/** A GraphQL document of the front end, as the client sends it. */
export interface ClientDocument {
  /** The package's folder, e.g. `mf-issue`. */
  package: string;
  /** Relative to the package, e.g. `src/features/sidebar/api/setIssueWeight.ts`. */
  file: string;
  line: number;
  /** The text sent, fragment placeholders filled in. */
  source: string;
  /** Names of its operations (`(anonymous)` for an unnamed one). */
  operations: string[];
  /** Names of its fragments. */
  fragments: string[];
  /** Why it does not parse, if it does not. */
  parseError?: string;
}

/** A problem that keeps a document from being checked, at a place in the sources. */
export interface Problem {
  package: string;
  file: string;
  line: number;
  message: string;
}

/** What an expression evaluates to, as far as the contract test is concerned. */
export type Value =
  | { kind: 'documents'; documents: ClientDocument[] }
  | { kind: 'parameter'; fn: ts.SignatureDeclaration; index: number }
  | { kind: 'unknown'; why: string };

const GRAPHQL_COMMENT = /^\/\*\s*GraphQL\s*\*\/$/i;
const GQL_TAGS = new Set(['gql', 'graphql']);
/** Text that reads like a GraphQL document (what an untagged one starts with). */
const LOOKS_LIKE_GRAPHQL = /^\s*(?:(?:query|mutation|subscription|fragment)\s+[_A-Za-z]\w*\s*[({]|(?:query|mutation|subscription)\s*\{)/;
const IMPORT_LINE = /^#import\s+["']([^"']+)["']/gm;

const unknown = (why: string): Value => ({ kind: 'unknown', why });

function isGqlTag(tag: ts.Expression): boolean {
  const e = unwrap(tag);
  return (ts.isIdentifier(e) && GQL_TAGS.has(e.text)) || (ts.isPropertyAccessExpression(e) && GQL_TAGS.has(e.name.text));
}

function readDocument(source: string, location: Omit<ClientDocument, 'source' | 'operations' | 'fragments'>): ClientDocument {
  try {
    const definitions = parse(source).definitions;
    return {
      ...location,
      source,
      operations: definitions.flatMap((d) => (d.kind === Kind.OPERATION_DEFINITION ? [d.name?.value ?? '(anonymous)'] : [])),
      fragments: definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [d.name.value] : [])),
    };
  } catch (error) {
    return { ...location, source, operations: [], fragments: [], parseError: (error as Error).message };
  }
}

/**
 * The front end's GraphQL documents, read from the sources: template literals marked
 * `/* GraphQL *\/`, `gql` tagged templates and `.graphql` files. A placeholder may only insert
 * another document (a fragment constant); anything built at run time is a problem, as is an
 * unmarked literal that reads like GraphQL.
 */
export class Documents {
  private readonly templates = new Map<ts.Node, ClientDocument | string>();
  private readonly graphqlFiles = new Map<SourceFile, ClientDocument>();
  private readonly found: Problem[] = [];

  /** `reportUnmarked`: whether an unmarked literal that reads like GraphQL is a problem (server tests send some on purpose). */
  constructor(
    private readonly frontEnd: FrontEnd,
    private readonly reportUnmarked = true,
  ) {}

  problems(): Problem[] {
    return [...this.found];
  }

  private problem(file: SourceFile, node: ts.Node | undefined, message: string): void {
    this.found.push({ package: file.pkg.folder, file: file.path, line: node ? this.frontEnd.line(file, node) : 1, message });
  }

  /** Every document of a file, in source order (reporting unmarked look-alikes on the way). */
  scan(file: SourceFile): ClientDocument[] {
    if (GRAPHQL_FILE.test(file.path)) return [this.graphqlFile(file)];
    const ast = this.frontEnd.ast(file);
    if (!ast) return [];
    const documents: ClientDocument[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isTaggedTemplateExpression(node)) {
        if (isGqlTag(node.tag)) this.collect(file, node.template, documents);
        return;
      }
      if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
        if (this.marked(file, node)) this.collect(file, node, documents);
        else if (this.reportUnmarked && LOOKS_LIKE_GRAPHQL.test(ts.isTemplateExpression(node) ? node.head.text : node.text)) {
          this.problem(file, node, 'a GraphQL document without its /* GraphQL */ marker: mark it so the contract test checks it');
        }
      } else if (this.reportUnmarked && ts.isStringLiteral(node) && LOOKS_LIKE_GRAPHQL.test(node.text)) {
        this.problem(file, node, 'a GraphQL document in a plain string: write it as a /* GraphQL */ template literal');
      }
      ts.forEachChild(node, visit);
    };
    visit(ast);
    return documents;
  }

  private collect(file: SourceFile, template: ts.TemplateLiteral, into: ClientDocument[]): void {
    const document = this.template(file, template, new Set());
    if (typeof document !== 'string') into.push(document);
  }

  private marked(file: SourceFile, node: ts.Node): boolean {
    // A comment on the same line as what precedes it counts as that token's trailing comment.
    const ranges = [...(ts.getTrailingCommentRanges(file.text, node.pos) ?? []), ...(ts.getLeadingCommentRanges(file.text, node.pos) ?? [])];
    return ranges.some((range) => GRAPHQL_COMMENT.test(file.text.slice(range.pos, range.end)));
  }

  /** A marked or tagged template as sent, or why it cannot be read (reported once). */
  private template(file: SourceFile, template: ts.TemplateLiteral, seen: Set<ts.Node>): ClientDocument | string {
    const cached = this.templates.get(template);
    if (cached !== undefined) return cached;
    if (seen.has(template)) return 'a document that includes itself';
    seen.add(template);
    let source = ts.isNoSubstitutionTemplateLiteral(template) ? template.text : template.head.text;
    let failure: string | undefined;
    if (ts.isTemplateExpression(template)) {
      for (const span of template.templateSpans) {
        const value = this.value(file, span.expression, seen);
        const inserted = value.kind === 'documents' && value.documents.length === 1 ? value.documents[0] : undefined;
        if (!inserted) {
          const why = value.kind === 'unknown' ? value.why : value.kind === 'parameter' ? 'filled in at run time' : 'one of several documents';
          failure ??= `\${${span.expression.getText()}} in a GraphQL document is ${why}: write each document out, and insert only fragment documents`;
          continue;
        }
        source += inserted.source + span.literal.text;
      }
    }
    const result = failure ?? readDocument(source, { package: file.pkg.folder, file: file.path, line: this.frontEnd.line(file, template) });
    if (failure) this.problem(file, template, failure);
    this.templates.set(template, result);
    return result;
  }

  /** A `.graphql` file with the fragments its `#import` lines name appended (GitLab's loader does the same). */
  private graphqlFile(file: SourceFile, seen = new Set<SourceFile>()): ClientDocument {
    const cached = this.graphqlFiles.get(file);
    if (cached) return cached;
    seen.add(file);
    let source = file.text;
    for (const [, spec] of file.text.matchAll(IMPORT_LINE)) {
      const target = spec ? this.frontEnd.module(file, spec.startsWith('.') ? spec : `./${spec}`) : undefined;
      if (!target || 'folder' in target || !GRAPHQL_FILE.test(target.path)) this.problem(file, undefined, `#import "${spec}": no such .graphql file next to ${path.posix.basename(file.path)}`);
      else if (!seen.has(target)) source += `\n${this.graphqlFile(target, seen).source}`;
    }
    const document = readDocument(source, { package: file.pkg.folder, file: file.path, line: 1 });
    this.graphqlFiles.set(file, document);
    return document;
  }

  /** What `expression` (a document argument or a placeholder) evaluates to. */
  value(file: SourceFile, expression: ts.Expression, seen: Set<ts.Node> = new Set()): Value {
    const e = unwrap(expression);
    const documents = (document: ClientDocument | string): Value => (typeof document === 'string' ? unknown(document) : { kind: 'documents', documents: [document] });
    if (ts.isTaggedTemplateExpression(e)) return isGqlTag(e.tag) ? documents(this.template(file, e.template, seen)) : unknown('a template with another tag');
    if (ts.isNoSubstitutionTemplateLiteral(e) || ts.isTemplateExpression(e)) {
      return this.marked(file, e) ? documents(this.template(file, e, seen)) : unknown('a template literal without the /* GraphQL */ marker');
    }
    if (ts.isStringLiteral(e)) return unknown('a plain string: write documents as /* GraphQL */ template literals');
    if (ts.isCallExpression(e) && isGqlTag(e.expression) && e.arguments.length === 1 && e.arguments[0]) return this.value(file, e.arguments[0], seen);
    if (ts.isConditionalExpression(e)) return merge([this.value(file, e.whenTrue, seen), this.value(file, e.whenFalse, seen)]);
    if (ts.isIdentifier(e)) return this.binding(this.frontEnd.lookup(file, e, e.text), e.text, seen);
    if (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) return this.member(file, e, seen);
    return unknown(`built at run time (\`${e.getText().slice(0, 60)}\`)`);
  }

  private binding(binding: Binding | undefined, name: string, seen: Set<ts.Node>): Value {
    if (!binding) return unknown(`\`${name}\`, which is not declared in the front end's sources`);
    switch (binding.kind) {
      case 'parameter':
        return { kind: 'parameter', fn: binding.fn, index: binding.index };
      case 'graphqlFile':
        return { kind: 'documents', documents: [this.graphqlFile(binding.file)] };
      case 'external':
        return unknown(`\`${name}\` from ${binding.spec}, which is not a front-end package's source`);
      case 'namespace':
        return unknown(`the module object \`${name}\``);
      case 'declaration': {
        const node = binding.node;
        if (ts.isFunctionDeclaration(node) || !node.initializer) return unknown(`\`${name}\`, which is not a constant`);
        if (!(ts.getCombinedNodeFlags(node) & ts.NodeFlags.Const)) return unknown(`\`${name}\`, which is not a constant`);
        if (seen.has(node)) return unknown(`\`${name}\`, which refers to itself`);
        return this.value(binding.file, node.initializer, new Set([...seen, node]));
      }
    }
  }

  /** `RECORD.key` or `RECORD[key]` over a constant object literal of documents. */
  private member(file: SourceFile, e: ts.PropertyAccessExpression | ts.ElementAccessExpression, seen: Set<ts.Node>): Value {
    const key = ts.isPropertyAccessExpression(e) ? e.name.text : ts.isStringLiteralLike(e.argumentExpression) ? e.argumentExpression.text : undefined;
    const object = unwrap(e.expression);
    if (ts.isIdentifier(object) && key !== undefined) {
      const binding = this.frontEnd.lookup(file, object, object.text);
      if (binding?.kind === 'namespace') return this.binding(this.frontEnd.exported(binding.target, key), key, seen);
    }
    const literal = this.objectLiteral(file, object);
    if (!literal) return unknown(`built at run time (\`${e.getText().slice(0, 60)}\`)`);
    const values: Value[] = [];
    for (const property of literal.node.properties) {
      if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) return unknown('an entry of an object that is not a plain record of documents');
      const name = ts.isIdentifier(property.name) || ts.isStringLiteralLike(property.name) ? property.name.text : undefined;
      if (key !== undefined && name !== key) continue;
      values.push(this.value(literal.file, ts.isPropertyAssignment(property) ? property.initializer : property.name, seen));
    }
    return values.length ? merge(values) : unknown(`\`${e.getText()}\`, which is not in the record`);
  }

  private objectLiteral(file: SourceFile, expression: ts.Expression): { file: SourceFile; node: ts.ObjectLiteralExpression } | undefined {
    const e = unwrap(expression);
    if (ts.isObjectLiteralExpression(e)) return { file, node: e };
    if (!ts.isIdentifier(e)) return undefined;
    const binding = this.frontEnd.lookup(file, e, e.text);
    if (binding?.kind !== 'declaration' || !ts.isVariableDeclaration(binding.node) || !binding.node.initializer) return undefined;
    if (!(ts.getCombinedNodeFlags(binding.node) & ts.NodeFlags.Const)) return undefined;
    return this.objectLiteral(binding.file, binding.node.initializer);
  }
}

function merge(values: Value[]): Value {
  const failed = values.find((v) => v.kind !== 'documents');
  if (failed) return failed.kind === 'parameter' ? unknown('a parameter in a choice of documents') : failed;
  return { kind: 'documents', documents: values.flatMap((v) => (v.kind === 'documents' ? v.documents : [])) };
}
