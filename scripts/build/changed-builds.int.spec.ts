import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildChanged, type BuildTarget } from './changed-builds';

describe('Building only what changed', () => {
  let root: string;
  let builds: string[];
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  const target = (name: string, inputs: string[], ok = () => true): BuildTarget => ({
    name,
    inputs,
    output: `out/${name}.txt`,
    build: () => {
      builds.push(name);
      if (!ok()) return false;
      write(`out/${name}.txt`, 'built');
      return true;
    },
  });
  const stamps = () => path.join(root, 'dist', '.build-stamps');

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'changed-builds-'));
    builds = [];
    write('server/main.ts', 'one');
    write('web/src/app.tsx', 'one');
    write('web/src/node_modules/ignored.js', 'x');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('builds everything the first time, then nothing while nothing changes', () => {
    const targets = [target('server', ['server']), target('web', ['web/src'])];
    expect(buildChanged(root, targets, stamps())).toEqual(['server', 'web']);
    expect(buildChanged(root, targets, stamps())).toEqual([]);
    expect(builds).toEqual(['server', 'web']);
  });

  it('builds again only the part whose sources changed, or whose output is gone', () => {
    const targets = [target('server', ['server']), target('web', ['web/src'])];
    buildChanged(root, targets, stamps());
    write('web/src/app.tsx', 'two, longer');
    expect(buildChanged(root, targets, stamps())).toEqual(['web']);
    write('server/new-file.ts', 'new');
    expect(buildChanged(root, targets, stamps())).toEqual(['server']);
    fs.rmSync(path.join(root, 'out/server.txt'));
    expect(buildChanged(root, targets, stamps())).toEqual(['server']);
    write('web/src/node_modules/ignored.js', 'changed');
    expect(buildChanged(root, targets, stamps())).toEqual([]);
  });

  it('sees an edit that keeps the size, by its modification time', () => {
    const targets = [target('server', ['server'])];
    buildChanged(root, targets, stamps());
    const file = path.join(root, 'server/main.ts');
    fs.writeFileSync(file, 'two');
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(file, later, later);
    expect(buildChanged(root, targets, stamps())).toEqual(['server']);
  });

  it('after a failed build, builds again next time', () => {
    let succeed = false;
    const targets = [target('server', ['server'], () => succeed)];
    expect(() => buildChanged(root, targets, stamps())).toThrow('the server build failed');
    succeed = true;
    expect(buildChanged(root, targets, stamps())).toEqual(['server']);
    expect(builds).toEqual(['server', 'server']);
  });
});
