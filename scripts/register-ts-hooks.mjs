// `node --import ./scripts/register-ts-hooks.mjs …`: the TypeScript resolution of scripts/ts-hooks.mjs
// (the tsconfig aliases, extension-less relative imports) for a whole program, before its first
// import: the bench imports the contract's and the Worker's modules statically.
import { register } from "node:module";

register("./ts-hooks.mjs", import.meta.url);
