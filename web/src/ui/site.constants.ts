export const SITE_NAME = 'いえとち直売所';
export const COMPANY_NAME = '株式会社いえとち直売所';
export const COMPANY_URL = 'https://corp.ietochi-chokubaijo.jp/';
/** The copyright line names the year the page is shown in. */
export const copyrightYear = (): number => new Date().getFullYear();
export const SUPPORT_EMAIL = 'support@ietochi-chokubaijo.jp';
