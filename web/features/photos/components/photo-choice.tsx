import { useRef, useState } from "react";
import type { Photo } from "@contract/schemas/photos";
import { Button } from "@web/components/ui/button";
import type { PictureChoiceProps } from "@web/components/ui/photo/picture-parts";
import { foPhotos as t } from "@web/i18n/fo/photos";
import { formatDate } from "@web/lib/dates";
import { useAlbum } from "../api/album";
import { usePhotoUrl } from "../lib/use-photo-url";
import { useUploads } from "../lib/use-uploads";
import { PhotoImage } from "./photo-image";
import { UploadButton } from "./upload-button";

/**
 * A dinner's or a recipe's picture (docs/features/recipes-pages.md "Pictures"): the chosen photo,
 * and behind 'Vel mynd' the album to pick from, with an upload whose photo goes into the album and
 * is chosen. The album is read when the chooser opens.
 */
export function PhotoChoice({ familyId, photoId, onChange }: PictureChoiceProps) {
  const [open, setOpen] = useState(false);
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">{t.choiceLegend}</legend>
      {photoId ? <PhotoImage photoId={photoId} alt={t.chosen} className="aspect-video w-full rounded-xl" /> : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
          {photoId ? t.change : t.choose}
        </Button>
        {photoId ? (
          <Button variant="ghost" onClick={() => onChange(null)}>
            {t.noPicture}
          </Button>
        ) : null}
      </div>
      {open ? (
        <AlbumPicker
          familyId={familyId}
          photoId={photoId}
          onPick={(id) => {
            onChange(id);
            setOpen(false);
          }}
        />
      ) : null}
    </fieldset>
  );
}

function AlbumPicker({ familyId, photoId, onPick }: { familyId: string; photoId: string | null; onPick: (photoId: string) => void }) {
  const album = useAlbum(familyId);
  const uploads = useUploads(familyId);
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      <UploadButton uploads={uploads} label={t.uploadOne} className="w-full" onStored={(stored) => stored[0] && onPick(stored[0].id)} />
      {album.isPending ? <p className="text-sm text-slate-600 dark:text-slate-400">{t.loading}</p> : null}
      {album.isError && !album.data ? <p className="text-sm text-red-700 dark:text-red-400">{t.readError}</p> : null}
      {album.data?.length === 0 ? <p className="text-sm text-slate-700 dark:text-slate-300">{t.albumEmpty}</p> : null}
      {album.data && album.data.length > 0 ? (
        <ul className="grid max-h-72 grid-cols-3 gap-2 overflow-y-auto">
          {album.data.map((photo) => (
            <PickTile key={photo.id} photo={photo} chosen={photo.id === photoId} onPick={onPick} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function PickTile({ photo, chosen, onPick }: { photo: Photo; chosen: boolean; onPick: (photoId: string) => void }) {
  const tile = useRef<HTMLLIElement>(null);
  const url = usePhotoUrl(photo.id, tile);
  return (
    <li ref={tile} className="aspect-square overflow-hidden rounded-lg bg-slate-200 dark:bg-slate-800">
      <button
        type="button"
        aria-pressed={chosen}
        aria-label={t.pick(formatDate(photo.createdAt))}
        className="size-full aria-pressed:ring-4 aria-pressed:ring-brand-600 aria-pressed:ring-inset"
        onClick={() => onPick(photo.id)}
      >
        {url ? <img src={url} alt="" className="size-full object-cover" /> : null}
      </button>
    </li>
  );
}
