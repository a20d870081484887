import { useRef } from "react";
import type { PictureProps } from "@web/components/ui/photo/picture-parts";
import { usePhotoUrl } from "../lib/use-photo-url";

/** A photo of the album in a frame of the caller's size (a dinner's, a recipe's picture), fetched as it nears the screen. */
export function PhotoImage({ photoId, alt, className = "" }: PictureProps) {
  const frame = useRef<HTMLSpanElement>(null);
  const url = usePhotoUrl(photoId, frame);
  return (
    <span ref={frame} className={`block shrink-0 overflow-hidden bg-slate-200 dark:bg-slate-800 ${className}`}>
      {url ? <img src={url} alt={alt} className="size-full object-cover" /> : null}
    </span>
  );
}
