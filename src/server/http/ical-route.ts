import type { Express } from 'express';
import type { Orm } from '../db/orm';
import { exportCalendar, isExportToken } from '../modules/calendar-sync/calendar-export.service';
import { sendError } from './rest-routes';

/**
 * GET /api/calendar/<token>.ics: the house's calendar for Airbnb, VRBO and
 * Booking.com to import. Not JSON, so not a tRPC procedure; the token in the
 * path is the only credential, and a wrong one looks like no calendar at all.
 */
export function mountIcalFeed(app: Express, orm: Orm): void {
  app.get('/api/calendar/:token.ics', async (req, res) => {
    try {
      const em = orm.em.fork();
      if (!(await isExportToken(em, req.params.token))) {
        res.status(404).json({ code: 'NOT_FOUND', message: 'No such calendar.' });
        return;
      }
      const body = await exportCalendar(em);
      res
        .status(200)
        .set({
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': 'inline; filename="calendar.ics"',
          'cache-control': 'no-store',
          'x-robots-tag': 'noindex',
        })
        .send(body);
    } catch (error) {
      sendError(res, error);
    }
  });
}
