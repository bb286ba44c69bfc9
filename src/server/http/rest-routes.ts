import type { Request, Response, Router } from 'express';
import type { GetRoutes } from './front-door';
import { TRPCError } from '@trpc/server';
import { log } from '../logger';
import type { Context } from '../trpc/context';
import { createCaller } from '../app-router';
import { httpStatusOf, toErrorBody } from '../trpc/errors';
import { cacheControlFor, isKeptRead } from '../trpc/public-reads';
import type { KeptPublicReads } from './kept-public-reads';

type Method = 'get' | 'post' | 'put' | 'delete';

export interface RestRoute {
  method: Method;
  path: string;
  /** Dotted tRPC path: the REST route only forwards to it. */
  procedure: string;
  /** Where the procedure's input comes from. */
  input?: 'query' | 'body' | 'params';
  status?: number;
  /** The procedure answers `{ filename, csv }`; the route sends it as a text/csv download. */
  csv?: true;
}

/** The spec's /api/* surface, as a table over the tRPC routers. No logic lives here. */
export const restRoutes: RestRoute[] = [
  { method: 'get', path: '/api/user', procedure: 'auth.me' },
  { method: 'post', path: '/api/login', procedure: 'auth.login', input: 'body' },
  { method: 'post', path: '/api/register', procedure: 'auth.register', input: 'body', status: 201 },
  { method: 'post', path: '/api/logout', procedure: 'auth.logout' },
  { method: 'get', path: '/api/registration-status', procedure: 'auth.registrationStatus' },
  { method: 'post', path: '/api/password-reset/request', procedure: 'auth.requestPasswordReset', input: 'body' },
  { method: 'post', path: '/api/password-reset', procedure: 'auth.resetPassword', input: 'body' },
  { method: 'post', path: '/api/login/code', procedure: 'auth.verifySignInCode', input: 'body' },
  { method: 'post', path: '/api/passkeys/sign-in/options', procedure: 'auth.passkeySignInOptions' },
  { method: 'post', path: '/api/passkeys/sign-in', procedure: 'auth.passkeySignIn', input: 'body' },
  { method: 'get', path: '/api/property/public', procedure: 'property.public' },
  { method: 'get', path: '/api/property/coordinates', procedure: 'property.coordinates' },
  { method: 'get', path: '/api/property/directions-coordinates', procedure: 'property.directionsCoordinates' },
  { method: 'get', path: '/api/photos', procedure: 'property.photos' },
  { method: 'get', path: '/api/amenities', procedure: 'property.amenities' },
  { method: 'get', path: '/api/amenity-categories', procedure: 'property.amenityCategories' },
  { method: 'get', path: '/api/nearby-attractions', procedure: 'property.attractions' },
  { method: 'get', path: '/api/settings/site_info', procedure: 'content.siteInfo' },
  { method: 'get', path: '/api/policies', procedure: 'content.policies' },
  { method: 'get', path: '/api/reviews/public', procedure: 'reviews.public' },
  { method: 'get', path: '/api/reviews/summary', procedure: 'reviews.summary' },
  { method: 'get', path: '/api/quote', procedure: 'quote.get', input: 'query' },
  { method: 'get', path: '/api/availability/merged', procedure: 'availability.merged', input: 'query' },
  { method: 'post', path: '/api/holds', procedure: 'booking.hold', input: 'body', status: 201 },
  { method: 'post', path: '/api/bookings/checkout', procedure: 'booking.startCheckout', input: 'body', status: 201 },
  { method: 'post', path: '/api/bookings/confirm', procedure: 'booking.confirmPayment', input: 'body' },
  { method: 'post', path: '/api/bookings/demo-pay', procedure: 'booking.payDemo', input: 'body' },
  { method: 'get', path: '/api/contact/form-token', procedure: 'contact.formToken' },
  { method: 'post', path: '/api/contact', procedure: 'contact.send', input: 'body', status: 201 },
  { method: 'get', path: '/api/admin/users', procedure: 'admin.team.users' },
  { method: 'get', path: '/api/admin/team/members', procedure: 'admin.team.members' },
  { method: 'get', path: '/api/admin/account/sessions', procedure: 'admin.account.sessions' },
  { method: 'get', path: '/api/admin/invitations', procedure: 'admin.team.invitations' },
  { method: 'post', path: '/api/admin/invitations', procedure: 'admin.team.createInvitation', input: 'body', status: 201 },
  { method: 'get', path: '/api/admin/contact-messages', procedure: 'admin.contact.messages', input: 'query' },
  { method: 'get', path: '/api/admin/guest-history', procedure: 'admin.guests.history', input: 'query' },
  { method: 'get', path: '/api/admin/outbox', procedure: 'admin.contact.outbox' },
  { method: 'get', path: '/api/admin/outbox/:id', procedure: 'admin.contact.outboxMessage', input: 'params' },
  { method: 'delete', path: '/api/admin/invitations/:id', procedure: 'admin.team.revokeInvitation', input: 'params' },
  { method: 'get', path: '/api/admin/security', procedure: 'admin.security.overview' },
  { method: 'post', path: '/api/admin/security/passkeys/options', procedure: 'admin.security.passkeyOptions' },
  { method: 'post', path: '/api/admin/security/passkeys', procedure: 'admin.security.addPasskey', input: 'body', status: 201 },
  { method: 'put', path: '/api/admin/security/passkeys', procedure: 'admin.security.renamePasskey', input: 'body' },
  { method: 'delete', path: '/api/admin/security/passkeys/:id', procedure: 'admin.security.removePasskey', input: 'params' },
  { method: 'post', path: '/api/admin/security/two-factor', procedure: 'admin.security.startTwoFactor', status: 201 },
  { method: 'post', path: '/api/admin/security/two-factor/confirm', procedure: 'admin.security.confirmTwoFactor', input: 'body' },
  { method: 'post', path: '/api/admin/security/two-factor/disable', procedure: 'admin.security.disableTwoFactor', input: 'body' },
  { method: 'put', path: '/api/admin/security/requirement', procedure: 'admin.security.setRequirement', input: 'body' },
  { method: 'get', path: '/api/admin/calendar/feeds', procedure: 'admin.calendar.feeds' },
  { method: 'post', path: '/api/admin/calendar/feeds', procedure: 'admin.calendar.addFeed', input: 'body', status: 201 },
  { method: 'delete', path: '/api/admin/calendar/feeds/:id', procedure: 'admin.calendar.removeFeed', input: 'params' },
  { method: 'post', path: '/api/admin/calendar/feeds/:id/sync', procedure: 'admin.calendar.syncNow', input: 'params' },
  { method: 'get', path: '/api/admin/calendar/export-url', procedure: 'admin.calendar.exportUrl' },
  { method: 'post', path: '/api/admin/calendar/export-token/rotate', procedure: 'admin.calendar.rotateExportToken' },
  { method: 'get', path: '/api/admin/calendar/nights', procedure: 'admin.calendar.month', input: 'query' },
  { method: 'post', path: '/api/admin/calendar/nights/block', procedure: 'admin.calendar.blockNights', input: 'body' },
  { method: 'post', path: '/api/admin/calendar/nights/unblock', procedure: 'admin.calendar.unblockNights', input: 'body' },
  { method: 'post', path: '/api/admin/calendar/nights/price', procedure: 'admin.calendar.setNightPrice', input: 'body' },
  { method: 'post', path: '/api/admin/calendar/nights/min-stay', procedure: 'admin.calendar.setMinStay', input: 'body' },
  { method: 'get', path: '/api/admin/bookings', procedure: 'admin.bookings.list', input: 'query' },
  { method: 'get', path: '/api/admin/bookings.csv', procedure: 'admin.bookings.exportCsv', input: 'query', csv: true },
  { method: 'get', path: '/api/admin/bookings/:reference', procedure: 'admin.bookings.get', input: 'params' },
  { method: 'post', path: '/api/admin/bookings/:reference/resend-confirmation', procedure: 'admin.bookings.resendConfirmation', input: 'params' },
  { method: 'post', path: '/api/admin/bookings/manual', procedure: 'admin.bookings.createManual', input: 'body', status: 201 },
  { method: 'get', path: '/api/admin/blackouts', procedure: 'admin.bookings.blackouts.list' },
  { method: 'post', path: '/api/admin/blackouts', procedure: 'admin.bookings.blackouts.add', input: 'body', status: 201 },
  { method: 'delete', path: '/api/admin/blackouts/:id', procedure: 'admin.bookings.blackouts.remove', input: 'params' },
  { method: 'get', path: '/api/admin/pricing', procedure: 'admin.pricing.settings' },
  { method: 'put', path: '/api/admin/pricing', procedure: 'admin.pricing.updateSettings', input: 'body' },
  { method: 'get', path: '/api/admin/coupons', procedure: 'admin.pricing.coupons' },
  { method: 'get', path: '/api/admin/dashboard', procedure: 'admin.dashboard.get' },
  { method: 'get', path: '/api/admin/reports/summary', procedure: 'admin.reports.summary', input: 'query' },
  { method: 'get', path: '/api/admin/reports/summary.csv', procedure: 'admin.reports.summaryCsv', input: 'query', csv: true },
  { method: 'get', path: '/api/admin/reports/on-the-books', procedure: 'admin.reports.onTheBooks', input: 'query' },
  { method: 'get', path: '/api/admin/reports/tax', procedure: 'admin.taxReport.get', input: 'query' },
  { method: 'get', path: '/api/admin/reports/tax.csv', procedure: 'admin.taxReport.csv', input: 'query', csv: true },
  { method: 'get', path: '/api/admin/audit', procedure: 'admin.audit.list', input: 'query' },
  { method: 'get', path: '/api/admin/audit.csv', procedure: 'admin.audit.exportCsv', input: 'query', csv: true },
  { method: 'get', path: '/api/admin/audit/members', procedure: 'admin.audit.members' },
  { method: 'post', path: '/api/admin/coupons', procedure: 'admin.pricing.createCoupon', input: 'body', status: 201 },
  { method: 'get', path: '/api/admin/site-settings', procedure: 'admin.site.settings' },
  { method: 'put', path: '/api/admin/site-settings', procedure: 'admin.site.update', input: 'body' },
  { method: 'get', path: '/api/admin/site-settings/integrations', procedure: 'admin.site.integrations' },
];

