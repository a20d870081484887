/** A file's text, through Vite: `import text from "/wrangler.toml?raw"`. */
declare module "*?raw" {
  const text: string;
  export default text;
}
