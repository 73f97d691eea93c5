export abstract class Clock {
  /** Now, as an ISO-8601 string: the time every command carries into its events. */
  abstract now(): string;
}
