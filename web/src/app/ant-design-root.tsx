import { App as AntApp, ConfigProvider } from 'antd';
import jaJP from 'antd/locale/ja_JP';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import type { ReactNode } from 'react';
import { appTheme } from './theme';

// Ant Design's date pickers and calendars read dayjs' locale; only the pages that use them load it.
dayjs.locale('ja');

/** The theme and locale every Ant Design part of the app is drawn with. */
function ThemedConfig({ children }: { children: ReactNode }) {
  return (
    // Ant Design would space two kanji on a button (成 約); Japanese never spaces a word.
    <ConfigProvider locale={jaJP} theme={appTheme} button={{ autoInsertSpace: false }}>
      {children}
    </ConfigProvider>
  );
}

// A message that must outlive its page (a page that navigates to one without Ant Design, whose root
// then goes away) is shown by the static holder, drawn in the same theme.
ConfigProvider.config({ holderRender: (children) => <ThemedConfig>{children}</ThemedConfig> });

/**
 * Ant Design's theme, Japanese locale and `App` context (message, modal, notification) around the
 * routes and areas that use Ant Design. Pages without it render outside, so their first load
 * carries none of its code.
 */
export function AntDesignRoot({ children }: { children: ReactNode }) {
  return (
    <ThemedConfig>
      <AntApp>{children}</AntApp>
    </ThemedConfig>
  );
}
