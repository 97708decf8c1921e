import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { MSG, UPLOAD_FIELD, UPLOAD_URL_PREFIX, uploadResponse } from '@yuexue/contract';
import { badRequest, HttpError, tooMany } from '../../lib/http-error.js';
import { cleanImage } from './image.js';

const U = MSG.upload;
/** Uploads per user per hour (comment images and editor images together). */
export const UPLOADS_PER_HOUR = 120;

/** The bytes of the multipart field `image`; the 10 MB cap is enforced while reading. */
async function receiveImage(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw badRequest(U.noFile);
  for await (const part of req.parts()) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== UPLOAD_FIELD) {
      part.file.resume();
      continue;
    }
    try {
      return await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new HttpError(413, U.tooLarge, 'payload_too_large');
      throw err;
    }
  }
  throw badRequest(U.noFile);
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/upload/image',
    {
      config: { access: 'user' },
      schema: {
        tags: ['uploads'],
        summary:
          '上传图片（multipart 字段 image；按文件内容判断 JPG/PNG/GIF，≤10MB，重新编码去除 EXIF/GPS 等元数据）',
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponse },
      },
    },
    async (req, reply) => {
      if ((await app.auth.repo.hit(`upload:${req.user!.id}`, 3600)) > UPLOADS_PER_HOUR)
        throw tooMany(U.tooMany, 3600);
      const image = await cleanImage(await receiveImage(req));
      const name = `${randomBytes(16).toString('hex')}.${image.ext}`;
      try {
        await app.storage.put(`uploads/${name}`, image.body, image.mime);
      } catch (err) {
        req.log.error({ err }, 'storing an upload failed');
        throw new HttpError(503, U.storageUnavailable, 'unavailable');
      }
      const url = `${UPLOAD_URL_PREFIX}${name}`;
      return reply.code(201).send({
        status: true as const,
        url,
        data: {
          url,
          content_type: image.mime,
          size: image.body.length,
          width: image.width,
          height: image.height,
        },
      });
    },
  );
};
export default routes;
