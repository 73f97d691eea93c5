/**
 * How long a message sent without signing in is kept before its key is deleted: nobody withdraws
 * from a guest message, so its own retention period stands for the withdrawal.
 */
export abstract class ContactRetention {
  abstract readonly days: number;
}
