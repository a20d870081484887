import uplotCss from "uplot/dist/uPlot.min.css?inline";

let adopted = false;

/**
 * uPlot's stylesheet, for the admin chunk only. The build merges every imported stylesheet into
 * the one it inlines in index.html (vite.config.ts), which would put uPlot's rules into every
 * family page; a constructed stylesheet adopted when the first chart mounts keeps them here, and
 * the CSP (`style-src 'self'` plus the inline sheet's hash) does not govern stylesheets built
 * through the CSSOM.
 */
export function adoptUplotStyles(): void {
  if (adopted) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(uplotCss);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  adopted = true;
}
