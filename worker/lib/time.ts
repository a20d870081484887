export const iso = (ms: number) => new Date(ms).toISOString();
