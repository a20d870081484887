import { supportMessages } from "@contract/support-messages";
import type { TicketStatus } from "@contract/schemas/support";

/** The support page. Loaded with its feature, not on the sign-in route (see ../fo.ts). */
export const foSupport = {
  title: "Stuðul",
  intro: "Her sært tú boð frá umsitingini, og her kanst tú spyrja okkum um alt, ið viðvíkur FamilyHub.",

  messagesTitle: "Boð frá umsitingini",
  noMessages: "Eingi nýggj boð frá umsitingini",
  markRead: (title: string) => `Merk „${title}“ sum lisið`,
  readTitle: "Lisið",
  sentAt: (date: string) => `Sent ${date}`,

  newTicketTitle: "Nýggjur spurningur",
  newTicketIntro: "Hevur tú ein spurning, ella hevur tú funnið ein feil? Skriva til okkara, so svara vit tær við telduposti.",
  username: "Brúkaranavn",
  email: "Teldupostur",
  subject: "Evni",
  subjectPlaceholder: "Stutt um hvat tað snýr seg um",
  description: "Lýsing",
  descriptionPlaceholder: "Greið so neyvt frá sum tú kanst: hvat gjørdi tú, og hvat hendi?",
  submit: "Send spurning",
  sending: "Sendir…",
  fieldsRequired: supportMessages.fieldsRequired,

  ticketsTitle: "Mínir spurningar",
  ticketsCount: (n: number) => (n === 1 ? "1 spurningur" : `${n} spurningar`),
  noTickets: "Tú hevur ikki sent nakran spurning enn",
  loading: "Lesur…",
  fetchError: "Eyðnaðist ikki at henta spurningarnar",
  status: { open: "Opið", in_progress: "Í arbeiði", closed: "Liðugt" } satisfies Record<TicketStatus, string>,
  statusLabel: (status: string) => `Støða: ${status}`,
  responsesTitle: "Svar",
  noResponses: "Eingi svar enn. Vit svara tær eisini við telduposti.",
  adminResponse: "Umsiting",
  ownResponse: "Tú",
  replyLabel: "Títt svar",
  replyPlaceholder: "Skriva eitt svar…",
  replyButton: "Send svar",
  closedNote: "Hesin spurningurin er latin aftur. Hevur tú ein nýggjan spurning, so send hann omanfyri.",
  showMore: (n: number) => `Vís ${n} fleiri`,
  showLess: "Vís færri",

  ticketCreatedTitle: "Spurningur skrásettur",
  ticketCreated: "Takk! Vit svara tær við telduposti so skjótt sum gjørligt.",
  responseSent: "Svar sent",
  errorTitle: "Villa",
  ticketCreateError: "Eyðnaðist ikki at skráseta spurning",
  responseError: "Eyðnaðist ikki at senda svar",
  markReadError: "Eyðnaðist ikki at merkja boðini sum lisin",
} as const;
