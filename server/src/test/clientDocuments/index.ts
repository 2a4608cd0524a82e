// The front end's GraphQL documents, read from its sources as text: what `src/graphql/contract.test.ts`
// validates, and what server tests send when they run an operation the client sends (by name,
// through `clientOperation`). Nothing here imports front-end code.
import { Documents, type ClientDocument, type Problem } from './documents.ts';
import { FrontEnd } from './frontEnd.ts';
import { Sends, type SendSite } from './sends.ts';
import { readFrontEndPackages, readServerTests, type SourcePackage } from './sources.ts';

export type { ClientDocument, Problem, SendSite, SourcePackage };

/** What the contract test knows about one front-end package. */
export interface PackageReport {
  /** Its folder, e.g. `mf-issue`. */
  package: string;
  documents: ClientDocument[];
  /** Where it hands a document to a GraphQL client (not counting functions that pass their caller's on). */
  sends: SendSite[];
  /** Functions that send their caller's document, as `file#name`. */
  wrappers: string[];
  /** Whether it imports what sends GraphQL: Apollo Client, graphql-ws, or a kernel function that sends or gives a client. */
  importsGraphqlClient: boolean;
  /** Why some of what it sends cannot be checked; empty when everything can. */
  problems: Problem[];
}

/** Reads every package's documents and send sites, and says what keeps any of them from being checked. */
export function analyse(packages: readonly SourcePackage[]): PackageReport[] {
  const frontEnd = new FrontEnd(packages);
  const documents = new Documents(frontEnd);
  const perPackage = packages.map((pkg) => ({ pkg, documents: frontEnd.filesOf(pkg).flatMap((file) => documents.scan(file)) }));
  const sender = new Sends(frontEnd, documents);
  const sends = sender.analyse(packages.flatMap((pkg) => frontEnd.filesOf(pkg)));
  const documentProblems = documents.problems();
  return perPackage.map(({ pkg, documents: found }) => {
    const unreadableSends = sends.problems.filter((problem) => problem.package === pkg.folder);
    const wrappers = [...sends.wrappers].filter(([file]) => file.pkg === pkg).flatMap(([file, names]) => [...new Set(names)].map((name) => `${file.path}#${name}`));
    const report: PackageReport = {
      package: pkg.folder,
      documents: found,
      sends: sends.sites.filter((site) => site.package === pkg.folder),
      wrappers,
      importsGraphqlClient: sender.reachesClient(frontEnd.filesOf(pkg)),
      problems: [...documentProblems.filter((problem) => problem.package === pkg.folder), ...unreadableSends],
    };
    const at = { package: pkg.folder, file: 'src', line: 0 };
    if (report.sends.length > 0 && found.length === 0) report.problems.push({ ...at, message: 'sends GraphQL, but no document was found in its sources' });
    if (report.importsGraphqlClient && report.sends.length === 0 && unreadableSends.length === 0 && wrappers.length === 0) {
      report.problems.push({ ...at, message: 'imports a GraphQL client, but no call that sends a document was recognised: send through the kernel (mutateGraphql, subscribeGraphql, getApolloClient()) or Apollo’s hooks' });
    }
    return report;
  });
}

let reports: PackageReport[] | undefined;

/** The reports of the repository's front-end packages (read once per test worker). */
export function frontEndReports(): PackageReport[] {
  reports ??= analyse(readFrontEndPackages());
  return reports;
}

/** Every document of the front end. */
export function clientDocuments(): ClientDocument[] {
  return frontEndReports().flatMap((report) => report.documents);
}

/**
 * The document holding operation `name`, exactly as the front end sends it: server tests run what
 * the client sends, not a copy of it.
 */
export function clientOperation(name: string): string {
  const matches = clientDocuments().filter((document) => document.operations.includes(name));
  const [match] = matches;
  if (!match) throw new Error(`No front-end package defines a GraphQL operation named ${name}`);
  if (matches.length > 1) throw new Error(`The GraphQL operation ${name} is defined ${matches.length} times: ${matches.map((d) => `${d.package}/${d.file}:${d.line}`).join(', ')}`);
  return match.source;
}

/**
 * The documents the server's tests write out for operations no client sends, so the contract test
 * holds them to GitLab 16.2 too; and what keeps any of them from being read.
 */
export function serverTestDocuments(): { documents: ClientDocument[]; problems: Problem[] } {
  const pkg = readServerTests();
  const frontEnd = new FrontEnd([pkg]);
  const documents = new Documents(frontEnd, false);
  const found = frontEnd.filesOf(pkg).flatMap((file) => documents.scan(file));
  return { documents: found, problems: documents.problems() };
}
