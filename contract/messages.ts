import { homeAfterPreposition, SIGN_UP_FAMILY_NAME } from "./family-name";
import { INGREDIENT_NAME_MAX, MEAL_INGREDIENTS_MAX } from "./limits";

/**
 * Texts the server sends in `message` (Faroese for family-facing calls, docs/api.md#errors). The web client
 * shows them as they come; where the client also checks a rule itself (registration), the
 * client imports the same text from here so the wording lives in one place.
 */
export const apiMessages = {
  invalidBody: "Ógildar upplýsingar",
  malformedJson: "Ógildugt JSON",
  unauthenticated: "Tú ert ikki innritað/ur",
  forbidden: "Tú hevur ikki atgongd til hetta",
  notFound: "Ikki funnið",
  tooLarge: "Ov nógv dáta í einari fyrispurning",
  rateLimited: "Ov nógvar royndir. Bíða eitt sindur og royn aftur.",
  /** A phone's text over CalDAV's storage caps (contract/caldav-limits.ts DAV_TEXT_MAX_BYTES, DAV_TEXT_FAMILY_MAX_BYTES), answered 507. */
  davTextCap: {
    resource:
      "Hetta er ov stórt at goyma frá telefonini: í mesta lagi 16 KB fyri hvørt tiltak ella uppgávu. Tak langar lýsingar ella viðheftingar burtur og royn aftur.",
    family: "Familjan hevur longu 4 MB av tiltøkum og uppgávum frá telefonum. Strika nøkur gomul, áðrenn tú leggur fleiri afturat.",
  },
  /** `?before=` that is no `nextBefore` of a page (docs/api.md "Paging in headers"). */
  cursorInvalid: "before skal vera nextBefore frá síðuni frammanundan",
  internal: "Nakað fór galt. Royn aftur seinni.",
  unavailable: "Tænastan er ikki tøk júst nú",
  /** A write while the family is being moved to another database (503 `moving`): the phone sends it again. */
  familyMoving: "Familjan verður flutt. Royn aftur um eina løtu.",

  required: "Skal fyllast út",
  nameBlank: "Navnið manglar",
  nameTooLong: "Í mesta lagi 200 tekin",
  birthdayInvalid: "Ógildugur føðingardagur",
  birthdayInFuture: "Føðingardagurin kann ikki vera í framtíðini",
  quantityInvalid: "Talið skal vera eitt heilt tal millum 1 og 999",
  oneItemChange: "Send antin completed, name, quantity ella unit",
  unitInvalid: "Eindin kann í mesta lagi vera 12 tekin, uttan stýritekn",
  usernameTooShort: "Brúkaranavnið skal vera í minsta lagi 5 tekin",
  usernameTooLong: "Brúkaranavnið kann í mesta lagi vera 32 tekin",
  usernameInvalid: "Brúkaranavnið kann bert innihalda bókstavir, tøl, punktum, bindistriku og undirstriku",
  emailInvalid: "Ógildug teldupostadressa",
  passwordTooShort: "Loyniorðið skal vera í minsta lagi 8 tekin",
  passwordTooLong: "Loyniorðið kann í mesta lagi vera 256 tekin",
  passwordTooCommon: "Hetta loyniorðið er ov vanligt. Vel eitt annað.",

  loginFailed: "Skeivt brúkaranavn ella loyniorð",
  challengeRequired: "Ov nógvar skeivar royndir við hesum brúkaranavninum. Svara rokniuppgávuni og rita inn aftur.",
  codeWrong: "Skeiv kota, ella longu brúkt. Royn við næstu kotuni úr appini.",
  mfaTokenInvalid: "Innritanin er útgingin. Rita inn aftur við loyniorðinum.",
  registered: "Brúkari stovnaður. Vit hava sent tær ein teldupost at vátta adressuna.",
  usernameTaken: "Brúkaranavnið er longu tikið",
  honeypot: "Ógildugt bókarar skjalføri",
  wrongAnswer: "Feil svar á rokkna verkætlanini. Royn aftur.",
  tooFast: "Vinarliga bíða eitt sindur og royn aftur.",
  challengeExpired: "Skjalføri er útgingi. Vinarliga byrja umaftur.",
  challengeUsed: "Skjalføri er longu brúkt. Vinarliga byrja umaftur.",
  inviteInvalid: "Innbjóðingarkotan er ógildug ella útgingin",
  alreadyInFamily: "Tú ert longu í eini familju",
  noFamily: "Tú ert ikki í eini familju",
  resetMailSent: "Um adressan er skrásett, hava vit sent eitt teldubræv við einari slóð.",
  passwordChanged: "Loyniorð broytt",
  resetTokenInvalid: "Slóðin er ógildug ella útgingin",
  liveTicketInvalid: "Ógildugur ella brúktur lykil",
  originRefused: "Hetta upphavið hevur ikki loyvi",

  // Meal plan (docs/features/meals.md).
  mealTitleBlank: "Yvirskrift manglar",
  mealDateInvalid: "Ógildig dagur",
  mealTimeInvalid: "Ógildig tíð",
  mealDateTimeInvalid: "Ógildig dato/tíð kombination",
  mealDayPassed: "Vel í dag ella ein seinni dag",
  ingredientsInvalid: "Tilfarið skal vera ein listi av nøvnum",
  ingredientBlank: "Tilfarið manglar navn",
  ingredientTooLong: `Navnið á tilfarinum kann í mesta lagi vera ${INGREDIENT_NAME_MAX} tekin`,
  ingredientsTooMany: `Í mesta lagi ${MEAL_INGREDIENTS_MAX} slag av tilfari`,
  oneMealChange: "Send eitt av hesum: title, completed, photoId ella weekly",
  mealPhotoUnknown: "Myndin finst ikki í myndasavninum hjá familjuni",
  mealWeeklyInvalid: "Vikuliga skal vera true ella false",
} as const;

