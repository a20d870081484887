import { lazy, type ReactNode, Suspense } from "react";
import { TabGroup, TabList, TabPanel, TabPanels } from "./tabs";
import { enAdmin as t } from "@web/i18n/en/admin";
import { enAdminSystem as ts } from "@web/i18n/en/admin-system";
import { useDetailedStats } from "../api/get-detailed-stats";
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

/**
 * The analytics' charts wait for the overview's counts above them: drawn before the counts had
 * answered, a chart could sit in view for a moment, which loads uPlot (about 20 KB gzip) with the
 * panel (trend-chart.tsx loads it when a chart comes into view; docs/bench.md).
 */
function BelowTheCounts({ children }: { children: ReactNode }) {
  const { data, isError } = useDetailedStats();
  return data || isError ? children : null;
}

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
            <BelowTheCounts>
              <AnalyticsSection />
            </BelowTheCounts>
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
