/** Injection token of the loaded AppConfig. */
export const AppConfigToken = Symbol('AppConfig');
