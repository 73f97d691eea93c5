/** The addresses of the members who allow mail about news: open accounts that did not turn it off. */
export abstract class NewsRecipients {
  abstract emails(): Promise<string[]>;
}
