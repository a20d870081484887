import { startOwnApp } from "@web/app/own-app";
import { KitchenPage } from "./components/kitchen-page";
import "../styles.css";

// The kitchen screen's entry (web/eldhus.html, served at /eldhus): a paired tablet, not a signed-in
// user (docs/features/kitchen.md).
startOwnApp(<KitchenPage />, "eldhus.html");