/**
 * apiMessages' generic texts (those any route may answer) in English: every `/api/admin/*` answer
 * carries these instead (worker/lib/http-error.ts, `inLanguage`).
 */
export const adminApiMessages = {
  invalidBody: "Invalid request: send a JSON object",
  malformedJson: "The request body is not valid JSON",
  unauthenticated: "You are not signed in",
  forbidden: "Administrator access required",
  notFound: "Not found",
  tooLarge: "Too much data in one request",
  rateLimited: "Too many attempts. Wait a moment and try again.",
  internal: "Something went wrong. Try again later.",
  unavailable: "The service is not available right now",
  familyMoving: "The family is being moved. Try again in a moment.",
  required: "This field is required",
} as const satisfies Partial<Record<keyof typeof apiMessages, string>>;

/** CalDAV's refusals of a request's XML (docs/features/caldav.md "XML"); the limits are worker/caldav/xml-limits.ts's. */
export const davXmlMessages = {
  doctype: "Ein DOCTYPE verður ikki góðtikin",
  notWellFormed: "XML-innihaldið er ikki rætt skrivað",
  prefixUndeclared: "Eitt XML-forskoyti er ikki lýst (xmlns)",
  noSingleRoot: "XML-innihaldið skal hava júst ein rótarpart",
  xmlDepth: (max: number) => `XML-innihaldið er ov djúpt: í mesta lagi ${max} stig`,
  xmlElements: (max: number) => `XML-innihaldið hevur ov nógvar partar: í mesta lagi ${max}`,
  xmlAttributesPerElement: (max: number) => `Ein XML-partur hevur ov nógvar eginleikar: í mesta lagi ${max}`,
  xmlAttributes: (max: number) => `XML-innihaldið hevur ov nógvar eginleikar: í mesta lagi ${max} í alt`,
  xmlNameTooLong: (max: number) => `Eitt navn í XML-innihaldinum er ov langt: í mesta lagi ${max} tekn`,
  xmlTextTooLong: (max: number) => `Ein tekstur í XML-innihaldinum er ov langur: í mesta lagi ${max} tekn`,
} as const;

