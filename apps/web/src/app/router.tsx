import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router';
import { AntdScope } from '../components/antd-scope';
import { PublicLayout } from '../features/layout/components/public-layout';
import type { RouteHandle } from '../lib/route-handle';
import { LazyFeedbackHost } from './feedback-host';
import { requireAdmin, requireUser } from './guards';
import { RouteError } from './route-error';
import { SiteHeadSync } from './site-head-sync';

function Root() {
  return (
    <>
      <ScrollRestoration />
      <SiteHeadSync />
      <Outlet />
      <LazyFeedbackHost />
    </>
  );
}

/** Drawn without antd at first: the home page and the article page (what visitors land on). */
const LIGHT: RouteHandle = { light: true };
/** The tab title of a route (the site name is added; lib/page-title). */
const titled = (title: string): RouteHandle => ({ title });

/**
 * Every page is its own chunk (the 404 page too); /admin/* (and antd's heavier parts it uses) never
 * reach the public bundle, and antd itself is not in the first bundle (components/antd-scope).
 */
export const router = createBrowserRouter([
  {
    Component: Root,
    // No HydrateFallback: main.tsx renders only once the first route has loaded (routerReady).
    ErrorBoundary: RouteError,
    children: [
      {
        Component: PublicLayout,
        children: [
          {
            index: true,
            handle: LIGHT,
            lazy: () => import('./routes/home-route').then((m) => ({ Component: m.HomeRoute })),
          },
          {
            path: 'login',
            handle: titled('登录'),
            lazy: () => import('./routes/login-route').then((m) => ({ Component: m.LoginRoute })),
          },
          {
            path: 'register',
            handle: titled('注册'),
            lazy: () =>
              import('../features/auth/pages/register-page').then((m) => ({
                Component: m.RegisterPage,
              })),
          },
          {
            path: 'auth/:provider',
            lazy: () =>
              import('../features/social-login/pages/social-callback-page').then((m) => ({
                Component: m.SocialCallbackPage,
              })),
          },
          {
            path: 'reset-password',
            handle: titled('重置密码'),
            lazy: () =>
              import('../features/auth/pages/reset-password-page').then((m) => ({
                Component: m.ResetPasswordPage,
              })),
          },
          {
            path: 'user-center',
            handle: titled('用户中心'),
            loader: requireUser,
            lazy: () =>
              import('./routes/user-center-route').then((m) => ({ Component: m.UserCenterRoute })),
          },
          {
            path: 'article',
            handle: titled('文章专区'),
            lazy: () =>
              import('./routes/article-list-route').then((m) => ({
                Component: m.ArticleListRoute,
              })),
          },
          {
            path: 'article/:id',
            handle: { ...LIGHT, ownTitle: true },
            lazy: () =>
              import('./routes/article-detail-route').then((m) => ({
                Component: m.ArticleDetailRoute,
              })),
          },
          {
            path: 'video',
            handle: titled('视频专区'),
            lazy: () =>
              import('../features/videos/pages/videos-page').then((m) => ({
                Component: m.VideosPage,
              })),
          },
          {
            path: 'video/:id',
            handle: { ownTitle: true },
            lazy: () =>
              import('../features/videos/pages/video-page').then((m) => ({
                Component: m.VideoPage,
              })),
          },
          {
            path: 'dictionary',
            handle: { ownTitle: true },
            lazy: () =>
              import('../features/dictionary/pages/dictionary-page').then((m) => ({
                Component: m.DictionaryPage,
              })),
          },
          {
            path: 'collection',
            handle: titled('我的收藏'),
            loader: requireUser,
            lazy: () =>
              import('../features/favorites/pages/favorites-page').then((m) => ({
                Component: m.FavoritesPage,
              })),
          },
          {
            path: 'study',
            handle: titled('学习'),
            lazy: () =>
              import('../features/study/pages/study-page').then((m) => ({
                Component: m.StudyPage,
              })),
          },
          {
            path: '*',
            handle: titled('页面不存在'),
            lazy: () =>
              import('../components/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
      {
        path: 'admin',
        handle: { ownTitle: true },
        loader: requireAdmin,
        lazy: () =>
          import('../features/admin/components/admin-layout').then(({ AdminLayout }) => ({
            Component: () => (
              <AntdScope>
                <AdminLayout />
              </AntdScope>
            ),
          })),
        children: [
          {
            index: true,
            lazy: () =>
              import('./routes/admin-dashboard-route').then((m) => ({
                Component: m.AdminDashboardRoute,
              })),
          },
          {
            path: 'orders',
            lazy: () =>
              import('../features/admin-orders/pages/orders-page').then((m) => ({
                Component: m.OrdersPage,
              })),
          },
          {
            path: 'products',
            lazy: () =>
              import('../features/admin-products/pages/products-page').then((m) => ({
                Component: m.ProductsPage,
              })),
          },
          {
            path: 'database',
            lazy: () =>
              import('../features/admin-database/pages/database-page').then((m) => ({
                Component: m.DatabasePage,
              })),
          },
          {
            path: 'settings',
            lazy: () =>
              import('../features/admin-settings/pages/settings-page').then((m) => ({
                Component: m.SettingsPage,
              })),
          },
          {
            path: 'videos',
            lazy: () =>
              import('../features/admin-videos/pages/videos-page').then((m) => ({
                Component: m.VideosPage,
              })),
          },
          {
            path: 'articles',
            lazy: () =>
              import('./routes/admin-articles-route').then((m) => ({
                Component: m.AdminArticlesRoute,
              })),
          },
          {
            path: 'users',
            lazy: () =>
              import('../features/admin-users/pages/users-page').then((m) => ({
                Component: m.UsersPage,
              })),
          },
          {
            path: 'menus',
            lazy: () =>
              import('../features/admin-menus/pages/menus-page').then((m) => ({
                Component: m.MenusPage,
              })),
          },
          {
            path: 'favorites',
            lazy: () =>
              import('../features/admin-favorites/pages/favorites-page').then((m) => ({
                Component: m.FavoritesPage,
              })),
          },
          {
            path: '*',
            lazy: () =>
              import('../features/admin/pages/admin-not-found-page').then((m) => ({
                Component: m.AdminNotFoundPage,
              })),
          },
        ],
      },
    ],
  },
]);
