import type { Preset } from "@vite-pwa/assets-generator/config";

const BRAND = "#0f766e";

/**
 * The icons vite-plugin-pwa draws from web/public/icon.svg at build time: regular and maskable PNGs
 * at 192 and 512 (Android picks one per launcher), Apple's 180 px touch icon and a 48 px favicon.
 * The maskable and Apple icons pad the drawing on the brand colour, so a launcher's circle or
 * squircle crop never cuts into the house.
 */
export const pwaIconPreset: Preset = {
  transparent: { sizes: [64, 192, 512], favicons: [[48, "favicon.ico"]] },
  maskable: { sizes: [192, 512], padding: 0.2, resizeOptions: { background: BRAND } },
  apple: { sizes: [180], padding: 0.1, resizeOptions: { background: BRAND } },
};
