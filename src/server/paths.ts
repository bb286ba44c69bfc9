import path from 'node:path';

/** Where the built client and generated photos live, relative to the project root. */
export const CLIENT_DIST_DIR = path.resolve('dist/client');
export const PHOTOS_DIR = path.join(CLIENT_DIST_DIR, 'photos');
export const MEDIA_DIR = path.join(CLIENT_DIST_DIR, 'media');
/** The server-rendering build of the client (Vite's SSR output). */
export const SSR_ENTRY = path.resolve('dist/ssr/entry-server.js');
