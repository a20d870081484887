import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Photo } from "@contract/schemas/photos";
import { api } from "@web/lib/api-client";
import { resourceKeys } from "@web/lib/resource-keys";

/** The family's album, newest first (`GET /api/photos`, read at the primary, so an upload shows at once); `photos_updated` makes it stale. */
export const albumQueryOptions = (familyId: string) =>
  queryOptions({
    queryKey: [...resourceKeys.photos, familyId] as const,
    queryFn: ({ signal }) => api<Photo[]>("/api/photos", { signal }),
  });

export const useAlbum = (familyId: string) => useQuery(albumQueryOptions(familyId));
