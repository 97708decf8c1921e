/**
 * For `expect(page).toHaveURL(atPath('/collection'))`: the page is at that path itself, with no
 * query. A pattern like /\/collection$/ also matches `/login?redirect=/collection`, so it passed
 * before the app had gone anywhere (a CI flake under load).
 */
export const atPath =
  (path: string) =>
  (url: URL): boolean =>
    url.pathname === path && url.search === '';
