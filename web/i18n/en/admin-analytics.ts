/** The admin panel's analytics and user-care texts (English, in the panel's chunk only). */
export const enAdminAnalytics = {
  registrationsTitle: "User Registrations",
  registrationsSeries: "New users",
  usersAxis: "Users",
  dayAxis: "Day",
  loginsTitle: "Logins (Last 24 Hours)",
  loginsSeries: "Logins",
  hourAxis: "Hour",
  shoppingTitle: "Shopping Activity",
  shoppingDaily: "Daily",
  shoppingWeekly: "Weekly",
  weekAxis: "Week of",
  itemsAxis: "Items",
  added: "Added",
  bought: "Bought",
  unverifiedTitle: "Unverified Users",
  emptyUnverified: "All users have verified their e-mail",
  verify: "Verify",
  resend: "Resend verification",
  userVerified: "User verified",
  verificationSent: (email: string) => `Verification email sent to ${email}`,
  error: "Error",
  verifyFailed: "Failed to verify user",
  resendFailed: "Failed to send verification email",
  passwordChangesTitle: "User Password Changes",
  passwordChangesHint: "Users who completed a password reset",
  emptyPasswordChanges: "No password resets yet",
  fetchFailed: "Failed to fetch analytics",
  showMore: (hidden: number) => `Show ${hidden} more...`,
  showLess: "Show Less",
  loading: "Loading…",
  /** Time since a reset, in whole days and hours. */
  since: (days: number, hours: number) => {
    const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;
    if (days === 0 && hours === 0) return "less than an hour ago";
    if (days === 0) return `${plural(hours, "hour")} ago`;
    if (hours === 0) return `${plural(days, "day")} ago`;
    return `${plural(days, "day")}, ${plural(hours, "hour")} ago`;
  },
} as const;
