import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PlainButton } from '../components/plain-button';

/**
 * A page that failed to load or render (often a stale chunk after a deploy): say so and offer a
 * reload. Plain markup, no antd: this is part of every page's first bundle.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="yx-route-error" role="alert">
      <h1 className="yx-route-error__title">{notFound ? '页面不存在' : '页面加载失败'}</h1>
      {!notFound && <p className="yx-route-error__desc">请刷新页面后重试。</p>}
      <PlainButton variant="primary" onClick={() => window.location.reload()}>
        刷新页面
      </PlainButton>
    </div>
  );
}
