import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { PRODUCTS } from '../../src/data/registry';
import { storeColourMode } from './support/theme';

/**
 * Text over a gradient or an image, which axe cannot measure, has a contrast of at least 4.5:1
 * against every pixel behind it. The page is photographed with all text made transparent, then
 * each such text's line boxes are read pixel by pixel and the worst background pixel is compared
 * with the text's colour. Both colour modes, on the home page and every product landing page, at
 * desktop and phone widths (the heroes wrap differently).
 */

const PAGES = ['/', ...PRODUCTS.map((product) => `/${product.slug}`)];
const MINIMUM = 4.5;

interface TextBox {
  text: string;
  /** The text's colour, `rgb(r, g, b)`. */
  color: [number, number, number];
  /** Its line boxes, in CSS pixels of the viewport. */
  rects: { x: number; y: number; width: number; height: number }[];
}

/** The texts of the page shown in the viewport whose nearest background is a gradient or an image. */
async function textsOverImages(page: Page): Promise<TextBox[]> {
  return page.evaluate(() => {
    const rgb = (value: string): [number, number, number] | null => {
      const match = /^rgba?\((\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?)(?:,\s*([\d.]+))?\)$/.exec(value);
      if (!match || (match[4] !== undefined && Number(match[4]) < 1)) return null;
      return [Number(match[1]), Number(match[2]), Number(match[3])];
    };
    /** The nearest ancestor with a background: a gradient or image counts, a plain colour ends the search. */
    const overImage = (element: Element): boolean => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none') return true;
        if (style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent') return false;
      }
      return false;
    };
    const boxes: TextBox[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!element || !text || !element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (!overImage(element)) continue;
      const color = rgb(getComputedStyle(element).color);
      if (!color) throw new Error(`"${text}" has a colour this check cannot read: ${getComputedStyle(element).color}`);
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = Array.from(range.getClientRects())
        .filter((rect) => rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight)
        .map(({ x, y, width, height }) => ({ x, y, width, height }));
      if (rects.length > 0) boxes.push({ text, color, rects });
    }
    return boxes;
  });
}

/** The lowest contrast of each text against the pixels of `png` (a viewport screenshot, base64) under its line boxes. */
async function worstContrasts(page: Page, png: string, boxes: TextBox[]): Promise<{ text: string; ratio: number }[]> {
  return page.evaluate(
    async ({ bytes, boxes }) => {
      const binary = atob(bytes);
      const data = Uint8Array.from(binary, (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([data], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const scale = bitmap.width / window.innerWidth;
      const luminance = (r: number, g: number, b: number): number => {
        const channel = (value: number) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      };
      return boxes.map(({ text, color, rects }) => {
        const textLuminance = luminance(...color);
        let ratio = Infinity;
        for (const rect of rects) {
          const x = Math.max(0, Math.floor(rect.x * scale));
          const y = Math.max(0, Math.floor(rect.y * scale));
          const width = Math.min(bitmap.width - x, Math.ceil(rect.width * scale));
          const height = Math.min(bitmap.height - y, Math.ceil(rect.height * scale));
          if (width <= 0 || height <= 0) continue;
          const data = context.getImageData(x, y, width, height).data;
          for (let i = 0; i < data.length; i += 4) {
            const background = luminance(data[i]!, data[i + 1]!, data[i + 2]!);
            const [light, dark] =
              background > textLuminance ? [background, textLuminance] : [textLuminance, background];
            ratio = Math.min(ratio, (light + 0.05) / (dark + 0.05));
          }
        }
        return { text, ratio: Math.round(ratio * 100) / 100 };
      });
    },
    { bytes: png, boxes },
  );
}

/** Every text transparent, shadows and transitions off: what is left is what the text sits on. */
const NO_TEXT =
  '*, *::before, *::after { color: transparent !important; text-shadow: none !important; transition: none !important; }';

/** The texts over gradients and images of the page shown, each with its lowest contrast, as problems. */
async function lowContrasts(page: Page, path: string): Promise<{ measured: number; low: string[] }> {
  const boxes = await textsOverImages(page);
  // Every page has a hero: its title at least must be measured.
  expect(boxes.length, `${path}: texts over a gradient`).toBeGreaterThan(0);
  const style = await page.addStyleTag({ content: NO_TEXT });
  const png = (await page.screenshot({ animations: 'disabled', caret: 'hide' })).toString('base64');
  await style.evaluate((element) => (element as HTMLStyleElement).remove());
  const ratios = await worstContrasts(page, png, boxes);
  const width = page.viewportSize()?.width;
  return {
    measured: ratios.length,
    low: ratios
      .filter(({ ratio }) => ratio < MINIMUM)
      .map(({ text, ratio }) => `${path} at ${width} px: "${text}" ${ratio}:1`),
  };
}

for (const mode of ['light', 'dark'] as const) {
  test(`text over gradients and images has a contrast of ${MINIMUM}:1, ${mode} mode, on desktop and phone`, async ({
    page,
  }) => {
    await storeColourMode(page, mode);
    const low: string[] = [];
    let measured = 0;
    for (const path of PAGES) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        const result = await lowContrasts(page, path);
        measured += result.measured;
        low.push(...result.low);
      }
    }
    expect(measured).toBeGreaterThan(PAGES.length * 4);
    expect(low).toEqual([]);
  });
}
