/** A page's h1 and its one-line introduction, for pages made of several cards rather than one titled card. */
export function PageTitle({ title, intro }: { title: string; intro?: string }) {
  return (
    <header className="px-1">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {intro ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{intro}</p> : null}
    </header>
  );
}
