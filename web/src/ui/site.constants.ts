export const SITE_NAME = 'いえとち直売所';
export const COMPANY_NAME = '株式会社いえとち直売所';
export const COMPANY_URL = 'https://corp.ietochi-chokubaijo.jp/';
export const COPYRIGHT_YEAR = 2023;
export const SUPPORT_EMAIL = 'support@ietochi-chokubaijo.jp';
