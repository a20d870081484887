import type { CreatedHelperLink } from "@contract/schemas/helpers";
import { Button } from "@web/components/ui/button";
import { CopyField } from "@web/components/ui/copy-field";
import { foHelpers } from "@web/i18n/fo/helpers";

/** The new link's url with copy and share (the phone's own sheet, where it has one); the server keeps only its hash. */
export function LinkMade({ made, onDone }: { made: CreatedHelperLink; onDone: () => void }) {
  const t = foHelpers;
  const canShare = typeof navigator.share === "function";
  const share = () => void navigator.share({ title: t.shareTitle(made.link.name), url: made.url }).catch(() => undefined);
  return (
    <div className="space-y-3">
      <CopyField id="helper-link-url" label={t.url} copyLabel={t.copy} copiedText={t.copied} failedText={t.copyFailed} value={made.url} />
      <div className="flex flex-wrap justify-end gap-2">
        {canShare ? (
          <Button variant="secondary" onClick={share}>
            {t.share}
          </Button>
        ) : null}
        <Button onClick={onDone}>{t.done}</Button>
      </div>
    </div>
  );
}
