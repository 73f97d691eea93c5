/** Absolute links to the site, for mails. */
export abstract class SiteUrl {
  abstract link(path: string): string;
}
