/** The pure core of one lifecycle: what happened so far decides what may happen next. */
export interface Decider<Command, State, Event> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

export function assertNever(value: never): never {
  throw new Error(`unhandled case: ${JSON.stringify(value)}`);
}
