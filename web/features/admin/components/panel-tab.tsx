import { Tab } from "./tabs";
import { buttonClass } from "@web/components/ui/button";

/** A tab styled as the panel's buttons: the selected one filled. */
export function PanelTab({ children }: { children: string }) {
  return <Tab className={({ selected }) => buttonClass(selected ? "primary" : "secondary")}>{children}</Tab>;
}
