import type { Express, RequestHandler } from 'express';
import { appRouter } from '../app-router';
import { openApiDocument, procedureSchemasOf } from './openapi-document';
import { restRoutes } from './rest-routes';

interface OpenApiRouteOptions {
  /** The API tier's limit, as for the other plain /api routes. */
  limit: RequestHandler;
  sessionCookie: string;
  serverUrl: string;
}

/**
 * GET /api/openapi.json, the REST rows described for integrators (decision 055): made from the procedures' schemas on
 * the first request, then kept, since they change only with a new release. The same for every caller, so any cache may
 * keep it a while (and revalidate by its ETag).
 */
export function mountOpenApi(app: Express, { limit, sessionCookie, serverUrl }: OpenApiRouteOptions): void {
  let body: string | undefined;
  app.get('/api/openapi.json', limit, (_req, res) => {
    body ??= JSON.stringify(openApiDocument({ routes: restRoutes, schemasOf: procedureSchemasOf(appRouter), sessionCookie, serverUrl }));
    res.set({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' }).send(body);
  });
}
