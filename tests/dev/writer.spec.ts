/**
 * What a writer sees under `docusaurus start` when a saved page would fail the production build
 * (plugins/dev-problems, plugins/markdown-twin/twins.ts): the problem in the browser with its file and
 * line, and once in the terminal (the dev server's output, DEV_LOG). The page is a scratch file
 * written for these tests and removed after them; the real content is not touched.
 */
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { DEV_LOG } from './env';

const SITE_DIR = join(__dirname, '..', '..');
const FILE = 'docs/support/zz-writer-scratch.md';
const ROUTE = '/docs/support/zz-writer-scratch';
const FRONT_MATTER = ['---', 'title: Writer scratch', 'description: A page the dev-server tests write.', '---'];

/** Writes the scratch page: its front matter lines (default a valid one), then `body` from line 5. */
function save(body: string[], frontMatter: string[] = FRONT_MATTER): void {
  writeFileSync(join(SITE_DIR, FILE), [...frontMatter, ...body, ''].join('\n'));
}

const GOOD = ['', '# Writer scratch', '', 'See [the Web overview](/docs/products/player/web/overview).'];

/** The terminal's output from `offset` on. */
const terminal = (offset: number): string => readFileSync(DEV_LOG, 'utf8').slice(offset);
const terminalEnd = (): number => statSync(DEV_LOG).size;
const count = (text: string, part: string): number => text.split(part).length - 1;

const banner = (page: Page) => page.locator('#dev-problems');

test.beforeAll(async ({ browser }) => {
  save(GOOD);
  // A new page: the dev server reloads the docs and compiles it.
  const page = await browser.newPage();
  await expect
    .poll(
      async () => {
        await page.goto(ROUTE);
        return page
          .locator('article h1')
          .textContent({ timeout: 5_000 })
          .catch(() => '');
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBe('Writer scratch');
  await page.close();
});

test.afterAll(() => {
  if (existsSync(join(SITE_DIR, FILE))) rmSync(join(SITE_DIR, FILE));
});

test("a new page's Markdown twin and its /llms.txt entry are served as the page is", async ({ request }) => {
  const twin = await request.get(`${ROUTE}.md`);
  expect(twin.status()).toBe(200);
  expect(twin.headers()['content-type']).toBe('text/markdown; charset=UTF-8');
  expect(await twin.text()).toContain('# Writer scratch');
  expect(await (await request.get('/llms.txt')).text()).toContain(`${ROUTE}.md`);
});

test('a link to a missing page is shown with its file and line in the browser, and once in the terminal', async ({
  page,
}) => {
  await page.goto(ROUTE);
  await expect(page.locator('article h1')).toHaveText('Writer scratch');
  await expect(banner(page)).toHaveCount(0);
  const offset = terminalEnd();
  save([...GOOD, '', 'Then read [the missing page](/docs/nope).']);
  // Line 10 of the file: four lines of front matter, then the body.
  await expect(banner(page)).toContainText(`${FILE}:10`, { timeout: 60_000 });
  await expect(banner(page)).toContainText('/docs/nope');
  await expect(banner(page).locator('li')).toHaveCount(1);
  await expect.poll(() => count(terminal(offset), `${FILE}:10: `), { timeout: 10_000 }).toBe(1);
  // The same page shown again (a reload, another visit) is not printed again.
  await page.reload();
  await expect(banner(page)).toContainText(`${FILE}:10`, { timeout: 30_000 });
  await page.waitForTimeout(1_000);
  expect(count(terminal(offset), `${FILE}:10: `)).toBe(1);

  save(GOOD);
  await expect(banner(page)).toHaveCount(0, { timeout: 60_000 });
});

test('a front matter value of the wrong type is shown with its file and line in the browser, and once in the terminal', async ({
  page,
}) => {
  await page.goto(ROUTE);
  await expect(page.locator('article h1')).toHaveText('Writer scratch');
  const offset = terminalEnd();
  save(GOOD, [...FRONT_MATTER.slice(0, 3), 'sidebar_position: first', '---']);
  await expect(banner(page)).toContainText(`${FILE}:4`, { timeout: 60_000 });
  await expect(banner(page)).toContainText('"sidebar_position" must be a number');
  await expect.poll(() => count(terminal(offset), `${FILE}:4: `), { timeout: 10_000 }).toBe(1);

  save(GOOD);
  await expect(banner(page)).toHaveCount(0, { timeout: 60_000 });
});

/** Waits until the dev server's terminal has printed nothing for `quiet` ms: an earlier reload is over. */
async function settled(quiet = 3_000): Promise<void> {
  let size = terminalEnd();
  let since = Date.now();
  while (Date.now() - since < quiet) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = terminalEnd();
    if (now !== size) [size, since] = [now, Date.now()];
  }
}

test("an MDX error is reported once, at the file's line, in the browser and in the terminal", async ({ page }) => {
  await page.goto(ROUTE);
  await expect(page.locator('article h1')).toHaveText('Writer scratch');
  // The previous test's restore may still be compiling; its second compile would report this error again.
  await settled();
  const offset = terminalEnd();
  // Line 10: an expression left open.
  save([...GOOD, '', 'Set {the value.']);
  const overlay = page.frameLocator('#webpack-dev-server-client-overlay').locator('body');
  await expect(overlay).toContainText(`ERROR in ./${FILE}`, { timeout: 60_000 });
  await expect(overlay).toContainText('"line": 10,');
  expect(count((await overlay.textContent()) ?? '', 'MDX compilation failed')).toBe(1);
  // The compile's report; the Markdown twins leave the page to the compiler.
  await expect
    .poll(() => count(terminal(offset), `MDX compilation failed for file`), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(1);
  await page.waitForTimeout(3_000);
  const printed = terminal(offset);
  expect(printed).not.toContain('Markdown twins');
  // Once per compile: a compile the save did not start (a file the docs reload regenerates) reports it again.
  expect(count(printed, 'MDX compilation failed for file')).toBe(count(printed, 'compiled with'));
  expect(printed).toContain('"line": 10,');

  save(GOOD);
  await expect(page.locator('#webpack-dev-server-client-overlay')).toHaveCount(0, { timeout: 60_000 });
});