/** Family names and e-mails the server writes (Faroese). */
export const serverTexts = {
  familyName: (username: string) => `${SIGN_UP_FAMILY_NAME}${username}`,
  verifySubject: "Vátta teldupostadressuna hjá tær",
  verifyBody: (username: string, link: string) =>
    `Hey ${username}!\n\nTakk fyri at tú skrásetti teg. Vátta teldupostadressuna við at trýsta á slóðina:\n${link}\n\nSlóðin er galdandi í ein tíma.`,
  alreadyRegisteredSubject: "Ein royndi at skráseta seg við tínari adressu",
  alreadyRegisteredBody: (username: string, link: string) =>
    `Hey ${username}!\n\nEin royndi at stovna ein nýggjan brúkara við hesi teldupostadressuni, men tú hevur longu ein. Hevur tú gloymt loyniorðið, kanst tú velja eitt nýtt her:\n${link}`,
  resetSubject: "Nýtt loyniorð",
  resetBody: (username: string, link: string) =>
    `Hey ${username}!\n\nVel eitt nýtt loyniorð við at trýsta á slóðina:\n${link}\n\nSlóðin er galdandi í ein tíma. Bað tú ikki um hetta, kanst tú síggja burtur frá hesum teldubrævi.`,
  // Auth hardening: every password change is told to the account's address.
  passwordChangedSubject: "Loyniorðið hjá tær er broytt",
  passwordChangedBody: (username: string, link: string) =>
    `Hey ${username}!\n\nLoyniorðið til brúkaran ${username} er júst broytt. Gjørdi tú tað ikki sjálv/ur, vel eitt nýtt loyniorð beinanvegin her:\n${link}`,
  // A device credential made for the account (docs/features/auth.md "Confirming with the password").
  appPasswordMadeSubject: "Eitt nýtt app-loyniorð til tín brúkara",
  appPasswordMadeBody: (username: string, device: string, link: string) =>
    `Hey ${username}!\n\nEitt nýtt app-loyniorð, "${device}", er gjørt til brúkaran ${username}. Við tí kann eitt tól lesa og broyta kalendaran og listarnar hjá familjuni. Gjørdi tú tað ikki sjálv/ur, tak tað burtur og vel eitt nýtt loyniorð beinanvegin:\n${link}`,
  screenPairedSubject: "Ein nýggjur eldhússkermur er koplaður",
  screenPairedBody: (username: string, screen: string, link: string) =>
    `Hey ${username}!\n\nEldhússkermurin "${screen}" er júst koplaður til familjuna við einari kodu, sum ${username} gjørdi. Gjørdi tú tað ikki sjálv/ur, tak skermin burtur á síðuni Børn og vel eitt nýtt loyniorð:\n${link}`,
} as const;

/** The admin panel's server answers, in English (docs/features/admin.md). */
export const adminTexts = {
  adminOnly: "Administrator access required",
  enrolmentRequired: "Set up your second factor (an authenticator app) before anything else",
  stepUpRequired: "Confirm with a code from your authenticator app",
  codeWrong: "That code is wrong or already used; try the next one from your app",
  alreadyEnrolled: "Your second factor is already set up",
  noPendingEnrolment: "Start the set-up first",
  enrolmentCodeWrong: "That enrolment code is wrong, used or expired; ask whoever runs FamilyHub for a new one (npm run make-admin)",
  enrolmentCodeGone: "Your enrolment code has expired or was used meanwhile; ask whoever runs FamilyHub for a new one and start again",
  userNotFound: "User not found",
  userHasFamily: "The user already has a family",
  adminNotDeletable: "Administrator accounts cannot be deleted",
  adminPasswordNotSettable: "An administrator's password cannot be set here: each administrator changes their own",
  passwordRequired: "A new password is required",
  passwordTooShort: "The password must be at least 8 characters",
  passwordTooLong: "The password can be at most 256 characters",
  passwordTooCommon: "This password is too common; choose another",
} as const;

/** The admin panel's tickets and info messages, in English (docs/features/admin.md#tickets). */
export const adminSupportTexts = {
  ticketNotFound: "Ticket not found",
  statusInvalid: "Status must be one of open, in_progress, closed",
  messageNotFound: "Message not found",
  ticketClosed: "This ticket is closed; reopen it to reply",
  responseRequired: "Response message is required",
  responseTooLong: "A response can be at most 5,000 characters",
} as const;

/** Admin panel: verification by an administrator (English, as every /api/admin/* text). */
export const adminCareTexts = {
  alreadyVerified: "The user's e-mail address is already verified",
  userVerified: "User verified",
  verificationSent: "Verification email sent",
  verificationMailFailed: "The verification email could not be sent; try again later",
} as const;

