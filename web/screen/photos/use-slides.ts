import { useEffect, useState } from "react";
import { WALL_SLIDE_MS } from "@contract/kitchen-limits";
import type { ScreenPhoto } from "@contract/schemas/photos";
import { WALL_NOTICE_EVENT } from "../lib/wall-notice";
import { screenPhotoUrl, screenRead } from "./screen-photo";

const readPhotos = async (token: string): Promise<ScreenPhoto[] | null> => (await (await screenRead(token, "/api/kitchen/screen/photos"))?.json()) ?? null;

/**
 * The slideshow's photos (docs/features/photos.md "On the wall"): the list read once at its start
 * and again on `photos_updated` while it runs, never on a timer; each photo WALL_SLIDE_MS, the next
 * one fetched while this one shows. Each URL is revoked when its photo leaves the screen. Answers
 * the URL to show, or null while there is none (no photos, or none could be read).
 */
export function useSlides(token: string): string | null {
  const [photos, setPhotos] = useState<ScreenPhoto[]>([]);
  const [index, setIndex] = useState(-1);
  const [shown, setShown] = useState<{ id: string; url: string } | null>(null);

  useEffect(() => {
    let stopped = false;
    const read = () =>
      void readPhotos(token).then((answer) => {
        if (answer && !stopped) setPhotos(answer);
      });
    const onNotice = (event: Event) => {
      if (event instanceof CustomEvent && event.detail === "photos_updated") read();
    };
    read();
    window.addEventListener(WALL_NOTICE_EVENT, onNotice);
    return () => {
      stopped = true;
      window.removeEventListener(WALL_NOTICE_EVENT, onNotice);
    };
  }, [token]);

  useEffect(() => {
    if (photos.length === 0) return;
    let stopped = false;
    const at = (index + 1) % photos.length;
    // The first photo at once; each later one once the current has shown its time and the next is in.
    const wait = new Promise((resolve) => window.setTimeout(resolve, index < 0 ? 0 : WALL_SLIDE_MS));
    void Promise.all([screenPhotoUrl(token, photos[at]!.id), wait]).then(([next]) => {
      if (stopped) {
        if (next) URL.revokeObjectURL(next);
        return;
      }
      // A photo that could not be read is passed over; the one shown stays until the next is in.
      if (next) setShown({ id: photos[at]!.id, url: next });
      setIndex(at);
    });
    return () => {
      stopped = true;
    };
  }, [token, photos, index]);

  // A photo deleted meanwhile leaves the screen at once.
  useEffect(() => {
    setShown((current) => (current && photos.some((photo) => photo.id === current.id) ? current : null));
  }, [photos]);

  // The URL shown before is revoked once another replaces it, and the last when the slideshow ends.
  const url = shown?.url ?? null;
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}
