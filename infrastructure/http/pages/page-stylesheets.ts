import fs from 'node:fs';
import path from 'node:path';

/** The part of a chunk of Vite's build manifest (`web/dist/.vite/manifest.json`) read here. */
interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

const PUBLIC_PAGES = 'src/pages/public/';

/**
 * The stylesheets of the public pages that the build splits off the site's own: a page loaded
 * lazily brings its CSS modules with its chunk, so a page rendered on the server would be drawn
 * without them until its script ran, and then move (a listing's whole column did). Every public
 * page's styles and those of the chunks it imports statically, in the manifest's order, without
 * the entry's (the shell links those already). A few kilobytes for all of them.
 */
export function publicPageStylesheets(manifest: Manifest): string[] {
  const entryCss = new Set(Object.values(manifest).filter((chunk) => chunk.src === 'index.html').flatMap((chunk) => chunk.css ?? []));
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key) || key === 'index.html' || !manifest[key]) return;
    seen.add(key);
    for (const file of manifest[key].css ?? []) if (!entryCss.has(file) && !files.includes(file)) files.push(file);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of Object.keys(manifest)) if (key.startsWith(PUBLIC_PAGES)) visit(key);
  return files;
}

/** The shell with a `<link rel="stylesheet">` for each file after its own, at the end of `<head>`. */
export function withStylesheets(shell: string, files: readonly string[]): string {
  const headEnd = shell.search(/<\/head>/i);
  if (headEnd === -1 || files.length === 0) return shell;
  const links = files.map((file) => `<link rel="stylesheet" crossorigin href="/${file.replace(/^\/+/, '')}">`).join('\n    ');
  return `${shell.slice(0, headEnd)}  ${links}\n  ${shell.slice(headEnd)}`;
}

/** The stylesheets of the built site in `webDir`, or none when it was built without a manifest. */
export function builtPublicPageStylesheets(webDir: string): string[] {
  const file = path.join(webDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return [];
  return publicPageStylesheets(JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest);
}
