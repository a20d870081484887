import { Card } from "@web/components/ui/card";
import { LazyFold } from "@web/components/ui/list/lazy-fold";
import { foFamily as t } from "@web/i18n/fo/family";
import { lazyPage } from "@web/lib/lazy-page";

/**
 * The family's photos on the family page (docs/features/photos.md "On the phones"): the card's
 * heading and text on the first draw, the album (upload, grid, delete) in a fold whose code loads
 * when it opens, or on the toggle's focus or hover. Not a page of its own: a route's registration
 * costs every signed-in start some 60 bytes, and those starts are at their budget (docs/bench.md).
 */
const Album = lazyPage(() => import("./album").then((module) => module.Album));

export function PhotosCard({ familyId, timeZone }: { familyId: string; timeZone: string }) {
  return (
    <Card aria-labelledby="family-photos-title" className="space-y-3">
      <div className="flex items-start gap-4">
        <span aria-hidden="true" className="mt-1 text-2xl">
          🖼️
        </span>
        <div className="min-w-0">
          <h2 id="family-photos-title" className="text-lg font-semibold">
            {t.photosTitle}
          </h2>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{t.photosText}</p>
        </div>
      </div>
      <LazyFold showLabel={t.photosShow} hideLabel={t.photosHide} panel={Album} panelProps={{ familyId, timeZone }} />
    </Card>
  );
}
