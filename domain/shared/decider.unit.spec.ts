import { inSequence, type Decider } from './decider';

type Counter = { value: number };
type Add = { by: number };
type Added = { type: 'Added'; data: { by: number } };

const counter: Decider<Add, Counter, Added> = {
  initialState: () => ({ value: 0 }),
  evolve: (state, event) => ({ value: state.value + event.data.by }),
  decide(command, state) {
    if (state.value + command.by > 10) throw new Error('over ten');
    return [{ type: 'Added', data: { by: command.by } }];
  },
};

describe('inSequence', () => {
  it('decides each command on the state the previous ones left', () => {
    expect(inSequence(counter).decide([{ by: 4 }, { by: 5 }], { value: 0 })).toEqual([
      { type: 'Added', data: { by: 4 } },
      { type: 'Added', data: { by: 5 } },
    ]);
  });

  it('refuses them all when a later one is refused because of an earlier one', () => {
    expect(() => inSequence(counter).decide([{ by: 6 }, { by: 5 }], { value: 0 })).toThrow('over ten');
  });

  it('decides nothing for no commands', () => {
    expect(inSequence(counter).decide([], { value: 3 })).toEqual([]);
  });
});
