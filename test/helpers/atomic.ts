// The statement that makes a batch fail at its end, for atomicity tests of any multi-write.
export { rollbackStatement as failingStatement } from "@worker/lib/batch";
