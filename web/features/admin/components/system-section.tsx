import { TabGroup, TabList, TabPanel, TabPanels } from "./tabs";
import { useState } from "react";
import { enAdminSystem as t } from "@web/i18n/en/admin-system";
import { BackupView } from "./backup-view";
import { SystemOverview, type SystemView } from "./system-cards";
import { AuthView, DatabaseView, LogsView } from "./system-views";
import { PanelTab } from "./panel-tab";

const SUB_TABS = ["overview", "auth", "database", "logs", "backup"] as const;

/**
 * The System tab: its own sub-tabs, Overview first. Each view's data is fetched only while its
 * tab is selected (the query's `enabled`; unselected panels are not mounted either).
 */
export function SystemSection() {
  const [index, setIndex] = useState(0);
  const open = (view: SystemView) => setIndex(SUB_TABS.indexOf(view));
  const on = (view: (typeof SUB_TABS)[number]) => SUB_TABS[index] === view;
  return (
    <TabGroup selectedIndex={index} onChange={setIndex}>
      <TabList aria-label={t.tabs.system} className="mb-4 flex flex-wrap gap-2">
        {SUB_TABS.map((view) => (
          <PanelTab key={view}>{t.systemTabs[view]}</PanelTab>
        ))}
      </TabList>
      <TabPanels>
        <TabPanel>
          <SystemOverview open={open} />
        </TabPanel>
        <TabPanel>
          <AuthView enabled={on("auth")} />
        </TabPanel>
        <TabPanel>
          <DatabaseView enabled={on("database")} />
        </TabPanel>
        <TabPanel>
          <LogsView enabled={on("logs")} />
        </TabPanel>
        <TabPanel>
          <BackupView enabled={on("backup")} />
        </TabPanel>
      </TabPanels>
    </TabGroup>
  );
}
