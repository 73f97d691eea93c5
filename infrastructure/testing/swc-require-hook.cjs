/**
 * Runs the TypeScript sources in a child process the way Jest does (swc with decorator metadata,
 * which Nest's dependency injection needs and tsx does not emit): `node --require <this> file.ts`.
 */
const fs = require('node:fs');
const Module = require('node:module');
const swc = require('@swc/core');

const options = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2024',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

Module._extensions['.ts'] = function compile(module, filename) {
  const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};
