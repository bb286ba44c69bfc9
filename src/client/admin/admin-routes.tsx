import type { ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { ADMIN_SECTIONS } from './sections';
import { ChatPanel, useChatUnread } from './chat/public';
import { AdminShell } from './shell/admin-shell';
import { useAuth } from '../features/auth/auth-provider';
import { BookingsPanel } from './bookings/bookings-panel';
import { CalendarPanel } from './calendar/calendar-panel';
import { DashboardPanel } from './dashboard/dashboard-panel';
import { PricingPanel } from './pricing/pricing-panel';
import { ReportingPanel } from './reporting/reporting-panel';
import { TaxReportSection } from './reporting/tax-public';
import { ChatHostPanel } from './chat/chat-host-panel';
import { MessagesPanel } from './messages/messages-panel';
import { OutboxPanel } from './emails/outbox-panel';
import { TeamPanel } from './settings/team-panel';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import NotFoundPage from '../pages/not-found-page';

function Dashboard() {
  const { user } = useAuth();
  return (
    <>
      <h1>Dashboard</h1>
      <p>Aloha {user?.name}. You are signed in as {user?.role === 'owner' ? 'the owner' : 'staff'}.</p>
      <DashboardPanel />
      <div id="messages">
        <MessagesPanel />
      </div>
    </>
  );
}

function Section({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

/** One admin section inside its own error boundary, so a failure there leaves the admin navigation working (keyed: each section starts afresh). */
function SectionRoute({ path, children }: { path: string; children: ReactNode }) {
  return (
    <Route path={path}>
      <RouteErrorBoundary key={path} placement="section">
        {children}
      </RouteErrorBoundary>
    </Route>
  );
}

/** The sections as the shell sees them: paths relative to /admin, where this router is nested. */
const SHELL_SECTIONS = ADMIN_SECTIONS.map((section) => ({ ...section, href: section.href.replace(/^\/admin/, '') || '/' }));

/** Nested under /admin and already behind ProtectedRoute; the server checks the role on every call. */
export default function AdminRoutes() {
  const unread = useChatUnread();
  const sections = SHELL_SECTIONS.map((section) =>
    section.href === '/chat' && unread ? { ...section, badge: { text: String(unread), label: `, ${unread} unread` } } : section,
  );
  return (
    <AdminShell sections={sections}>
      <Switch>
        <SectionRoute path="/">
          <Dashboard />
        </SectionRoute>
        <SectionRoute path="/settings">
          <h1>Settings</h1>
          <TeamPanel />
          <ChatHostPanel />
        </SectionRoute>
        <SectionRoute path="/bookings">
          <BookingsPanel />
        </SectionRoute>
        <SectionRoute path="/calendar">
          <CalendarPanel />
        </SectionRoute>
        <SectionRoute path="/pricing">
          <PricingPanel />
        </SectionRoute>
        <SectionRoute path="/reporting">
          <ReportingPanel />
          <TaxReportSection />
        </SectionRoute>
        <SectionRoute path="/chat">
          <ChatPanel />
        </SectionRoute>
        <SectionRoute path="/emails">
          <h1>Emails</h1>
          <OutboxPanel />
        </SectionRoute>
        {ADMIN_SECTIONS.filter((section) => !['Dashboard', 'Settings', 'Emails', 'Bookings', 'Calendar', 'Pricing', 'Reporting', 'Chat'].includes(section.label)).map((section) => (
          <SectionRoute key={section.href} path={section.href.replace(/^\/admin/, '')}>
            <Section title={section.label} />
          </SectionRoute>
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </AdminShell>
  );
}
