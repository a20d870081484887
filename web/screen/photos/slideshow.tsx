import { foKitchen as t } from "@web/i18n/fo/kitchen";
import { useSlides } from "./use-slides";

/**
 * The idle wall's slideshow (docs/features/photos.md "On the wall"), a chunk of its own loaded when
 * the wall first goes idle: the family's photos over the whole screen with the clock in a corner.
 * A tap anywhere ends it and reaches nothing beneath (its pointerdown stays here, its click ends it).
 * While there is no photo to show it draws nothing, and the wall stays as it is.
 */
export default function Slideshow({ token, clock, onEnd }: { token: string; clock: string; onEnd: () => void }) {
  const url = useSlides(token);
  if (!url) return null;
  return (
    <button
      type="button"
      aria-label={t.slideshowEnd}
      className="fixed inset-0 z-40 flex cursor-default items-center justify-center bg-black"
      onPointerDown={(event) => event.stopPropagation()}
      onClick={onEnd}
    >
      <img src={url} alt={t.slideshowPhoto} className="size-full object-contain" />
      <span aria-hidden="true" className="absolute right-6 bottom-4 text-4xl font-bold text-white tabular-nums drop-shadow-lg">
        {clock}
      </span>
    </button>
  );
}