/** The admin panel's system views and New User (English, like every /api/admin/* answer). */
export const adminSystemTexts = {
  unknownLevel: "Unknown log level: use ERROR, WARN or INFO",
  unknownKind: "Unknown security event kind",
  actorInvalid: "The actor must be a username or an account id of at most 64 characters",
  cursorInvalid: "before must be a cursor from the previous page",
  outboxOnlyLocal: "The outbox exists only in local development",
  noDatabaseAnswered: "No database answered",
  rowDatabaseUnavailable: "A database that may hold this row did not answer; try again",
  messageCopyUnavailable: (names: string[]) => `Not deleted: database ${names.join(", ")} did not answer; delete the message again`,
  usernameRequired: "A username is required",
  usernameInvalid: "The username must be 5 to 32 letters, digits, dots, dashes or underscores",
  emailInvalid: "A valid e-mail address is required",
  passwordTooShort: "The password must be at least 8 characters",
  passwordTooLong: "The password can be at most 256 characters",
  passwordTooCommon: "This password is too common; choose another",
  passwordRequired: "A password is required",
  usernameTaken: "That username is already taken",
  emailTaken: "An account with that e-mail address already exists",
  testMailSubject: "FamilyHub test e-mail",
  testMailBody: (username: string) => `Hello ${username},\n\nThis is a test e-mail from the FamilyHub admin panel. If you can read it, mail is working.`,
  testMailSent: "Test e-mail sent",
  testMailFailed: (reason: string) => `The test e-mail could not be sent: ${reason}`,
  userCreated: "User created",
} as const;

/** The app passwords' texts (docs/features/caldav.md "Sign-in"). */
export const caldavMessages = {
  nameRequired: "Gev tólinum eitt navn",
  nameTooLong: (max: number) => `Navnið á tólinum kann í mesta lagi vera ${max} tekn`,
  tooMany: (max: number) => `Tú kanst í mesta lagi hava ${max} app-loyniorð. Tak eitt burtur fyrst.`,
  notForAdmins: "Umsitarar kunnu ikki hava app-loyniorð",
} as const;

/** Push notifications' refusals (docs/features/notifications.md). */
export const pushMessages = {
  endpointRefused: "Hendan fráboðanartænastan verður ikki góðtikin",
  keysInvalid: "Lyklarnir hjá tólinum eru ógildugir",
  endpointTaken: "Hetta tólið er skrásett hjá øðrum brúkara",
  notConfigured: "Fráboðanir eru ikki settar upp á hesum ambætaranum",
  testTitle: "FamilyHub",
  taskAssignedTitle: "Nýggj uppgáva til tín",
  shoppingTripTitle: (username: string) => `${username} fer í handil`,
  shoppingTripBody: (open: number) => (open === 1 ? "1 vøra er á innkeypslistanum" : `${open} vørur eru á innkeypslistanum`),
  adminMessageTitle: "Boð frá FamilyHub",
  ticketAnswerTitle: "Svar til spurning tín",
  testBody: "Hetta er ein royndarfráboðan. Fráboðanir virka á hesum tólinum.",
  preferencesInvalid: "Ógildugar stillingar fyri fráboðanir",
  taskDueTitle: "Uppgáva í dag",
  eventSoonBody: (time: string) => `Byrjar kl. ${time}`,
  dinnerTonightTitle: "Døgurði í kvøld",
  /** The evening before a linked child changes home (docs/features/two-homes.md "Pushes"). */
  choreEveningTitle: (emoji: string, title: string) => `${emoji} ${title} í morgin`,
  choreEveningBody: "Minst til at gera klárt í kvøld",
  birthdayTomorrowTitle: "Føðingardagur í morgin",
  birthdayTomorrowBody: (name: string, age: number) => `${name} fyllir ${age} ár`,
  homeComesTitle: (child: string) => `Í morgin kemur ${child} til tykkara`,
  homeLeavesTitle: (child: string, otherHome: string) => `Í morgin fer ${child} til ${homeAfterPreposition(otherHome)}`,
  homeChangeBody: (time: string) => `Skiftið er kl. ${time}`,
} as const;
