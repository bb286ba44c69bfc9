import userEvent from '@testing-library/user-event';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { renderWithTrpc, type Handlers } from '../test/trpc-harness';
import AdminRoutes from './admin-routes';
import { ADMIN_SECTIONS } from './sections';

/** Every built section's code, loaded ahead, so a busy machine's module loading is not part of what a test waits for. */
export const preloadAdminSections = () => Promise.all(ADMIN_SECTIONS.flatMap((section) => (section.status === 'built' ? [section.screen.preload()] : [])));

/** A site where payments and e-mail are live, so no banner stands above the screen under test. */
const LIVE_SITE: Handlers = { 'admin.setup.status': () => ({ payments: 'live', email: 'smtp' }) };

/** The whole wing at `path` (under /admin) over a stand-in tRPC server; `memory.history` records every move. */
export function renderAdminAt(path: string, handlers: Handlers) {
  const memory = memoryLocation({ path, record: true });
  const view = renderWithTrpc(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <Route path="/admin" nest>
        <AdminRoutes />
      </Route>
    </Router>,
    { ...LIVE_SITE, ...handlers },
  );
  return { ...view, memory, user: userEvent.setup() };
}
