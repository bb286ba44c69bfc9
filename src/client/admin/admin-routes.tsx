import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { roleMay, type Permission, type Role } from '../../shared/auth/permissions';
import { paths } from '../../shared/paths';
import { SEO_PAGES, SEO_SITE_TITLE } from '../../shared/seo/seo.constants';
import { fullTitle, resolveSeoRoute } from '../../shared/seo/seo-routes';
import { useAuth } from '../features/auth/public';
import { useSiteInfo } from '../features/property/public';
import { titleWithCount } from '../lib/title-count';
import { PageSkeleton } from '../ui/feedback';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import NotFoundPage from '../pages/not-found-page';
import { ADMIN_SECTIONS, adminSectionAt, inAdmin, pathInAdmin, type AdminSectionDeclaration } from './sections';
import { NotLiveBanner } from './not-live-banner';
import { useChatUnread } from './chat/use-chat-inbox';
import { AdminLiveProvider } from './kit/admin-live';
import { SignedInRoleProvider, useCan } from './kit/use-can';
import { NotificationsToggle } from './kit/notifications-toggle';
import { AdminShell, ScreenArrived, type ShellSection } from './shell/public';
import { lazyPage } from '../app/lazy-page';

/** 'Your account' is reached from the account menu, not the navigation: a route of its own, loaded when opened. */
const AccountScreen = lazy(() => import('./account/account-screen'));

/** A section not built yet: its name, so the navigation and its shortcut lead somewhere. */
function PlannedSection({ label }: { label: string }) {
  return <h1>{label}</h1>;
}

/** A section the signed-in role may not use, reached by its URL: its name and whose it is, inside the shell. */
function OwnerOnlySection({ label }: { label: string }) {
  return (
    <>
      <h1>{label}</h1>
      <p>This section is for the owner. Ask them if you need something changed here.</p>
    </>
  );
}

/** One admin section inside its own error boundary, so a failure there leaves the admin navigation working (keyed: each section starts afresh). */
function SectionRoute({ section }: { section: AdminSectionDeclaration }) {
  const can = useCan();
  if (!can(section.permission)) {
    return (
      <>
        <ScreenArrived />
        <OwnerOnlySection label={section.label} />
      </>
    );
  }
  return (
    <RouteErrorBoundary key={section.path} placement="section" {...(section.status === 'built' ? { onRetry: section.screen.retry } : {})}>
      <Suspense fallback={<PageSkeleton />}>
        <ScreenArrived />
        {section.status === 'built' ? <section.screen /> : <PlannedSection label={section.label} />}
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** The tab's title: the section before "Admin" (e.g. "Bookings · Admin | Kaneohe Bay Beach House"). */
function useAdminDocumentTitle() {
  const [location] = useLocation();
  const waiting = useChatUnread() ?? 0;
  useEffect(() => {
    const full = `/admin${location === '/' ? '' : location}`;
    const pageTitle = SEO_PAGES[resolveSeoRoute(full).key].title;
    const section = adminSectionAt(full);
    // "(2) Reporting · Admin | …" while guests' chat messages wait to be read, on whatever screen.
    document.title = titleWithCount(fullTitle(section ? `${section.label} · ${pageTitle}` : pageTitle, SEO_SITE_TITLE), waiting);
  }, [location, waiting]);
}

/** Account → Security, outside the sections (the account menu leads to it, not the navigation). */
const SecurityRouteScreen = lazyPage(() => import('./screens/security-screen'));
/** What a member the owner requires a passkey or two-factor of sees instead (rare: loaded only for them, from the same file). */
const SecuritySetupFrame = lazyPage(() => import('./screens/security-screen').then((screen) => ({ default: screen.SecuritySetupFrame })));
const securityHref = paths.admin.security.replace(/^\/admin/, '');

/** The sections as the shell sees them: paths relative to /admin, where this router is nested. */
function toShellSection(section: AdminSectionDeclaration): ShellSection {
  return {
    href: pathInAdmin(section),
    label: section.label,
    group: section.group,
    key: section.key,
    ...(section.useBadge ? { useBadge: section.useBadge } : {}),
  };
}

/**
 * What the signed-in role may use, and so what the navigation, the palette (its sections, searches and actions),
 * the G shortcuts and the '?' dialog offer. Hiding is a convenience: the server refuses the rest anyway.
 */
function useShellForRole(role: Role | null) {
  return useMemo(() => {
    const can = (permission: Permission) => (role ? roleMay(role, permission) : false);
    const sections = ADMIN_SECTIONS.filter((section) => can(section.permission));
    return {
      sections: sections.map(toShellSection),
      sources: sections.flatMap((section) => (section.paletteSource ? [section.paletteSource] : [])),
      actions: sections.flatMap((section) => section.paletteActions ?? []).filter((action) => !action.permission || can(action.permission)),
    };
  }, [role]);
}

function AdminFrame({ children }: { children: ReactNode }) {
  const { user, logout, isLoggingOut } = useAuth();
  const { data: site } = useSiteInfo();
  useAdminDocumentTitle();
  const shell = useShellForRole(user?.role ?? null);
  return (
    <AdminShell
      siteName={site.site_name}
      account={{ name: user?.name ?? '', signOut: () => void logout().catch(() => undefined), signingOut: isLoggingOut, settings: <NotificationsToggle />, accountHref: paths.admin.account, securityHref: paths.admin.security }}
      sections={shell.sections}
      sources={shell.sources}
      actions={shell.actions}
      notices={<NotLiveBanner />}
    >
      <SignedInRoleProvider role={user?.role ?? null}>{children}</SignedInRoleProvider>
    </AdminShell>
  );
}

/**
 * The admin wing's one entry, loaded lazily by the app for /admin: its own frame and a route per declared
 * section. Nested under /admin and already behind ProtectedRoute; the server checks the role on every call.
 */
export default function AdminRoutes() {
  const { user } = useAuth();
  // The owner requires a passkey or two-factor and this member has neither: the server refuses everything
  // else, so the admin shows only the way to set one up.
  if (user?.securitySetupRequired)
    return (
      <RouteErrorBoundary placement="section">
        <Suspense fallback={<PageSkeleton />}>
          <SecuritySetupFrame />
        </Suspense>
      </RouteErrorBoundary>
    );
  return (
    <AdminLiveProvider>
      <AdminFrame>
        <Switch>
        {ADMIN_SECTIONS.flatMap((section) =>
          // One key per section: moving between its tabs keeps the screen (and the focus on the tab) instead of remounting it.
          [section.path, ...(section.subpaths ?? [])].map((path) => (
            <Route key={section.path} path={inAdmin(path)}>
              <SectionRoute section={section} />
            </Route>
          )),
        )}
        <Route path={securityHref}>
          <Suspense fallback={<PageSkeleton />}>
            <ScreenArrived />
            <SecurityRouteScreen />
          </Suspense>
        </Route>
        <Route path={paths.admin.account.slice('/admin'.length)}>
          <RouteErrorBoundary placement="section">
            <Suspense fallback={<PageSkeleton />}>
              <ScreenArrived />
              <AccountScreen />
            </Suspense>
          </RouteErrorBoundary>
        </Route>
        <Route component={NotFoundPage} />
        </Switch>
      </AdminFrame>
    </AdminLiveProvider>
  );
}
