import { z } from 'zod';
import { cacheBuster } from './fields.js';
import { okSchema } from './envelope.js';

export const MENU_POSITIONS = ['navbar', 'footer'] as const;
export const MENU_CATEGORIES = ['quick_links', 'resources'] as const;
export const NAVBAR_ICONS = ['home', 'class', 'collect', 'info'] as const;

export const menuItemSchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int(),
  title: z.string(),
  url: z.string(),
  icon: z.string(),
  position: z.enum(MENU_POSITIONS),
  category: z.string(),
  sort_order: z.number().int(),
  is_visible: z.boolean(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;
/** GET /menu/list */
export const menuListResponse = okSchema(z.array(menuItemSchema));

export const menuListQuery = z.object({
  position: z.enum(MENU_POSITIONS, { error: '菜单位置不正确' }).optional(),
  category: z.enum(MENU_CATEGORIES, { error: '菜单分类不正确' }).optional(),
  _t: cacheBuster,
});
