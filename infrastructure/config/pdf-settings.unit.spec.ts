import { loadConfig } from './app-config';
import { DEBIAN_CHROMIUM, resolveChromiumPath } from './pdf-settings';

describe('PDF settings', () => {
  it('takes CHROMIUM_PATH when it names a file, and stops the start when it names nothing', () => {
    expect(loadConfig({ CHROMIUM_PATH: process.execPath }).chromiumPath).toBe(process.execPath);
    expect(() => loadConfig({ CHROMIUM_PATH: '/nowhere/chromium' })).toThrow(
      `CHROMIUM_PATH="/nowhere/chromium": must be the path of an installed Chromium, e.g. ${DEBIAN_CHROMIUM}`,
    );
  });

  it("falls back to Debian's Chromium when it is installed, else to none", () => {
    expect(resolveChromiumPath(undefined, (file) => file === DEBIAN_CHROMIUM)).toBe(DEBIAN_CHROMIUM);
    expect(resolveChromiumPath(undefined, () => false)).toBeUndefined();
    expect(resolveChromiumPath('/opt/chrome/chrome', () => false)).toBe('/opt/chrome/chrome');
  });

  it('renders two PDFs at once unless PDF_POOL_SIZE says otherwise', () => {
    expect(loadConfig({}).pdfPoolSize).toBe(2);
    expect(loadConfig({ PDF_POOL_SIZE: '4' }).pdfPoolSize).toBe(4);
    expect(() => loadConfig({ PDF_POOL_SIZE: '0' })).toThrow('PDF_POOL_SIZE="0": must be between 1 and 16');
    expect(() => loadConfig({ PDF_POOL_SIZE: 'two' })).toThrow('PDF_POOL_SIZE="two": must be a number');
  });
});
