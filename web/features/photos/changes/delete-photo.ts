import type { Photo } from "@contract/schemas/photos";
import { foPhotos as t } from "@web/i18n/fo/photos";
import { defineChange, del, segment } from "@web/lib/changes/define-change";
import { resourceKeys } from "@web/lib/resource-keys";

/** Deletes a photo and its bytes (the uploader or a parent); gone from the grid at once, back if the server refuses. Needs the connection. */
const deletePhoto = defineChange({
  request: ({ photoId }: { familyId: string; photoId: string }) => del(`/api/photos/${segment(photoId)}`),
  optimistic: {
    queryKey: ({ familyId }) => [...resourceKeys.photos, familyId],
    apply: (album: Photo[], { photoId }) => album.filter((photo) => photo.id !== photoId),
  },
  errorToast: { title: t.removeFailed },
  successToast: { title: t.removed },
});
export default deletePhoto;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "photos/delete-photo": typeof deletePhoto;
  }
}
