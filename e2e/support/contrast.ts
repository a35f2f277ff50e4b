import type { Page } from '@playwright/test';

export type Rgb = [number, number, number, number];

/**
 * sRGB (and alpha, 0–255) of CSS colours as the page computes them: Tailwind 4 colours come back
 * as oklch(), so they are painted on a canvas in the page and read back.
 */
export function toRgb(page: Page, colors: string[]): Promise<Rgb[]> {
  return page.evaluate((list) => {
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    return list.map((color) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a!] as Rgb;
    });
  }, colors);
}

/** WCAG contrast ratio of two opaque colours. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const luminance = ([r, g, b]: Rgb) => {
    const [lr, lg, lb] = [r, g, b].map((v) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The contrast of two CSS colours of the page. */
export async function contrastOf(page: Page, foreground: string, background: string): Promise<number> {
  const [fg, bg] = await toRgb(page, [foreground, background]);
  return contrastRatio(fg!, bg!);
}
