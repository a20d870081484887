import { foHelperApp as t } from "@web/i18n/fo/helper-app";
import { useHelperLink } from "../lib/use-helper-link";
import { HelperHome } from "./helper-home";
import { Notice, Shell } from "./shell";

/**
 * /hjalpari: the helper's page. Opened from a parent's link it spends the link for a token; with
 * none it says how to get in; a link that no longer works says so in the server's words.
 */
export function HelperPage() {
  const { link, forget } = useHelperLink();
  if (link.kind === "open") return <HelperHome key={link.token} token={link.token} onGone={forget} />;
  return (
    <Shell>
      <h1 className="text-2xl font-bold">{t.title}</h1>
      {link.kind === "opening" ? <p role="status">{t.opening}</p> : null}
      {link.kind === "none" ? <p className="text-lg">{t.noLink}</p> : null}
      {link.kind === "gone" || link.kind === "failed" ? <Notice>{link.message}</Notice> : null}
    </Shell>
  );
}
