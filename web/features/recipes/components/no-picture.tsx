/** Where a recipe without a picture would show one: a plate, for the eye only. */
export function NoPicture({ className }: { className: string }) {
  return (
    <span aria-hidden="true" className={`flex shrink-0 items-center justify-center bg-brand-50 text-2xl dark:bg-brand-900 ${className}`}>
      🍲
    </span>
  );
}
