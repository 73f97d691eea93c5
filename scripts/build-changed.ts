import path from 'node:path';
import { buildChanged, npmScript, type BuildTarget } from './build/changed-builds';

/**
 * `npm start` builds through this: the server and the site are built again only when their
 * sources changed since their last build, so a restart without changes starts at once.
 * `npm run build` still builds both every time.
 */
const root = path.resolve(__dirname, '..');
const shared = ['package.json', 'package-lock.json', 'tsconfig.json'];
const targets: BuildTarget[] = [
  {
    name: 'server',
    inputs: [...shared, 'tsconfig.build.json', 'domain', 'application', 'read-models', 'infrastructure'],
    build: npmScript(root, 'build:server'),
    output: 'dist/server/infrastructure/main.js',
  },
  {
    name: 'web',
    inputs: [...shared, 'web/index.html', 'web/vite.config.ts', 'web/tsconfig.json', 'web/public', 'web/src'],
    build: npmScript(root, 'build:web'),
    output: 'web/dist/index.html',
  },
];

try {
  const built = buildChanged(root, targets, path.join(root, 'dist', '.build-stamps'));
  for (const target of targets) if (!built.includes(target.name)) console.log(`${target.name}: unchanged since its last build`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
