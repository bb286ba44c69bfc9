import { pathToFileURL } from 'node:url';
import type { Request, Response } from 'express';
import { unstable_localLink } from '@trpc/client';
import superjson from 'superjson';
import type { RenderedPage, renderPage } from '../../client/entry-server';
import { appRouter } from '../trpc/app-router';
import type { Context } from '../trpc/context';
import { SSR_ENTRY } from '../paths';

export type PageRenderer = (url: URL, req: Request, res: Response) => Promise<RenderedPage | undefined>;

/**
 * Renders public pages with the built SSR bundle, loaded on first use. Page
 * data comes through tRPC in-process, under the visitor's own request context,
 * so the server's HTML shows what that visitor's browser would have fetched.
 */
export function createPageRenderer(
  createContext: (req: Request, res: Response) => Promise<Context>,
  entry: string = SSR_ENTRY,
): PageRenderer {
  // Loaded at start-up, so the first visitor does not wait for it.
  const module = import(pathToFileURL(entry).href) as Promise<{ renderPage: typeof renderPage }>;
  module.catch(() => undefined);
  return async (url, req, res) => {
    const { renderPage: render } = await module;
    return render(url, unstable_localLink({ router: appRouter, createContext: () => createContext(req, res), transformer: superjson }));
  };
}
