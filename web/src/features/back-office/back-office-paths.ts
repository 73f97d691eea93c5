/** The page a guest was sent away from, if it belongs to this area; otherwise the area's home. */
export function returnPath(state: unknown, areaPrefix: string, fallback: string): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== 'string' || !from.startsWith(areaPrefix)) return fallback;
  if (/^\/(admin|lawyer)\/(login|logout)(\/|\?|$)/.test(from)) return fallback;
  return from;
}
