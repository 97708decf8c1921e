import { useMatches } from 'react-router';

/** What a route declares about itself (react-router's `handle`). */
export interface RouteHandle {
  /** The page draws its first screen without antd; its antd parts bring their own AntdScope. */
  light?: boolean;
  /** The tab title of the page (the site name is added). */
  title?: string;
  /** The page (or its layout) sets the tab title itself, with usePageTitle. */
  ownTitle?: boolean;
}

const isLight = (handle: unknown) => (handle as RouteHandle | undefined)?.light === true;

export const matchesLightRoute = (matches: ReadonlyArray<{ route: { handle?: unknown } }>) =>
  matches.some((m) => isLight(m.route.handle));

/** Whether the current page is drawn without antd (see RouteHandle.light). */
export const useLightRoute = () => useMatches().some((m) => isLight(m.handle));
