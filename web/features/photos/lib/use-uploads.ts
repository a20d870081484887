import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Photo } from "@contract/schemas/photos";
import { toast } from "@web/components/ui/toast/toast-store";
import { foPhotos as t } from "@web/i18n/fo/photos";
import { ApiError, isUnreachable } from "@web/lib/api-client";
import { online } from "@web/lib/connection";
import { albumQueryOptions } from "../api/album";
import { uploadPhoto } from "../api/upload-photo";
import { resizePhoto } from "./resize-photo";

/**
 * Uploads the chosen files one after another, each resized on the phone first (resize-photo.ts),
 * and puts each stored photo into the album's cache; answers the stored ones (a picture chooser picks
 * the new one). Uploads need the connection: offline the page says so and keeps nothing to send
 * later (a queue of photos would fill the phone's storage).
 */
export function useUploads(familyId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<{ done: number; all: number } | null>(null);

  const upload = async (files: readonly File[]): Promise<Photo[]> => {
    if (files.length === 0) return [];
    if (!online.peek()) {
      toast({ variant: "destructive", title: t.offline });
      return [];
    }
    const stored: Photo[] = [];
    setProgress({ done: 0, all: files.length });
    for (const file of files) {
      const resized = await resizePhoto(file);
      const sent = resized ? await send(resized) : { text: t.unreadable, stop: false };
      if ("id" in sent) stored.push(sent);
      else toast({ variant: "destructive", title: t.failed, description: sent.text });
      setProgress({ done: stored.length, all: files.length });
      if (!("id" in sent) && sent.stop) break;
    }
    setProgress(null);
    if (stored.length > 0) toast({ variant: "default", title: t.uploaded(stored.length) });
    return stored;
  };

  /** One upload: the stored photo, else the text to show and whether the rest would fail the same way (no connection, a full album). */
  const send = async (photo: Blob): Promise<Photo | { text: string; stop: boolean }> => {
    try {
      const added = await uploadPhoto(photo);
      queryClient.setQueryData(albumQueryOptions(familyId).queryKey, (album: Photo[] | undefined) => (album ? [added, ...album] : album));
      return added;
    } catch (error) {
      if (isUnreachable(error)) return { text: t.offline, stop: true };
      if (error instanceof ApiError) return { text: error.message, stop: error.code === "quota_exceeded" };
      return { text: t.failed, stop: false };
    }
  };

  return { upload, progress };
}
