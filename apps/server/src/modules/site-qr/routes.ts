import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { SITE_QR_TARGETS, type SiteQrTarget } from '@yuexue/contract';

const targets = Object.keys(SITE_QR_TARGETS) as [SiteQrTarget, ...SiteQrTarget[]];

/**
 * The default images of the result panel and the footer (issue 26): a real QR code of one of the
 * site's own pages, drawn here as SVG for the site's address (PUBLIC_URL, else the request's).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site-qr/:target',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: '本站页面的二维码（SVG），首页默认图片使用',
        params: z.object({ target: z.enum(targets, { error: '不支持的二维码页面' }) }),
      },
    },
    async (req, reply) => {
      const origin = (app.config.publicUrl ?? `${req.protocol}://${req.host}`).replace(/\/+$/, '');
      const svg = await QRCode.toString(`${origin}${SITE_QR_TARGETS[req.params.target]}`, {
        type: 'svg',
        margin: 2,
        errorCorrectionLevel: 'M',
        color: { dark: '#1f2933', light: '#ffffff' },
      });
      // private: the address comes from the request's Host, so no shared cache may keep it.
      return reply.type('image/svg+xml').header('cache-control', 'private, max-age=3600').send(svg);
    },
  );
};
export default routes;
