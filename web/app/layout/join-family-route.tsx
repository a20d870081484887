import { lazy } from "react";

/** For a user without a family (rare): its own chunk, so the family pages do not carry it. */
export const JoinFamilyCard = lazy(() => import("@web/features/family/components/join-family-card").then((module) => ({ default: module.JoinFamilyCard })));
