export { nameKey } from "@contract/names";
