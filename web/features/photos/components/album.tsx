import { PHOTO_BYTES_PER_FAMILY, PHOTOS_PER_FAMILY } from "@contract/photo-limits";
import { foPhotos as t } from "@web/i18n/fo/photos";
import { useAlbum } from "../api/album";
import { useUploads } from "../lib/use-uploads";
import { PhotoTile } from "./photo-tile";
import { UploadButton } from "./upload-button";

/** Megabytes up to the next tenth, written the Faroese way ("0,4"): a small photo still counts. */
const megabytes = (bytes: number) => (Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toLocaleString("fo");

/** The family's album in its fold on the family page (docs/features/photos.md "On the phones"): upload, the grid of photos, delete. */
export function Album({ familyId, timeZone }: { familyId: string; timeZone: string }) {
  const album = useAlbum(familyId);
  const uploads = useUploads(familyId);
  const bytes = album.data?.reduce((sum, photo) => sum + photo.bytes, 0) ?? 0;
  return (
    <div className="space-y-4">
      <div className="space-y-3">
        <UploadButton uploads={uploads} label={t.upload} multiple className="w-full sm:w-auto" />
        {album.data ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t.usage(album.data.length, PHOTOS_PER_FAMILY, megabytes(bytes), megabytes(PHOTO_BYTES_PER_FAMILY))}
          </p>
        ) : null}
      </div>
      {album.isPending ? <p className="text-slate-600 dark:text-slate-400">{t.loading}</p> : null}
      {album.isError && !album.data ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {t.readError}
        </p>
      ) : null}
      {album.data?.length === 0 ? <p className="text-slate-700 dark:text-slate-300">{t.none}</p> : null}
      {album.data && album.data.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {album.data.map((photo) => (
            <PhotoTile key={photo.id} photo={photo} familyId={familyId} timeZone={timeZone} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
