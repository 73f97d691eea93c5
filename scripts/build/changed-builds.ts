import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** One part of the build: what it reads, the npm script that builds it, and a file it leaves. */
export interface BuildTarget {
  name: string;
  /** Files and folders, relative to the root; `node_modules`, `dist` and `__tests__` inside are left out. */
  inputs: string[];
  /** Runs the build; true when it succeeded. */
  build: () => boolean;
  /** A file the build writes; without it the part is built again. */
  output: string;
}

const SKIPPED = new Set(['node_modules', 'dist', '__tests__']);

/** Every file under the inputs by path, size and modification time: cheap to take, and any edit changes it. */
export function fingerprint(root: string, inputs: readonly string[]): string {
  const hash = createHash('sha256');
  const visit = (relative: string): void => {
    const absolute = path.join(root, relative);
    let stat: fs.Stats;
    try {
      stat = fs.statSync(absolute);
    } catch {
      hash.update(`${relative}\0missing\n`);
      return;
    }
    if (!stat.isDirectory()) {
      hash.update(`${relative}\0${stat.size}\0${stat.mtimeMs}\n`);
      return;
    }
    for (const entry of fs.readdirSync(absolute).sort()) if (!SKIPPED.has(entry)) visit(path.join(relative, entry));
  };
  inputs.forEach(visit);
  return hash.digest('hex');
}

/**
 * Builds each target whose inputs changed since its last successful build (or whose output is
 * gone), and records what it built from. Returns the names built; throws when a build fails.
 */
export function buildChanged(root: string, targets: readonly BuildTarget[], stampDir: string): string[] {
  fs.mkdirSync(stampDir, { recursive: true });
  const built: string[] = [];
  for (const target of targets) {
    const stampFile = path.join(stampDir, `${target.name}.sha256`);
    // Taken before building, so an edit made while it builds is built next time.
    const current = fingerprint(root, target.inputs);
    const upToDate = fs.existsSync(path.join(root, target.output)) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === current;
    if (upToDate) continue;
    fs.rmSync(stampFile, { force: true });
    if (!target.build()) throw new Error(`the ${target.name} build failed`);
    fs.writeFileSync(stampFile, current);
    built.push(target.name);
  }
  return built;
}

/** `npm run <script>` in the root, its output shown as it comes. */
export function npmScript(root: string, script: string): () => boolean {
  return () => spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' }).status === 0;
}
