import { lazy, Suspense } from "react";
import { TabGroup, TabList, TabPanel, TabPanels } from "./tabs";
import { enAdmin as t } from "@web/i18n/en/admin";
import { enAdminSystem as ts } from "@web/i18n/en/admin-system";
import { AnalyticsSection } from "./analytics-section";
import { QuickActions } from "./quick-actions";
import { StatsSection } from "./stats-section";
import { PanelTab } from "./panel-tab";
import { UserCareSection } from "./user-care-section";
import { UsersSection } from "./users-section";
import { TicketsSection } from "./tickets-section";
import { MessagesSection } from "./messages-section";
import { StepUpPrompt } from "./step-up-prompt";

// The System tab's views load when it is opened, not with the panel (docs/bench.md).
const SystemSection = lazy(() => import("./system-section").then((module) => ({ default: module.SystemSection })));

/** The panel; the signed-in shell (web/app/layout/signed-in-app.tsx) shows it to administrators only. */
export function AdminPage() {
  return (
    <div lang="en" className="space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight">{t.title}</h1>
      <TabGroup>
        <TabList aria-label={t.title} className="mb-4 flex gap-2">
          <PanelTab>{ts.tabs.overview}</PanelTab>
          <PanelTab>{ts.tabs.system}</PanelTab>
        </TabList>
        <TabPanels>
          <TabPanel className="space-y-4">
            <StatsSection />
            <AnalyticsSection />
            <UsersSection />
            <UserCareSection />
            <MessagesSection />
            <TicketsSection />
            <QuickActions />
          </TabPanel>
          <TabPanel>
            <Suspense fallback={null}>
              <SystemSection />
            </Suspense>
          </TabPanel>
        </TabPanels>
      </TabGroup>
      <StepUpPrompt />
    </div>
  );
}
