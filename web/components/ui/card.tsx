import type { HTMLAttributes, ReactNode } from "react";

export function Card({ className = "", ...props }: HTMLAttributes<HTMLElement>) {
  return (
    <section className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900 ${className}`} {...props} />
  );
}

interface CardHeaderProps {
  title: ReactNode;
  /** Heading level: the page's first card is its h1. */
  as?: "h1" | "h2" | "h3";
  id?: string;
  description?: ReactNode;
  action?: ReactNode;
}

export function CardHeader({ title, as: Heading = "h2", id, description, action }: CardHeaderProps) {
  return (
    <header className="mb-4 flex items-start justify-between gap-3">
      <div className="min-w-0">
        <Heading id={id} className="text-xl font-semibold tracking-tight">
          {title}
        </Heading>
        {description ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p> : null}
      </div>
      {action}
    </header>
  );
}
