import type { Page } from '@playwright/test';

/**
 * Collects the Content-Security-Policy violations Chromium reports on a page, in every frame and
 * across navigations: `securitypolicyviolation` events (with the directive and what was blocked)
 * and the console messages Chromium writes for them. Call before the first navigation.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding(
    '__flpReportCspViolation',
    ({ frame }, v: { directive: string; blocked: string; sample: string; source: string }) => {
      violations.push(`${frame.url()}: ${v.directive} blocked ${v.blocked || '(inline)'} ${v.sample} at ${v.source}`);
    },
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __flpReportCspViolation?: (v: unknown) => void }).__flpReportCspViolation;
      report?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}
