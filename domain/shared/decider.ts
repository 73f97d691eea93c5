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

/**
 * A decider that takes several commands at once and decides each on the state the previous ones
 * left, so they are accepted or refused together and written in one append.
 */
export function inSequence<Command, State, Event>(decider: Decider<Command, State, Event>): Decider<readonly Command[], State, Event> {
  return {
    initialState: decider.initialState,
    evolve: decider.evolve,
    decide(commands, state) {
      const events: Event[] = [];
      let current = state;
      for (const command of commands) {
        const decided = decider.decide(command, current);
        events.push(...decided);
        current = decided.reduce(decider.evolve, current);
      }
      return events;
    },
  };
}
