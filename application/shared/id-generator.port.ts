export abstract class IdGenerator {
  /** A new random UUID (event ids, aggregate ids). */
  abstract uuid(): string;
}
