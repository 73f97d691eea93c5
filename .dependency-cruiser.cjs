/** Layer rules of ARCHITECTURE.md: each layer imports only the layers beneath it. */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-nothing-outside',
      comment: 'domain/ is pure: no other layer, no framework, no package.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { pathNot: '^domain/' },
    },
    {
      name: 'application-imports-domain-only',
      comment: 'application/ holds handlers and ports: it may use domain/ and frameworks, never adapters.',
      severity: 'error',
      from: { path: '^application/' },
      to: { path: '^(infrastructure|web|e2e)/' },
    },
    {
      name: 'application-reads-read-model-shapes-only',
      comment: 'Queries answer with read-model documents: application/ may name their types, never run projector code.',
      severity: 'error',
      from: { path: '^application/' },
      to: { path: '^read-models/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'read-models-import-domain-only',
      comment: 'read-models/ are pure projections over domain event types.',
      severity: 'error',
      from: { path: '^read-models/' },
      to: { pathNot: '^(read-models|domain)/' },
    },
    {
      name: 'web-imports-no-server-code',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(domain|application|read-models|infrastructure)/' },
    },
    {
      name: 'postgres-only-in-infrastructure',
      comment: 'No layer but infrastructure/ may depend on PostgreSQL drivers.',
      severity: 'error',
      from: { pathNot: '^(infrastructure|bench)/' },
      to: { path: 'node_modules/(pg|@electric-sql/pglite|pg-[^/]+)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
