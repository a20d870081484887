import { Link } from "wouter";
import { buttonClass } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { foFamily } from "@web/i18n/fo/family";

/** The way from the family page to Myndir (/myndir): the album the kitchen screen's slideshow shows (docs/features/photos.md). */
export function PhotosLinkCard() {
  const t = foFamily;
  return (
    <Card aria-labelledby="family-photos-title" className="flex items-start gap-4">
      <span aria-hidden="true" className="mt-1 text-2xl">
        🖼️
      </span>
      <div className="min-w-0">
        <h2 id="family-photos-title" className="text-lg font-semibold">
          {t.photosLinkTitle}
        </h2>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t.photosLinkText}</p>
        <Link href="/myndir" className={buttonClass("secondary", "mt-3")}>
          {t.photosLink}
        </Link>
      </div>
    </Card>
  );
}
