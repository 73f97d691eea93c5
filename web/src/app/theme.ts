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
    colorBgLayout: '#f7f4ec',
    colorBorderSecondary: '#e6e0d0',
    borderRadius: 6,
    fontFamily: FONT_FAMILY,
    fontSize: 15,
  },
  components: {
    Collapse: { headerBg: '#f4f1e8' },
    Steps: { colorPrimary: '#3f6f4a' },
    Table: { headerBg: '#f4f1e8' },
  },
};
