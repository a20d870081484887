import { RECIPE_PAGE_MAX_BYTES, RECIPE_PAGE_REDIRECTS_MAX, RECIPE_PAGE_TIMEOUT_MS } from "@contract/recipe-limits";
import { recipeMessages as m } from "@contract/recipe-messages";
import type { RecipeDraft } from "@contract/schemas/recipes";
import { HttpError } from "../http-error";
import { type SafeFetchFailure, safeFetch } from "../outbound/safe-fetch";
import type { UrlPolicy } from "../outbound/url-policy";
import { readRecipePage } from "./page-recipe";
import { checkRecipeUrl, linkRefusalText } from "./recipe-url";

/** Why the page could not be read, as the phone is told: a refused address is the link's fault (400), the rest the page's (502). */
function refusal(cause: SafeFetchFailure): HttpError {
  switch (cause.reason) {
    case "url":
    case "redirectRefused":
      return new HttpError("invalid_body", cause.reason === "url" ? linkRefusalText(cause.refusal) : m.pageRedirectRefused);
    case "redirects":
      return new HttpError("unavailable", m.pageRedirects);
    case "status":
      return new HttpError("unavailable", m.pageStatus(cause.status));
    case "tooLarge":
      return new HttpError("unavailable", m.pageTooLarge);
    case "timeout":
      return new HttpError("unavailable", m.pageTimeout);
    case "network":
      return new HttpError("unavailable", m.pageUnreachable);
  }
}

/** An answer a page reader can read: HTML, or a page that does not say what it is. */
const isHtml = (headers: Headers) => {
  const type = (headers.get("content-type") ?? "").toLowerCase();
  return type === "" || type.startsWith("text/html") || type.startsWith("application/xhtml+xml");
};

/**
 * Fetches a checked recipe link through the shared outbound fetch (docs/features/weather.md "One safe
 * way out": every redirect checked like the link, RECIPE_PAGE_TIMEOUT_MS for all of it, the body cut
 * at RECIPE_PAGE_MAX_BYTES) and reads its recipe. Throws the HttpError the phone is answered: 400 for
 * a redirect to an address that may not be fetched, 503 `unavailable` for a page that could not be
 * had, 400 `invalid_body` for a page without a recipe.
 */
export async function fetchRecipeDraft(url: string, policy: UrlPolicy): Promise<RecipeDraft> {
  const fetched = await safeFetch(url, {
    accept: "text/html, application/xhtml+xml;q=0.9, */*;q=0.5",
    userAgent: "FamilyHub-recipes/1 (recipe import from a link)",
    maxBytes: RECIPE_PAGE_MAX_BYTES,
    timeoutMs: RECIPE_PAGE_TIMEOUT_MS,
    redirects: RECIPE_PAGE_REDIRECTS_MAX,
    policy,
    checkUrl: (text, base) => checkRecipeUrl(text, policy, base),
  });
  if (fetched.kind === "failed") throw refusal(fetched);
  // No validators are sent, so no 304 comes back; one that did would carry no page.
  if (fetched.kind === "unchanged" || !isHtml(fetched.headers)) throw new HttpError("invalid_body", m.noRecipeOnPage);
  const draft = await readRecipePage(new Response(fetched.text, { headers: { "Content-Type": "text/html; charset=utf-8" } }), url);
  if (!draft) throw new HttpError("invalid_body", m.noRecipeOnPage);
  return draft;
}
