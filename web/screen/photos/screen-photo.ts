import { useEffect, useState } from "react";

/** A read with the screen's token; a failed one answers null and changes nothing shown (a revoked screen is found by the day's read). */
export async function screenRead(token: string, path: string): Promise<Response | null> {
  try {
    const response = await fetch(path, { headers: { Authorization: `Bearer ${token}` } });
    return response.ok ? response : null;
  } catch {
    return null;
  }
}

/**
 * A photo's bytes as a blob URL, fetched with the screen's token (the photos have no public
 * address; the screen's service worker answers a photo it keeps without asking the server).
 */
export async function screenPhotoUrl(token: string, id: string): Promise<string | null> {
  const response = await screenRead(token, `/api/kitchen/screen/photos/${encodeURIComponent(id)}`);
  return response ? URL.createObjectURL(await response.blob()) : null;
}

/** One album photo to show while it is drawn (a dinner's picture): null until it is in, or when there is none; its URL is revoked when it leaves. */
export function useScreenPhoto(token: string, id: string | null): string | null {
  const [shown, setShown] = useState<{ id: string; url: string } | null>(null);
  useEffect(() => {
    if (id === null) return;
    let stopped = false;
    let url: string | null = null;
    void screenPhotoUrl(token, id).then((next) => {
      url = next;
      if (stopped && next) URL.revokeObjectURL(next);
      else if (next) setShown({ id, url: next });
    });
    return () => {
      stopped = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [token, id]);
  return shown && shown.id === id ? shown.url : null;
}