type AnyProcedure = (input?: unknown) => Promise<unknown>;

function procedureAt(caller: unknown, dotted: string): AnyProcedure {
  const found = dotted.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  if (typeof found !== 'function') throw new Error(`REST table names unknown procedure ${dotted}`);
  return found as AnyProcedure;
}

function inputOf(route: RestRoute, req: Request): unknown {
  if (route.input === 'query') return req.query;
  if (route.input === 'body') return req.body ?? {};
  if (route.input === 'params') return req.params;
  return undefined;
}

export function sendError(res: Response, error: unknown): void {
  const trpcError =
    error instanceof TRPCError ? error : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error });
  if (trpcError.code === 'INTERNAL_SERVER_ERROR') log.error('REST call failed', trpcError.cause ?? trpcError);
  res.status(httpStatusOf(trpcError)).json(toErrorBody(trpcError));
}

interface CsvFile {
  filename: string;
  csv: string;
}

function sendCsv(res: Response, file: CsvFile): void {
  res.set('content-type', 'text/csv; charset=utf-8');
  res.set('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`);
  res.status(200).send(file.csv);
}

/** Kept public answers (kept-public-reads.ts) and the context they are read with: the server's own, no visitor's. */
export interface KeptReadsOption {
  reads: KeptPublicReads;
  serverContext: () => Promise<Context>;
  /** Where the kept reads are mounted (early in the app, ahead of the other routes); `api` by default. */
  router?: GetRoutes;
}

const answersFromKeptBytes = (route: RestRoute) => route.method === 'get' && !route.input && isKeptRead(route.procedure);

export function mountRestRoutes(api: Router, createContext: (req: Request, res: Response) => Promise<Context>, kept?: KeptReadsOption): void {
  for (const route of restRoutes) {
    if (kept && answersFromKeptBytes(route)) {
      const read = async () => procedureAt(createCaller(await kept.serverContext()), route.procedure)();
      (kept.router ?? api).get(route.path, kept.reads.handler(route.procedure, read, { error: sendError }));
      continue;
    }
    const cacheControl = cacheControlFor([route.procedure]);
    api[route.method](route.path, async (req, res) => {
      if (cacheControl) res.set('cache-control', cacheControl);
      try {
        const caller = createCaller(await createContext(req, res));
        const result = await procedureAt(caller, route.procedure)(inputOf(route, req));
        if (route.csv) sendCsv(res, result as CsvFile);
        else res.status(route.status ?? 200).json(result);
      } catch (error) {
        sendError(res, error);
      }
    });
  }
}
