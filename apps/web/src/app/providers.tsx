import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';

/**
 * What every page shares. antd's ConfigProvider and App are not here: pages (and parts of pages)
 * drawn with antd wrap themselves in components/antd-scope, so the first bundle carries no antd.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
