import { Link } from "wouter";
import { CardHeader } from "@web/components/ui/card";
import { buttonClass } from "@web/components/ui/button";

/** The new-password card's end states: a heading, a line of text and the one way on. */
export function NewPasswordNotice({ title, description, href, action }: { title: string; description: string; href: string; action: string }) {
  return (
    <>
      <CardHeader id="new-password-title" as="h1" title={title} description={description} />
      <Link href={href} className={buttonClass("primary", "w-full")}>
        {action}
      </Link>
    </>
  );
}
