import { z } from 'zod';
import { MSG } from './messages.js';
import { isSafeUrl } from './urls.js';
import { MENU_CATEGORIES, MENU_POSITIONS, NAVBAR_ICONS } from './menu.js';

const M = MSG.adminMenus;

export const MENU_LIMITS = { title: 50, url: 2048, maxSortOrder: 9999 } as const;

const menuFields = z.object({
  parent_id: z
    .number({ error: M.parentInvalid })
    .int({ error: M.parentInvalid })
    .min(0, { error: M.parentInvalid })
    .default(0),
  title: z
    .string({ error: M.titleRequired })
    .trim()
    .min(1, { error: M.titleRequired })
    .refine((v) => [...v].length <= MENU_LIMITS.title, { error: M.titleTooLong })
    .meta({ maxLength: MENU_LIMITS.title }),
  url: z
    .string({ error: M.urlRequired })
    .trim()
    .min(1, { error: M.urlRequired })
    .max(MENU_LIMITS.url, { error: M.urlInvalid })
    .refine(isSafeUrl, { error: M.urlInvalid }),
  icon: z.union([z.enum(NAVBAR_ICONS), z.literal('')], { error: M.iconInvalid }).default(''),
  position: z.enum(MENU_POSITIONS, { error: M.positionInvalid }),
  /** Footer only; ignored (stored empty) for the navbar. */
  category: z
    .union([z.enum(MENU_CATEGORIES), z.literal('')], { error: M.categoryRequired })
    .default(''),
  sort_order: z
    .number({ error: M.sortOrderInvalid })
    .int({ error: M.sortOrderInvalid })
    .min(0, { error: M.sortOrderInvalid })
    .max(MENU_LIMITS.maxSortOrder, { error: M.sortOrderInvalid })
    .default(0),
  is_visible: z.boolean().default(true),
});

type MenuFields = z.infer<typeof menuFields>;
/** back-office §2.12 and §3: icons only on the navbar, a category only (and always) in the footer. */
function checkPlacement(m: MenuFields, ctx: z.RefinementCtx) {
  if (m.position === 'footer' && m.icon)
    ctx.addIssue({ code: 'custom', path: ['icon'], message: M.iconOnlyNavbar });
  if (m.position === 'footer' && !m.category)
    ctx.addIssue({ code: 'custom', path: ['category'], message: M.categoryRequired });
}
const placeNavbar = (m: MenuFields): MenuFields =>
  m.position === 'navbar' ? { ...m, category: '' } : m;

export const menuAddBody = menuFields.superRefine(checkPlacement).transform(placeNavbar);
export type MenuAddBody = z.infer<typeof menuAddBody>;

export const menuUpdateBody = menuFields
  .extend({
    id: z
      .number({ error: MSG.common.invalidId })
      .int({ error: MSG.common.invalidId })
      .positive({ error: MSG.common.invalidId }),
  })
  .superRefine(checkPlacement)
  .transform((m) => ({ ...m, ...placeNavbar(m) }));
export type MenuUpdateBody = z.infer<typeof menuUpdateBody>;
