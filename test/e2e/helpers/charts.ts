import type { Page } from "playwright-core";

/** Pixels a chart's canvas has drawn (not transparent); the chart is the figure named `chartName`. */
export const drawnPixels = (page: Page, chartName: string) =>
  page
    .getByRole("figure", { name: chartName })
    .locator("canvas")
    .evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
      let drawn = 0;
      for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha]! > 0) drawn++;
      return drawn;
    });

/** Scrolls the chart named `chartName` into view, where it is drawn (uPlot loads when a chart first shows), and waits for its canvas. */
export async function chartShown(page: Page, chartName: string): Promise<void> {
  const figure = page.getByRole("figure", { name: chartName });
  await figure.scrollIntoViewIfNeeded();
  await figure.locator("canvas").waitFor();
}
