/** Who may call a route; every /api route declares one (enforced in plugins/access.ts). */
export type Access = 'public' | 'user' | 'staff' | 'admin';
