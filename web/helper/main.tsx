import { startOwnApp } from "@web/app/own-app";
import { HelperPage } from "./components/helper-page";
import "../styles.css";

// The helper's page's entry (web/hjalpari.html, served at /hjalpari): a helper's device, not a
// signed-in user (docs/features/helpers.md "The helper's page").
startOwnApp(<HelperPage />, "hjalpari.html");
