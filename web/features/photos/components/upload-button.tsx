import { useId } from "react";
import type { Photo } from "@contract/schemas/photos";
import { buttonClass } from "@web/components/ui/button";
import { foPhotos as t } from "@web/i18n/fo/photos";
import type { useUploads } from "../lib/use-uploads";

interface UploadButtonProps {
  uploads: ReturnType<typeof useUploads>;
  label: string;
  multiple?: boolean;
  /** The photos stored, once the upload is through. */
  onStored?: (photos: Photo[]) => void;
  className?: string;
}

/** The file input behind a button's look, with the upload's progress on it while it runs (one file after another). */
export function UploadButton({ uploads: { upload, progress }, label, multiple = false, onStored, className = "" }: UploadButtonProps) {
  const input = useId();
  return (
    <>
      <label htmlFor={input} className={buttonClass("primary", `cursor-pointer ${className} ${progress ? "pointer-events-none opacity-50" : ""}`)}>
        {progress ? t.uploading(progress.done, progress.all) : label}
      </label>
      <input
        id={input}
        type="file"
        accept="image/*"
        multiple={multiple}
        className="sr-only"
        disabled={progress !== null}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = "";
          void upload(files).then((stored) => onStored?.(stored));
        }}
      />
    </>
  );
}
