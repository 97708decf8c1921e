import { useEffect } from 'react';
import { useMatches } from 'react-router';
import type { RouteHandle } from './route-handle';
import { useGeneralSettings } from './site-settings';

/** The tab title: the page, then the site name (the home page: the site name alone). */
export const formatTitle = (page: string | undefined, site: string) =>
  page ? `${page} - ${site}` : site;

/** Sets the tab title of a page whose title is known only once it loads (article, video…). */
export function usePageTitle(page: string | undefined) {
  const site = useGeneralSettings().site_name;
  useEffect(() => {
    document.title = formatTitle(page, site);
  }, [page, site]);
}

/**
 * The static title a route declares (handle.title), or the site name; routes that set their own
 * (handle.ownTitle, anywhere in the chain) are left alone. Issue 26: the tab follows the page.
 */
export function useRouteTitle() {
  const handles = useMatches().map((m) => m.handle as RouteHandle | undefined);
  const own = handles.some((h) => h?.ownTitle);
  const title = handles.findLast((h) => h?.title)?.title;
  const site = useGeneralSettings().site_name;
  useEffect(() => {
    if (!own) document.title = formatTitle(title, site);
  }, [own, title, site]);
}
