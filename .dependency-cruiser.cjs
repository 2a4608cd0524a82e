// Imports flow one way (docs/architecture.md, "Guard rails"). `npm run lint:deps` checks these rules
// over the server, the shell, the remotes and the kernel; `npm run lint` runs it and fails on any
// violation (the code holds none; there is no list of tolerated ones).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-server-cycle',
      comment: 'No import cycle under server/src: a domain that needs another one subscribes to its events or takes it as a parameter.',
      severity: 'error',
      from: { path: '^server/src/' },
      to: { path: '^server/src/', circular: true },
    },
    {
      name: 'no-domain-imports-other-domain-routes',
      comment:
        "A server domain never imports another domain's route file (routes.ts, routes/*): route files register endpoints, they are not libraries. Import the other domain's service or URL helpers instead.",
      severity: 'error',
      from: { path: '^server/src/domains/([^/]+)/' },
      to: { path: '^server/src/domains/[^/]+/(routes[.]ts$|routes/)', pathNot: '^server/src/domains/$1/' },
    },
    {
      name: 'no-feature-to-feature',
      comment: 'Inside the shell or a remote, a feature never imports another feature: features talk through the page that composes them or through the kernel.',
      severity: 'error',
      from: { path: '^(shell|mf-[^/]+)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/[^/]+/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'no-cross-remote',
      comment: "The shell and each remote never import another one's package or source: use the event bus, the API, a shell slot or the kernel.",
      severity: 'error',
      from: { path: '^(shell|mf-[^/]+)/' },
      to: { path: '^(shell|mf-[^/]+)/', pathNot: '^$1/' },
    },
    {
      name: 'no-seed-outside-seeding',
      comment: 'Demo data is seeded by the seed module (server/src/seed/) only: nothing else imports it (the database plugin included) but the start path (server.ts, which hands it to buildApp) and tests.',
      severity: 'error',
      from: { path: '^server/src/', pathNot: ['^server/src/seed/', '^server/src/server[.]ts$', '[.]test[.]tsx?$', '[.]testing[.]tsx?$', '^server/src/test/'] },
      to: { path: '^server/src/seed/' },
    },
  ],
  options: {
    // The packages the rules speak about; a new remote (mf-*) is covered without editing this file.
    includeOnly: '^(server|shell|mf-[^/]+|shared-kernel|runner)/',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '(^|/)@mf-types/', '^e2e/[.]', '^bench/[.]data/'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
