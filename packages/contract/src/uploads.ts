import { z } from 'zod';

/** public-site §9: JPG, PNG and GIF, judged by the file's bytes. */
export const IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
} as const;
export type ImageMime = keyof typeof IMAGE_TYPES;
export const IMAGE_ACCEPT = Object.keys(IMAGE_TYPES).join(',');

/** The multipart field of POST /api/upload/image. */
export const UPLOAD_FIELD = 'image';
/** Where uploaded files are served: /uploads/<32 hex>.<ext>. */
export const UPLOAD_URL_PREFIX = '/uploads/';
export const UPLOAD_NAME_PATTERN = /^[0-9a-f]{32}\.(?:jpg|png|gif)$/;

/** True for a URL this site handed out for an upload (site-relative, our own naming). */
export function isOwnUploadUrl(url: string): boolean {
  return (
    url.startsWith(UPLOAD_URL_PREFIX) &&
    UPLOAD_NAME_PATTERN.test(url.slice(UPLOAD_URL_PREFIX.length))
  );
}

export const uploadedImageSchema = z.object({
  url: z.string(),
  content_type: z.enum(Object.keys(IMAGE_TYPES) as [ImageMime, ...ImageMime[]]),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** public-site §7: status, url, error; the same facts again under data. */
export const uploadResponse = z.object({
  status: z.literal(true),
  url: z.string(),
  data: uploadedImageSchema,
});
