import { expect, test } from './fixtures/test';

/** Spec §2's public routes (and one unknown address), each loaded with the production server's Content-Security-Policy. */
const PUBLIC_ROUTES = [
  '/',
  '/stay',
  '/experiences',
  '/booking',
  '/booking/details',
  '/booking/checkout',
  '/booking/confirmation',
  '/contact',
  '/policies',
  '/auth',
  '/no-such-page',
];

/*
 * A script the policy refuses, even one whose failure is caught (a library probing
 * whether it may compile code with `Function`), is reported by the browser: as a
 * `securitypolicyviolation` event and in the issues panel (the DevTools Audits
 * domain). Lighthouse counts the latter against best practices. Neither may happen.
 */
for (const path of PUBLIC_ROUTES) {
  test(`${path} makes the browser report no Content-Security-Policy violation`, async ({ page }) => {
    await page.addInitScript(() => {
      const reports: string[] = [];
      (window as unknown as { cspReports: string[] }).cspReports = reports;
      document.addEventListener('securitypolicyviolation', (event) => {
        reports.push(`${event.effectiveDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    const issues: string[] = [];
    const devtools = await page.context().newCDPSession(page);
    devtools.on('Audits.issueAdded', ({ issue }) => {
      const details = issue.details.contentSecurityPolicyIssueDetails;
      if (issue.code === 'ContentSecurityPolicyIssue') {
        issues.push(`${details?.violatedDirective} ${details?.contentSecurityPolicyViolationType} at ${details?.sourceCodeLocation?.url}`);
      }
    });
    await devtools.send('Audits.enable');

    await page.goto(path);
    // The page's own code and what it loads once idle (the sign-in check, the cache warm-up).
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { cspReports: string[] }).cspReports)).toEqual([]);
    expect(issues).toEqual([]);
  });
}
