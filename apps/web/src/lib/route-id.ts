/** The numeric id of /article/{id} or /video/{id}; undefined when it is missing or not a positive integer. */
export function parseRouteId(raw: string | undefined): number | undefined {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : undefined;
}
