import { type RefObject, useEffect, useState } from "react";
import { authToken } from "@web/lib/auth-storage";

/**
 * A photo's bytes as a blob URL, fetched with the session's token once the tile nears the screen
 * (an `<img>` cannot send the bearer token, and the photos have no public address). The URL is
 * revoked when the tile goes. Null until then, or when the fetch failed.
 */
export function usePhotoUrl(id: string, tile: RefObject<Element | null>): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const element = tile.current;
    if (!element) return;
    let made: string | null = null;
    const controller = new AbortController();
    const load = () => {
      const token = authToken.peek();
      void fetch(`/api/photos/${encodeURIComponent(id)}`, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: controller.signal })
        .then((response) => (response.ok ? response.blob() : null))
        .then((blob) => {
          if (!blob || controller.signal.aborted) return;
          made = URL.createObjectURL(blob);
          setUrl(made);
        })
        .catch(() => undefined);
    };
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        seen.disconnect();
        load();
      },
      { rootMargin: "200px" },
    );
    seen.observe(element);
    return () => {
      seen.disconnect();
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [id, tile]);
  return url;
}
