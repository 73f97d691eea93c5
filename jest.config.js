/** Server tests: `*.unit.spec.ts` (no I/O) and `*.int.spec.ts` (a real database). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2024',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  testEnvironment: 'node',
  transform: { '^.+\\.(c?js|ts)$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(jose|@electric-sql/pglite|content-disposition|htmlparser2|domhandler|domutils|entities|dom-serializer|domelementtype)/)'],
  roots: ['<rootDir>/domain', '<rootDir>/application', '<rootDir>/read-models', '<rootDir>/infrastructure', '<rootDir>/scripts'],
};

module.exports = {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['**/*.unit.spec.ts'] },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['**/*.int.spec.ts'],
      globalSetup: '<rootDir>/infrastructure/testing/integration-global-setup.ts',
      setupFilesAfterEnv: ['<rootDir>/infrastructure/testing/integration-timeout.setup.ts'],
    },
  ],
};
