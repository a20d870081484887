import { RECIPE_URL_MAX } from "@contract/recipe-limits";
import { recipeMessages as m } from "@contract/recipe-messages";
import { checkOutboundUrl, type UrlPolicy, type UrlRefusal } from "../outbound/url-policy";

export type RecipeUrlCheck = { ok: true; url: string } | { ok: false; refusal: UrlRefusal; message: string };

const REFUSALS: Record<UrlRefusal, string> = {
  urlMissing: m.linkMissing,
  urlTooLong: m.linkTooLong,
  urlInvalid: m.linkInvalid,
  urlCharacters: m.linkCharacters,
  urlNotHttps: m.linkNotHttps,
  urlCredentials: m.linkCredentials,
  urlIpAddress: m.linkIpAddress,
  urlLocalName: m.linkLocalName,
  urlPort: m.linkPort,
};

/** A refused link's Faroese text. */
export const linkRefusalText = (refusal: UrlRefusal) => REFUSALS[refusal];

const httpAsHttps = (text: string) => text.replace(/^http:\/\//i, "https://");

/**
 * A recipe page's link (or a redirect's Location, against the page it came from) by the shared
 * outbound policy (worker/lib/outbound/url-policy.ts: https on port 443 to a public name, nothing
 * else), with its refusal in Faroese. A link written `http://` is asked for over https: recipe sites
 * answer both, and the server fetches nothing in the clear (docs/features/recipe-import.md "Safe fetching").
 */
export function checkRecipeUrl(text: string, policy: UrlPolicy, base?: string): RecipeUrlCheck {
  const options = { maxLength: RECIPE_URL_MAX, base };
  let checked = checkOutboundUrl(text, policy, options);
  if (!checked.ok && checked.refusal === "urlNotHttps") checked = checkOutboundUrl(text, policy, { ...options, rewrite: httpAsHttps });
  return checked.ok ? checked : { ...checked, message: REFUSALS[checked.refusal] };
}
