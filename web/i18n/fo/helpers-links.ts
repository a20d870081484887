import type { HelperPower } from "@contract/helper-limits";

import { dayAndMonth as dayMonth } from "./months";

/** "31. desember", with the year when it is not this one: "31. desember 2027". */
const dayAndMonth = (year: number, month: number, day: number, thisYear: number) => `${dayMonth(day, month)}${year === thisYear ? "" : ` ${year}`}`;

/** A helper's link on /hjalparar (docs/features/helpers.md "The parents' page"): loaded with the page. */
export const foHelperLinks = {
  /** Short, for the link's list of what it opens. */
  powers: {
    calendar: "kalendarin",
    tasks: "uppgávur teirra",
    shopping: "innkeypslistin",
    cards: "kort hjá børnunum",
    dinner: "døgurði í kvøld",
  } satisfies Record<HelperPower, string>,
  mayUse: (list: string) => `Sær ${list}`,
  allChildren: "Øll børnini",
  someChildren: (names: string) => `Bert ${names}`,
  endsOn: (year: number, month: number, day: number, thisYear: number) => `Til ${dayAndMonth(year, month, day, thisYear)}`,
  untilRevoked: "Til tú tekur hana aftur",
  ended: "Endað",
  lastUsed: (when: string) => `Seinast brúkt ${when}`,
  neverUsed: "Ikki brúkt enn",
  devicesTitle: "Tól",
  devicesNone: "Slóðin er ikki latin upp enn.",
  deviceActive: (since: string) => `Loyvt síðan ${since}`,
  deviceWaiting: "Bíðar eftir loyvi",
  letIn: "Loyv",
  letInLabel: (label: string) => `Loyv ${label}`,
  removeDevice: "Tak burtur",
  removeDeviceLabel: (label: string) => `Tak ${label} burtur`,
  revoke: "Tak slóðina aftur",
} as const;
