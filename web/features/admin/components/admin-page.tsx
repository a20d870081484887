import { TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { Redirect } from "wouter";
import { useSignedInUser } from "@web/lib/auth-context";
import { enAdmin as t } from "@web/i18n/en/admin";
import { enAdminSystem as ts } from "@web/i18n/en/admin-system";
import { AnalyticsSection } from "./analytics-section";
import { QuickActions } from "./quick-actions";
import { StatsSection } from "./stats-section";
import { PanelTab, SystemSection } from "./system-section";
import { UserCareSection } from "./user-care-section";
import { UsersSection } from "./users-section";
import { TicketsSection } from "./tickets-section";
import { MessagesSection } from "./messages-section";
import { StepUpDialog } from "./step-up-dialog";

/** The route is open to any signed-in user, but the panel sends non-admins home (the server refuses them anyway). */
export function AdminPage() {
  const user = useSignedInUser();
  if (!user.isAdmin) return <Redirect to="/" replace />;
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
            <SystemSection />
          </TabPanel>
        </TabPanels>
      </TabGroup>
      <StepUpDialog />
    </div>
  );
}
