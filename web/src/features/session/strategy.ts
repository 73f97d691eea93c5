export const STRATEGIES = ['guest', 'member', 'admin', 'lawyer'] as const;

export type Strategy = (typeof STRATEGIES)[number];

export type Allow = 'all' | Strategy | readonly Strategy[];

export function isStrategy(value: unknown): value is Strategy {
  return typeof value === 'string' && (STRATEGIES as readonly string[]).includes(value);
}

export function isAllowed(allow: Allow, strategy: Strategy): boolean {
  if (allow === 'all') return true;
  if (typeof allow === 'string') return allow === strategy;
  return allow.includes(strategy);
}
