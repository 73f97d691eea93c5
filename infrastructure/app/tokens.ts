/** Injection token of the open Database (embedded or server). */
export const DATABASE = Symbol('DATABASE');
