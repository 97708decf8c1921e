import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_TYPES, LIMITS, MSG, type ImageMime } from '@yuexue/contract';
import { HttpError } from '../../lib/http-error.js';

const U = MSG.upload;
/** Decompression-bomb guard: pixels of one frame times frames. */
const MAX_PIXELS = 50_000_000;

export interface CleanImage {
  body: Buffer;
  mime: ImageMime;
  ext: (typeof IMAGE_TYPES)[ImageMime];
  width: number;
  height: number;
}

/**
 * Judges an upload by its bytes (never its name or declared type) and re-encodes it, which drops
 * every metadata block (EXIF with GPS, XMP, comments) and anything appended after the image.
 * JPEG orientation is applied first so photos stay upright; GIF animation is kept.
 */
export async function cleanImage(bytes: Buffer): Promise<CleanImage> {
  if (bytes.length > LIMITS.imageMaxBytes)
    throw new HttpError(413, U.tooLarge, 'payload_too_large');
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected?.mime as ImageMime | undefined;
  if (!mime || !(mime in IMAGE_TYPES))
    throw new HttpError(415, U.badType, 'unsupported_media_type');
  try {
    const animated = mime === 'image/gif';
    const input = sharp(bytes, { animated, limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const meta = await input.metadata();
    if (meta.format !== { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/gif': 'gif' }[mime])
      throw new Error('format mismatch');
    const pipeline =
      mime === 'image/jpeg'
        ? input.rotate().jpeg({ quality: 88, mozjpeg: true })
        : mime === 'image/png'
          ? input.png({ compressionLevel: 9 })
          : input.gif();
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    if (data.length > LIMITS.imageMaxBytes)
      throw new HttpError(413, U.tooLarge, 'payload_too_large');
    return {
      body: data,
      mime,
      ext: IMAGE_TYPES[mime],
      width: info.width,
      height: meta.pageHeight ?? info.height,
    };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const message = String((err as Error).message ?? '');
    if (/pixel limit/i.test(message)) throw new HttpError(400, U.tooManyPixels, 'bad_request');
    throw new HttpError(400, U.corrupt, 'bad_request');
  }
}
