import { z } from 'zod';

// Messages zod writes itself (type mismatches on fields without a custom message) come out in zh-CN too.
z.config(z.locales.zhCN());
