import type { Route } from "./http/route";
import { adminRoutes } from "./routes/admin";
import { adminAnalyticsRoutes } from "./routes/admin-analytics";
import { adminMessageRoutes } from "./routes/admin-messages";
import { adminMoveRoutes } from "./routes/admin-moves";
import { adminSystemRoutes } from "./routes/admin-system";
import { adminTicketRoutes } from "./routes/admin-tickets";
import { authRoutes } from "./routes/auth";
import { backupRoutes } from "./routes/backup";
import { caldavRoutes } from "./routes/caldav";
import { calendarFeedRoutes } from "./routes/calendar-feed";
import { calendarSubscriptionRoutes } from "./routes/calendar-subscriptions";
import { eventRoutes } from "./routes/events";
import { familyRoutes } from "./routes/families";
import { healthRoutes } from "./routes/health";
import { kitchenChoreRoutes } from "./routes/kitchen-chores";
import { kitchenMemberRoutes } from "./routes/kitchen-members";
import { kitchenPairingRoutes } from "./routes/kitchen-pairing";
import { kitchenScreenRoutes } from "./routes/kitchen-screen";
import { kitchenStarRoutes } from "./routes/kitchen-stars";
import { liveRoutes } from "./routes/live";
import { mealRoutes } from "./routes/meals";
import { pushRoutes } from "./routes/push";
import { openApiRoute } from "./routes/openapi";
import { reminderRoutes } from "./routes/reminders";
import { secondFactorRoutes } from "./routes/second-factor";
import { shoppingRoutes } from "./routes/shopping";
import { supportRoutes } from "./routes/support";
import { twoHomesRoutes } from "./routes/two-homes";
import { helperDeviceRoutes } from "./routes/helper-device";
import { helperLinkRoutes } from "./routes/helper-links";
import { weatherRoutes } from "./routes/weather";
import { photoRoutes } from "./routes/photos";
import { recipePlanRoutes } from "./routes/recipe-plan";
import { recipeImportRoutes } from "./routes/recipe-imports";
import { recipeRoutes } from "./routes/recipes";

/**
 * Every route of the API, each declared once in its resource's file under routes/. The app mounts
 * exactly these (http/mount.ts), the reference and the security suite's matrix are derived from
 * them; the order does not matter to any route's safety.
 */
export const apiRoutes: readonly Route[] = [
  ...healthRoutes,
  ...authRoutes,
  ...secondFactorRoutes,
  ...familyRoutes,
  ...twoHomesRoutes,
  ...helperLinkRoutes,
  ...helperDeviceRoutes,
  ...weatherRoutes,
  ...photoRoutes,
  ...recipeImportRoutes,
  ...recipeRoutes,
  ...shoppingRoutes,
  ...reminderRoutes,
  ...mealRoutes,
  ...recipePlanRoutes,
  ...eventRoutes,
  ...calendarFeedRoutes,
  ...calendarSubscriptionRoutes,
  ...liveRoutes,
  ...supportRoutes,
  ...pushRoutes,
  ...caldavRoutes,
  ...adminMessageRoutes,
  ...adminRoutes,
  ...adminTicketRoutes,
  ...adminAnalyticsRoutes,
  ...adminSystemRoutes,
  ...adminMoveRoutes,
  ...backupRoutes,
  ...kitchenPairingRoutes,
  ...kitchenMemberRoutes,
  ...kitchenChoreRoutes,
  ...kitchenStarRoutes,
  ...kitchenScreenRoutes,
  openApiRoute(() => apiRoutes),
];
