import { existsSync } from 'node:fs';
import { z } from 'zod';

/** Where Debian's `chromium` package puts the browser; the Dockerfile installs it there too. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** `CHROMIUM_PATH`: the browser that lays contract PDFs out. A path that names nothing stops the start. */
export const chromiumPathSetting = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value))
  .refine((value) => value === undefined || existsSync(value), {
    message: `must be the path of an installed Chromium, e.g. ${DEBIAN_CHROMIUM}`,
  });

/** `PDF_POOL_SIZE`: PDFs rendered at once, one browser page each. */
export const pdfPoolSizeSetting = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 16')
  .max(16, 'must be between 1 and 16')
  .default(2);

/** The configured browser, else Debian's when it is installed; none means PDFs cannot be rendered. */
export function resolveChromiumPath(configured: string | undefined, exists: (file: string) => boolean = existsSync): string | undefined {
  if (configured) return configured;
  return exists(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}
