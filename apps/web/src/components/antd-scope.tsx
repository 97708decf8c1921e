import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

const loadAntdRoot = () => import('./antd-root');
const AntdRoot = lazy(loadAntdRoot);

/**
 * Wraps the parts of a page drawn with antd. antd (its theme, locale and message host) is not in
 * the first bundle: it loads with the first such part, so pages drawn without it start faster.
 */
export function AntdScope({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <AntdRoot fallback={fallback}>{children}</AntdRoot>
    </Suspense>
  );
}

/**
 * A lazily loaded component drawn inside an AntdScope; `preload()` starts fetching it (and antd)
 * ahead of need, e.g. when a request whose result it shows goes out.
 */
export function antdLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const once = () => (loading ??= load());
  const Inner = lazy(() => once().then((C) => ({ default: C })));
  function AntdLazy(props: P & { fallback?: ReactNode }) {
    const { fallback, ...rest } = props;
    return (
      <AntdScope fallback={fallback}>
        <Inner {...(rest as P)} />
      </AntdScope>
    );
  }
  AntdLazy.preload = () => void Promise.all([once(), loadAntdRoot()]).catch(() => undefined);
  return AntdLazy;
}
