/**
 * Runs work whose writes must commit together or not at all: the events of a command, the account
 * rows it changes and the mails it records. Nothing the work wrote is kept if it throws.
 */
export abstract class UnitOfWork {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
}
