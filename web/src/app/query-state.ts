import type { DehydratedState } from '@tanstack/react-query';

/**
 * The data a server-rendered page was made from, handed to the browser in the page itself so the
 * first render there reads the same answers and hydration finds the same markup. Its presence is
 * also the sign that the markup in `#root` may be hydrated.
 */
export const QUERY_STATE_ELEMENT_ID = 'query-state';

/** JSON inside `<script>`: `<`, `>`, `&`, U+2028 and U+2029 escaped, so no value can end the element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A data element, never run as a script (the content security policy allows no inline script anyway). */
export function queryStateScript(state: DehydratedState): string {
  return `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${scriptSafeJson(state)}</script>`;
}

/** The state the server wrote into this page, or null when the page was not rendered on the server. */
export function readQueryState(doc: Document): DehydratedState | null {
  const element = doc.getElementById(QUERY_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return null;
  }
}
