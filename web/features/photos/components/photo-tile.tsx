import { useRef, useState } from "react";
import type { Photo } from "@contract/schemas/photos";
import { Button } from "@web/components/ui/button";
import { foPhotos as t } from "@web/i18n/fo/photos";
import { useChange } from "@web/lib/changes/use-change";
import { formatDate } from "@web/lib/dates";
import { usePhotoUrl } from "../lib/use-photo-url";

/** One photo of the grid, its bytes fetched as it nears the screen; 'Strika' asks once more before it deletes. */
export function PhotoTile({ photo, familyId, timeZone }: { photo: Photo; familyId: string; timeZone: string }) {
  const tile = useRef<HTMLLIElement>(null);
  const url = usePhotoUrl(photo.id, tile);
  const [asking, setAsking] = useState(false);
  const remove = useChange("photos/delete-photo");
  const date = formatDate(photo.createdAt, timeZone);
  return (
    <li ref={tile} className="overflow-hidden rounded-xl bg-slate-200 dark:bg-slate-800">
      <div className="aspect-square">
        {url ? <img src={url} alt={t.photo(date)} className="size-full object-cover" width={photo.width} height={photo.height} /> : null}
      </div>
      <div className="flex flex-wrap gap-2 p-2">
        {asking ? (
          <>
            <Button variant="destructive" className="flex-1" disabled={remove.isPending} onClick={() => remove.mutate({ familyId, photoId: photo.id })}>
              {t.removeConfirm}
            </Button>
            <Button variant="secondary" className="flex-1" onClick={() => setAsking(false)}>
              {t.keep}
            </Button>
          </>
        ) : (
          <Button variant="secondary" className="w-full" aria-label={t.removeLabel(date)} onPointerEnter={remove.preload} onClick={() => setAsking(true)}>
            {t.remove}
          </Button>
        )}
      </div>
    </li>
  );
}
