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
