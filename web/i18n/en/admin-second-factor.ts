/** The administrator's second factor: enrolment and the step-up dialog (English, as the panel). */
export const enSecondFactor = {
  enrolTitle: "Set up your second factor",
  enrolIntro:
    "Administrators confirm their sign-in with a code from an authenticator app (Google Authenticator, Aegis, 1Password, …). Nothing else in the app opens until this is done.",
  enrolmentCodeLabel: "Enrolment code",
  enrolmentCodeHint:
    "The one-time code you were given with your account: printed by npm run make-admin, or shown to the administrator who made it. Ask them for a new one if it has expired.",
  enrolmentCodeRequired: "Type your enrolment code",
  start: "Start set-up",
  starting: "Starting…",
  secretLabel: "Secret key (type it into the app)",
  copy: "Copy",
  copied: "Copied",
  copyFailed: "Copying failed: select the key and copy it by hand",
  openInApp: "Open in an authenticator app on this device",
  codeLabel: "Code from the app",
  codeRequired: "Type the 6-digit code",
  enable: "Turn on",
  enabling: "Checking…",
  enableFailed: "Could not turn it on",
  recoveryTitle: "Your recovery codes",
  recoveryIntro:
    "Each code signs you in once when you do not have your phone. Keep them somewhere safe (a password manager, or on paper): they are shown only now.",
  recoveryDone: "I have saved them",
  signOut: "Sign out",
  stepUpTitle: "Confirm it is you",
  stepUpText: "This cannot be undone. Type a code from your authenticator app (or a recovery code).",
  stepUpConfirm: "Confirm",
  stepUpChecking: "Checking…",
  cancel: "Cancel",
} as const;
