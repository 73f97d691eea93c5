export abstract class PasswordHasher {
  abstract hash(password: string): Promise<string>;
  abstract verify(hash: string, password: string): Promise<boolean>;
  /** Costs the same as `verify`, for unknown accounts, so timing does not tell them apart. */
  abstract verifyNothing(password: string): Promise<false>;
}
