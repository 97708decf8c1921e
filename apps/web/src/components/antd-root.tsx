import { App, ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
// The context behind App.useApp(): every antd part of the page gets the one host's instances.
import AppContext from 'antd/es/app/context';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { ANTD_CSS_VAR_KEY, antdTokens } from '../lib/antd-theme';
import {
  getFeedbackApi,
  requestFeedbackHost,
  setFeedbackApi,
  subscribeFeedback,
} from '../lib/feedback';
import { readStoredTheme } from '../lib/theme';

// Date pickers and their formats in zh-CN.
dayjs.locale('zh-cn');
// Whatever loads antd needs the message host: ask for it now rather than after the first render.
requestFeedbackHost();

const stored = readStoredTheme();
const THEME: ThemeConfig = {
  algorithm: stored === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
  token: antdTokens(stored),
  cssVar: { key: ANTD_CSS_VAR_KEY },
};

function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }} theme={THEME}>
      {children}
    </ConfigProvider>
  );
}

function FeedbackBridge() {
  const app = App.useApp();
  useEffect(() => setFeedbackApi(app), [app]);
  return null;
}

/** The page's one antd App: message, modal and notification live here, across navigations. */
export function FeedbackHost() {
  return (
    <Providers>
      <App component={false}>
        <FeedbackBridge />
      </App>
    </Providers>
  );
}

/** antd's theme and locale for the antd parts of a page, sharing the host's message and modal. */
export default function AntdRoot({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const api = useSyncExternalStore(subscribeFeedback, getFeedbackApi);
  if (!api) return fallback;
  return (
    <Providers>
      <AppContext.Provider value={api}>{children}</AppContext.Provider>
    </Providers>
  );
}
