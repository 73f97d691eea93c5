import type * as Jose from 'jose' with { 'resolution-mode': 'import' };

let loaded: Promise<typeof Jose> | undefined;

/** jose ships only as an ES module; the server is CommonJS, so it is loaded once, dynamically. */
export function loadJose(): Promise<typeof Jose> {
  loaded ??= import('jose');
  return loaded;
}
