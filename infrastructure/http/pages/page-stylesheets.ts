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
 * the entry's (the shell links those already). A few kilobytes for all of them (4 kB in 2026).
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

/**
 * The shell with the styles in one `<style>` at the end of `<head>`, after the site's stylesheet
 * as the browser puts a lazy page's: inline, they cost no request that would hold the first paint
 * back (six small files did, a round trip each on a phone's connection). The page's script links
 * its own files again when it loads; the same rules twice change nothing.
 */
export function withInlineStyles(shell: string, css: string): string {
  const headEnd = shell.search(/<\/head>/i);
  if (headEnd === -1 || css.trim() === '') return shell;
  // A stylesheet cannot close the element early: `</style` inside one is escaped like any `<`.
  const text = css.replace(/<\/style/gi, '\\3c /style');
  return `${shell.slice(0, headEnd)}  <style data-public-pages>${text}</style>\n  ${shell.slice(headEnd)}`;
}

/** The public pages' styles of the built site in `webDir`, or none when it was built without a manifest. */
export function builtPublicPageStyles(webDir: string): string {
  const file = path.join(webDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return '';
  const files = publicPageStylesheets(JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest);
  return files.map((css) => fs.readFileSync(path.join(webDir, css), 'utf8').trim()).join('\n');
}
