import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Express } from 'express';
import { isKnownPagePath } from '../../shared/paths';
import { injectSeoHead, seoHeadsOf } from '../modules/seo/seo-html';
import { MEDIA_DIR, PHOTOS_DIR } from '../paths';

export async function mountViteDev(app: Express): Promise<void> {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  app.use('/photos', express.static(PHOTOS_DIR));
  app.use('/media', express.static(MEDIA_DIR));
  app.use(vite.middlewares);
  app.get(/.*/, async (req, res, next) => {
    try {
      const template = await readFile(path.resolve('src/client/index.html'), 'utf8');
      const html = await vite.transformIndexHtml(req.originalUrl, template);
      // After Vite's transform, so the JSON-LD is never touched by its HTML plugins.
      const head = (await seoHeadsOf(app)?.headFor(req.path)) ?? '';
      res.status(isKnownPagePath(req.path) ? 200 : 404).type('html').send(injectSeoHead(html, head));
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      next(error);
    }
  });
}
