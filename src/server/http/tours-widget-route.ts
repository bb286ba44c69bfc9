import type { Express, RequestHandler } from 'express';
import { paths } from '../../shared/paths';
import type { Orm } from '../db/orm';
import { listAttractions } from '../modules/property/property.service';
import { renderToursWidgetPage, TOURS_WIDGET_SCRIPT } from '../modules/tours-widget/tours-widget-page';
import { sendError } from './rest-routes';

// Short enough that an owner's new attraction shows within minutes, long enough to spare the database.
const PAGE_CACHE = 'public, max-age=300';
const SCRIPT_CACHE = 'public, max-age=3600';

/**
 * GET /widgets/tours and its script: the default tours widget (site info's tours_widget_url),
 * framed by the home page from our own origin. `limit` counts the page, which reads the database,
 * against the API tier.
 */
export function mountToursWidget(app: Express, orm: Orm, limit: RequestHandler): void {
  app.get(paths.toursWidget, limit, async (_req, res) => {
    try {
      const attractions = await listAttractions(orm.em.fork());
      res
        .status(200)
        .set({ 'content-type': 'text/html; charset=utf-8', 'cache-control': PAGE_CACHE, 'x-robots-tag': 'noindex' })
        .send(renderToursWidgetPage(attractions));
    } catch (error) {
      sendError(res, error);
    }
  });
  app.get(paths.toursWidgetScript, (_req, res) => {
    res.status(200).set({ 'content-type': 'text/javascript; charset=utf-8', 'cache-control': SCRIPT_CACHE }).send(TOURS_WIDGET_SCRIPT);
  });
}
