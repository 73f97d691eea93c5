import { z } from 'zod';
import { parseSigningKey } from '../audit/audit-signing-key';

/** `AUDIT_SIGNING_KEY`: checked at start, kept as PEM so every reader gets one form. */
export const auditSigningKeySetting = z
  .string()
  .trim()
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === '') return undefined;
    try {
      return parseSigningKey(value).export({ format: 'pem', type: 'pkcs8' }).toString();
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });
