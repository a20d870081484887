import type { ReactNode } from "react";

/** The page's phone-width column. */
export function Shell({ children }: { children: ReactNode }) {
  return <main className="mx-auto flex min-h-dvh max-w-lg flex-col gap-4 p-4 pb-10">{children}</main>;
}

export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-xl bg-amber-100 p-3 text-slate-900">
      {children}
    </p>
  );
}
