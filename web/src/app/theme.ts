import type { ThemeConfig } from 'antd';

export const FONT_FAMILY =
  '"Hiragino Kaku Gothic ProN", "Hiragino Sans", "Noto Sans JP", "Noto Sans CJK JP", "BIZ UDPGothic", "Yu Gothic", YuGothic, Meiryo, system-ui, sans-serif';

/** Calm field-green with earth-brown accents, on a warm paper background. */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: '#3f6f4a',
    colorInfo: '#3f6f4a',
    colorLink: '#3f6f4a',
    colorLinkHover: '#5a8a62',
    colorSuccess: '#4f8a3c',
    colorInfoBg: '#eef4ec',
    colorInfoBorder: '#c6d9c3',
    colorWarning: '#c48a2c',
    colorWarningBg: '#fbf4e6',
    colorWarningBorder: '#ead4a8',
    colorError: '#c0483b',
    colorTextBase: '#2e2a22',
    // Ant Design derives these by transparency (45% and less), which on the paper background
    // falls to 2.6:1; WCAG AA asks 4.5:1 for text, placeholders and hints included.
    colorTextSecondary: '#5c574e',
    colorTextLabel: '#5c574e',
    colorTextTertiary: '#645f55',
    colorTextDescription: '#645f55',
    colorTextPlaceholder: '#6b665c',
    colorBgLayout: '#f7f4ec',
    colorBorderSecondary: '#e6e0d0',
    borderRadius: 6,
    fontFamily: FONT_FAMILY,
    fontSize: 15,
  },
  components: {
    // Arrows and dots of the top page's slides at the 24 px touch target size of WCAG 2.5.8.
    Carousel: { arrowSize: 24, dotWidth: 24, dotActiveWidth: 32 },
    Collapse: { headerBg: '#f4f1e8' },
    Steps: { colorPrimary: '#3f6f4a' },
    Table: { headerBg: '#f4f1e8' },
  },
};
